import { describe, expect, it } from 'vitest';
import { addDays } from './calendar.js';
import { productionAnomalies, type IdentifiedReading } from './production-anomalies.js';

function reading(
  id: string,
  readingDate: string,
  values: Partial<IdentifiedReading> = {},
): IdentifiedReading {
  return {
    id,
    readingDate,
    readingTime: null,
    biogasM3: 1000,
    biomethaneNm3PerHour: 100,
    kwhProduced: null,
    temperatureC: 38,
    ph: 7.2,
    fosTac: 0.35,
    methanePercent: 55,
    h2sPpm: 100,
    ...values,
  };
}

describe('productionAnomalies: process limits (domain.md "Process monitoring")', () => {
  it('flags FOS/TAC over 0.4 and under 0.3 with the limit crossed', () => {
    const anomalies = productionAnomalies(
      [reading('a', '2026-11-01', { fosTac: 0.45 }), reading('b', '2026-11-02', { fosTac: 0.25 })],
      '2026-11-01',
    );
    expect(anomalies).toEqual([
      expect.objectContaining({
        readingId: 'a',
        measure: 'fosTac',
        kind: 'process-limit',
        direction: 'above',
        limit: 0.4,
        value: 0.45,
      }),
      expect.objectContaining({
        readingId: 'b',
        measure: 'fosTac',
        kind: 'process-limit',
        direction: 'below',
        limit: 0.3,
      }),
    ]);
  });

  it('flags pH outside 6.8–7.6 and temperature outside the mesophilic 35–40 °C, not their bounds', () => {
    const anomalies = productionAnomalies(
      [
        reading('a', '2026-11-01', { ph: 6.8, temperatureC: 40 }),
        reading('b', '2026-11-02', { ph: 7.7, temperatureC: 34.5 }),
      ],
      '2026-11-01',
    );
    expect(anomalies.map((anomaly) => [anomaly.readingId, anomaly.measure, anomaly.direction])).toEqual([
      ['b', 'temperatureC', 'below'],
      ['b', 'ph', 'above'],
    ]);
  });

  it('uses the plant thresholds for H2S and CH4, with defaults', () => {
    const readings = [reading('a', '2026-11-01', { h2sPpm: 600, methanePercent: 48 })];
    expect(productionAnomalies(readings, '2026-11-01').map((anomaly) => anomaly.measure)).toEqual([
      'methanePercent',
      'h2sPpm',
    ]);
    expect(
      productionAnomalies(readings, '2026-11-01', { thresholds: { h2sPpmMax: 1000, methanePercentMin: 45 } }),
    ).toEqual([]);
  });
});

describe('productionAnomalies: rolling band', () => {
  const steady = Array.from({ length: 14 }, (_, index) =>
    reading(`d${String(index)}`, addDays('2026-11-01', index), { biogasM3: index % 2 === 0 ? 950 : 1050 }),
  );

  it('flags a reading beyond mean ± 3 σ of its previous 14 days, with the band', () => {
    const anomalies = productionAnomalies(
      [...steady, reading('drop', '2026-11-15', { biogasM3: 700 })],
      '2026-11-15',
    );
    expect(anomalies).toMatchObject([
      {
        readingId: 'drop',
        measure: 'biogasM3',
        kind: 'rolling-band',
        direction: 'below',
        band: { mean: 1000, low: 850, high: 1150, points: 14, windowDays: 14 },
      },
    ]);
  });

  it('leaves a reading inside its band alone, and judges only from the period start', () => {
    expect(
      productionAnomalies([...steady, reading('ok', '2026-11-15', { biogasM3: 1100 })], '2026-11-15'),
    ).toEqual([]);
    expect(
      productionAnomalies([...steady, reading('drop', '2026-11-15', { biogasM3: 700 })], '2026-11-16'),
    ).toEqual([]);
  });

  it('draws no band on too few days', () => {
    expect(
      productionAnomalies(
        [...steady.slice(0, 5), reading('x', '2026-11-06', { biogasM3: 10 })],
        '2026-11-01',
      ),
    ).toEqual([]);
  });
});
