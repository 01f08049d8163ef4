import { describe, expect, it } from 'vitest';
import { defaultTimeZone, formatTimeZoneLabel, listTimeZones } from './time-zones';

describe('listTimeZones', () => {
  it('lists the known zones sorted, with the default even when the runtime does not list it', () => {
    expect(listTimeZones('America/New_York', ['Europe/London', 'America/New_York'])).toEqual([
      'America/New_York',
      'Europe/London',
      defaultTimeZone,
    ]);
  });

  it('keeps a stored zone the runtime does not list, once', () => {
    expect(listTimeZones('Etc/UTC', ['Europe/Paris'])).toEqual(['Etc/UTC', 'Europe/Paris']);
    expect(listTimeZones('Europe/Paris', ['Europe/Paris'])).toEqual(['Europe/Paris']);
  });

  it('uses the zones this runtime knows by default', () => {
    const zones = listTimeZones(defaultTimeZone);
    expect(zones).toContain('Europe/Paris');
    expect(zones.length).toBeGreaterThan(100);
  });
});

describe('formatTimeZoneLabel', () => {
  it('reads like words', () => {
    expect(formatTimeZoneLabel('America/Port_of_Spain')).toBe('America / Port of Spain');
    expect(formatTimeZoneLabel('Europe/Paris')).toBe('Europe / Paris');
  });
});
