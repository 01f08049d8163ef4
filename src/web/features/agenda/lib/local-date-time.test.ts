import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoToLocalDateTime, localDateTimeToIso } from './local-date-time';

// The browser's zone in these checks: Paris (summer time from the last Sunday of March).
const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  process.env.TZ = previousZone;
});

describe('reminder field', () => {
  it('writes the local time with the offset of that day', () => {
    expect(localDateTimeToIso('2026-05-05T08:00')).toBe('2026-05-05T08:00:00+02:00');
    expect(localDateTimeToIso('2026-01-15T17:45')).toBe('2026-01-15T17:45:00+01:00');
    expect(localDateTimeToIso('2026-01-15T17:45:30')).toBe('2026-01-15T17:45:30+01:00');
  });

  it('names the same instant as the browser reads it', () => {
    const iso = localDateTimeToIso('2026-05-05T08:00') ?? '';
    expect(new Date(iso).toISOString()).toBe('2026-05-05T06:00:00.000Z');
  });

  it('is null when empty and left as typed when unreadable (the contract refuses it)', () => {
    expect(localDateTimeToIso('  ')).toBeNull();
    expect(localDateTimeToIso('demain')).toBe('demain');
    expect(localDateTimeToIso('2026-02-30T08:00')).toBe('2026-02-30T08:00');
  });

  it('shows an instant back in the local field format', () => {
    expect(isoToLocalDateTime('2026-05-05T06:00:00.000Z')).toBe('2026-05-05T08:00');
    expect(isoToLocalDateTime(null)).toBe('');
    expect(isoToLocalDateTime('not a date')).toBe('');
  });
});
