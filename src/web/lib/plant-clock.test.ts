import { afterEach, describe, expect, it } from 'vitest';
import { currentPlantClock, plantBusinessDate, plantCalendarDate, rememberPlantClock } from './plant-clock';

// 26/11/2026 at 03:30 in Paris (02:30 UTC): before the default 05:00 reset.
const nightInParis = new Date('2026-11-26T02:30:00Z');
const paris = { timeZone: 'Europe/Paris', dailyResetHour: '05:00' };

afterEach(() => {
  rememberPlantClock({ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, dailyResetHour: '05:00' });
});

describe('the plant clock', () => {
  it("counts the night shift on the previous business date, and the calendar date as the wall clock's", () => {
    expect(plantBusinessDate(nightInParis, paris)).toBe('2026-11-25');
    expect(plantCalendarDate(nightInParis, paris)).toBe('2026-11-26');
    expect(plantBusinessDate(nightInParis, { ...paris, dailyResetHour: '00:00' })).toBe('2026-11-26');
  });

  it('uses the last preferences read, for code without a hook', () => {
    rememberPlantClock({ timeZone: 'Pacific/Kiritimati', dailyResetHour: '05:00' });
    expect(currentPlantClock().timeZone).toBe('Pacific/Kiritimati');
    // 16:30 in Kiritimati (UTC+14).
    expect(plantBusinessDate(nightInParis)).toBe('2026-11-26');
  });

  it("falls back to the browser's zone for a zone this runtime does not know", () => {
    const unknown = { timeZone: 'Mars/Olympus_Mons', dailyResetHour: '05:00' };
    const browser = { ...unknown, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    expect(plantBusinessDate(nightInParis, unknown)).toBe(plantBusinessDate(nightInParis, browser));
  });
});
