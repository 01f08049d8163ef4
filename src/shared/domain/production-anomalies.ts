/**
 * Anomalies of the production log (issue 18 point 1): each reading outside the process limits of domain.md
 * "Process monitoring" (FOS/TAC, pH, mesophilic temperature, and the plant's H2S and CH4 thresholds), or else
 * outside its own rolling band. Each anomaly carries what the page needs to say why: the figure, the limit or
 * band crossed and where the limit comes from.
 */
import type { TCalendarDate } from './calendar.js';
import type { ProductionReadingValues } from './production-days.js';
import {
  DEFAULT_ROLLING_BAND,
  rollingBand,
  type DatedValue,
  type RollingBandRule,
} from './production-rolling-band.js';
import { PRODUCTION_MEASURES, type TProductionMeasure } from './production-limits.js';

/** The measures checked against the rolling band: all the logged figures. */
export const BANDED_MEASURES = PRODUCTION_MEASURES;
export type TBandedMeasure = TProductionMeasure;

/** Where a process limit comes from: domain.md (cited) or a threshold the plant may change (our default). */
export const LIMIT_ORIGINS = ['domain', 'plant-default'] as const;
export type TLimitOrigin = (typeof LIMIT_ORIGINS)[number];

export interface ProcessRange {
  min: number | null;
  max: number | null;
  origin: TLimitOrigin;
}

/**
 * H2S and CH4 limits depend on the engine maker or the grid contract (domain.md): these are defaults a caller may
 * replace. 500 ppm is a common CHP engine limit for raw biogas; under 50 % CH4 a biogas burns poorly.
 */
export interface AnomalyThresholds {
  h2sPpmMax: number;
  methanePercentMin: number;
}
export const DEFAULT_ANOMALY_THRESHOLDS: AnomalyThresholds = { h2sPpmMax: 500, methanePercentMin: 50 };

/** The process limits of domain.md "Process monitoring", with the plant's thresholds. */
export function processLimits(
  thresholds: AnomalyThresholds = DEFAULT_ANOMALY_THRESHOLDS,
): Partial<Record<TBandedMeasure, ProcessRange>> {
  return {
    // < 0.3 under-fed, 0.3–0.4 stable, > 0.4 stressed.
    fosTac: { min: 0.3, max: 0.4, origin: 'domain' },
    // Healthy 6.8–7.6.
    ph: { min: 6.8, max: 7.6, origin: 'domain' },
    // Mesophilic band.
    temperatureC: { min: 35, max: 40, origin: 'domain' },
    h2sPpm: { min: null, max: thresholds.h2sPpmMax, origin: 'plant-default' },
    methanePercent: { min: thresholds.methanePercentMin, max: null, origin: 'plant-default' },
  };
}

export type TAnomalyDirection = 'above' | 'below';

interface AnomalyBase {
  readingId: string;
  date: TCalendarDate;
  time: string | null;
  measure: TBandedMeasure;
  value: number;
  direction: TAnomalyDirection;
}

export type ProductionAnomaly =
  | (AnomalyBase & { kind: 'process-limit'; limit: number; range: ProcessRange })
  | (AnomalyBase & {
      kind: 'rolling-band';
      band: { mean: number; low: number; high: number; points: number; windowDays: number; sigmas: number };
    });

export interface IdentifiedReading extends ProductionReadingValues {
  id: string;
}

export interface AnomalyOptions {
  thresholds?: AnomalyThresholds;
  band?: RollingBandRule;
}

function processAnomaly(
  reading: IdentifiedReading,
  measure: TBandedMeasure,
  value: number,
  range: ProcessRange,
): ProductionAnomaly | null {
  const base = {
    readingId: reading.id,
    date: reading.readingDate,
    time: reading.readingTime ?? null,
    measure,
    value,
  };
  if (range.max !== null && value > range.max) {
    return { ...base, kind: 'process-limit', direction: 'above', limit: range.max, range };
  }
  if (range.min !== null && value < range.min) {
    return { ...base, kind: 'process-limit', direction: 'below', limit: range.min, range };
  }
  return null;
}

/**
 * The anomalies of `readings` (those dated from `from` on are judged; earlier ones only feed the bands), in the
 * order of the readings then of BANDED_MEASURES. A value outside a process limit is reported as such, and not
 * again against its band.
 */
export function productionAnomalies(
  readings: readonly IdentifiedReading[],
  from: TCalendarDate,
  options: AnomalyOptions = {},
): ProductionAnomaly[] {
  const limits = processLimits(options.thresholds);
  const bandRule = options.band ?? DEFAULT_ROLLING_BAND;
  const histories = new Map<TBandedMeasure, DatedValue[]>(
    BANDED_MEASURES.map((measure) => [
      measure,
      readings.flatMap((reading) => {
        const value = reading[measure];
        return value === null ? [] : [{ date: reading.readingDate, value }];
      }),
    ]),
  );
  const sorted = [...readings].sort((a, b) =>
    `${a.readingDate}T${a.readingTime ?? ''}`.localeCompare(`${b.readingDate}T${b.readingTime ?? ''}`),
  );
  const anomalies: ProductionAnomaly[] = [];
  for (const reading of sorted) {
    if (reading.readingDate < from) continue;
    for (const measure of BANDED_MEASURES) {
      const value = reading[measure];
      if (value === null) continue;
      const range = limits[measure];
      const limitAnomaly = range ? processAnomaly(reading, measure, value, range) : null;
      if (limitAnomaly) {
        anomalies.push(limitAnomaly);
        continue;
      }
      const band = rollingBand(histories.get(measure) ?? [], reading.readingDate, bandRule);
      if (!band || (value >= band.low && value <= band.high)) continue;
      anomalies.push({
        readingId: reading.id,
        date: reading.readingDate,
        time: reading.readingTime ?? null,
        measure,
        value,
        kind: 'rolling-band',
        direction: value > band.high ? 'above' : 'below',
        band: {
          mean: band.mean,
          low: band.low,
          high: band.high,
          points: band.points,
          windowDays: band.windowDays,
          sigmas: band.sigmas,
        },
      });
    }
  }
  return anomalies;
}
