import { describe, expect, it } from 'vitest';
import { DIGESTATE_FERTILISER_TYPE } from './spreading-calendar.js';
import { DEFAULT_SPREADING_THRESHOLDS, spreadingWindows, type ForecastDay } from './spreading-windows.js';

const mildDay = (date: string, changes: Partial<ForecastDay> = {}): ForecastDay => ({
  date,
  temperatureMinC: 6,
  temperatureMaxC: 17,
  precipitationMm: 0.4,
  precipitationProbabilityPercent: 20,
  windSpeedMaxKmh: 12,
  evapotranspirationMm: 2.1,
  weatherCode: 3,
  ...changes,
});

describe('spreadingWindows', () => {
  it('lets digestate go on spring-crop land on a mild April day', () => {
    const [day] = spreadingWindows(
      [mildDay('2027-04-12')],
      'spring-crops-without-catch-crop',
      DIGESTATE_FERTILISER_TYPE,
    );
    expect(day).toEqual({ date: '2027-04-12', mayBeSpread: true, reasons: [] });
  });

  it('gives every reason against, the calendar first, with the figures that decided it', () => {
    const [day] = spreadingWindows(
      [
        mildDay('2027-01-20', {
          temperatureMinC: -3,
          precipitationMm: 14.2,
          windSpeedMaxKmh: 41,
          weatherCode: 73,
        }),
      ],
      'autumn-crops',
      DIGESTATE_FERTILISER_TYPE,
    );
    expect(day?.mayBeSpread).toBe(false);
    expect(day?.reasons).toEqual([
      { code: 'calendar-ban', ban: { from: { month: 10, day: 1 }, to: { month: 1, day: 31 } } },
      { code: 'snow', weatherCode: 73 },
      { code: 'frozen-soil', temperatureMinC: -3 },
      { code: 'heavy-rain', precipitationMm: 14.2 },
      { code: 'strong-wind', windSpeedMaxKmh: 41 },
    ]);
  });

  it('takes each weather threshold as reached at its value, and the user’s own thresholds', () => {
    const { heavyRainMm, strongWindKmh, frostC } = DEFAULT_SPREADING_THRESHOLDS;
    const days = spreadingWindows(
      [
        mildDay('2027-04-12', { precipitationMm: heavyRainMm }),
        mildDay('2027-04-13', { precipitationMm: heavyRainMm - 0.1 }),
        mildDay('2027-04-14', { windSpeedMaxKmh: strongWindKmh }),
        mildDay('2027-04-15', { temperatureMinC: frostC }),
        mildDay('2027-04-16', { temperatureMinC: frostC + 0.1 }),
      ],
      'grassland-over-6-months',
      DIGESTATE_FERTILISER_TYPE,
    );
    expect(days.map((day) => day.mayBeSpread)).toEqual([false, true, false, false, true]);

    const [windy] = spreadingWindows(
      [mildDay('2027-04-14', { windSpeedMaxKmh: 35 })],
      'grassland-over-6-months',
      DIGESTATE_FERTILISER_TYPE,
      { ...DEFAULT_SPREADING_THRESHOLDS, strongWindKmh: 40 },
    );
    expect(windy?.mayBeSpread).toBe(true);
  });

  it('never allows land that is not cultivated, whatever the weather', () => {
    const days = spreadingWindows([mildDay('2027-05-03'), mildDay('2027-08-20')], 'not-cultivated', 'type-1');
    expect(days.every((day) => !day.mayBeSpread && day.reasons[0]?.code === 'calendar-ban')).toBe(true);
  });
});
