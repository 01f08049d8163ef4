import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { rollingBand } from './production-rolling-band.js';

const history = (values: number[], lastDay = '2026-11-14') =>
  values.map((value, index) => ({ date: addDays(lastDay, index - values.length + 1), value }));

describe('rollingBand', () => {
  it('is the mean ± 3 σ of the 14 days before the day', () => {
    // Mean 10, population σ 1.
    const band = rollingBand(history([9, 11, 9, 11, 9, 11, 9, 11]), '2026-11-15');
    expect(band).toMatchObject({ mean: 10, standardDeviation: 1, low: 7, high: 13, points: 8 });
  });

  it('leaves out the day itself and what is older than 14 days', () => {
    const values = [
      { date: '2026-10-31', value: 1000 },
      { date: '2026-11-15', value: 1000 },
      ...history([10, 10, 10, 10, 10, 10, 10]),
    ];
    expect(rollingBand(values, '2026-11-15')).toMatchObject({ mean: 10, points: 7 });
  });

  it('needs seven earlier values', () => {
    expect(rollingBand(history([10, 10, 10, 10, 10, 10]), '2026-11-15')).toBeNull();
  });

  it('keeps at least 5 % of the mean on each side of a flat history', () => {
    expect(rollingBand(history([200, 200, 200, 200, 200, 200, 200]), '2026-11-15')).toMatchObject({
      low: 190,
      high: 210,
    });
  });
});
