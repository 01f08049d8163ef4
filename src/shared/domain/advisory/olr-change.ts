/**
 * Organic loading rate (domain.md "Digester operating limits"): kg of volatile solids fed per m³ of digester per
 * day, usually 2–5 (renewable-energy-concepts.com). The bacteria adapt to a new load over weeks, so a sudden change
 * of the feed upsets a digester even within that range: the rule compares the last 7 days with the 28 before, and
 * the last 7 days with the plant's OLR limit.
 */
import { addDays, isCalendarDate, type TCalendarDate } from '../calendar.js';
import {
  adviceId,
  adviceSource,
  type Advice,
  type AdviceRange,
  type AdviceThreshold,
  type TAdviceSeverity,
} from './advice.js';
import { assertFinite, situationSince } from './dated-series.js';

export const OLR_USUAL_RANGE: AdviceRange = { min: 2, max: 5, origin: 'cited' };

/**
 * A change of the weekly mean OLR above ±20 % of the four weeks before is sudden. Practitioners raise the load by
 * about 10 % a week at most (the methanogens double in days to weeks at 35 °C); 20 % is twice that pace, and above
 * the day-to-day error of weighing the feed with a loader (±5–10 %). Ours: no source gives a figure.
 */
export const OLR_CHANGE_PERCENT: AdviceThreshold = { value: 20, origin: 'our-default' };

/**
 * The recent week and the four weeks before it, and how many days of each must have a feed entry. A day without an
 * entry is "not entered", not "fed nothing": means are over the days with an entry, so a plant that never feeds on
 * Sundays gets the same bias in both windows and the change is unaffected. Five of seven and twenty of twenty-eight
 * leave room for a weekend or a forgotten day, not for a log kept one day in two.
 */
export const OLR_WINDOWS = {
  recentDays: 7,
  baselineDays: 28,
  minRecentDaysWithFeed: 5,
  minBaselineDaysWithFeed: 20,
} as const;

const ONSET_LOOK_BACK_DAYS = 90;

/** kg of volatile solids fed on a day; several entries of one day (one per lot) are added up. */
export interface DailyVolatileSolidsFed {
  date: TCalendarDate;
  volatileSolidsKg: number;
}

export interface OlrInput {
  /** The caller computes kg VS from the feed lots (fresh t × DM × VS). */
  dailyFeed: readonly DailyVolatileSolidsFed[];
  /** Working volume of the digester(s), m³; null until the operator enters it. */
  digesterVolumeM3: number | null;
  /** The plant's OLR limit, kg VS / m³ / day (plant settings, default 4). */
  olrMaxKgVsPerM3Day: number;
}

export const OLR_FINDINGS = [
  'above-limit',
  'sharp-increase',
  'sharp-decrease',
  'digester-volume-missing',
] as const;
export type TOlrFinding = (typeof OLR_FINDINGS)[number];

export interface FeedWindow {
  start: TCalendarDate;
  end: TCalendarDate;
  daysWithFeed: number;
  /** Mean kg VS per day over the days with feed; null without any. */
  meanVolatileSolidsKgPerDay: number | null;
  /** kg VS / m³ / day; null without a volume or enough days with feed. */
  olrKgVsPerM3Day: number | null;
}

export interface OlrChangeEvidence {
  finding: TOlrFinding;
  since: TCalendarDate;
  digesterVolumeM3: number | null;
  recent: FeedWindow;
  baseline: FeedWindow;
  /** (recent − baseline) ÷ baseline × 100; null when either window is too thin. */
  changePercent: number | null;
  changeThreshold: AdviceThreshold;
  olrLimit: AdviceThreshold;
  usualRange: AdviceRange;
}

export type TOlrChangeAdvice = Advice<'olr-change', OlrChangeEvidence>;

const severityOf: Record<TOlrFinding, TAdviceSeverity> = {
  'above-limit': 'act',
  // A rise overloads before the bacteria catch up; a drop costs gas and sets up the next rise.
  'sharp-increase': 'watch',
  'sharp-decrease': 'info',
  'digester-volume-missing': 'info',
};

type TFeedByDate = ReadonlyMap<TCalendarDate, number>;

function feedByDate(dailyFeed: readonly DailyVolatileSolidsFed[]): TFeedByDate {
  const byDate = new Map<TCalendarDate, number>();
  for (const entry of dailyFeed) {
    if (!isCalendarDate(entry.date))
      throw new RangeError(`Not a calendar date: ${JSON.stringify(entry.date)}`);
    assertFinite('Volatile solids fed', entry.volatileSolidsKg);
    if (entry.volatileSolidsKg < 0) throw new RangeError(`Negative feed: ${entry.volatileSolidsKg}`);
    byDate.set(entry.date, (byDate.get(entry.date) ?? 0) + entry.volatileSolidsKg);
  }
  return byDate;
}

function feedWindow(
  byDate: TFeedByDate,
  end: TCalendarDate,
  days: number,
  minDaysWithFeed: number,
  volumeM3: number | null,
): FeedWindow {
  const start = addDays(end, -(days - 1));
  let daysWithFeed = 0;
  let totalKg = 0;
  for (let offset = 0; offset < days; offset += 1) {
    const kg = byDate.get(addDays(start, offset));
    if (kg === undefined) continue;
    daysWithFeed += 1;
    totalKg += kg;
  }
  const meanVolatileSolidsKgPerDay = daysWithFeed === 0 ? null : totalKg / daysWithFeed;
  const olrKgVsPerM3Day =
    volumeM3 === null || meanVolatileSolidsKgPerDay === null || daysWithFeed < minDaysWithFeed
      ? null
      : meanVolatileSolidsKgPerDay / volumeM3;
  return { start, end, daysWithFeed, meanVolatileSolidsKgPerDay, olrKgVsPerM3Day };
}

interface OlrState {
  finding: TOlrFinding;
  recent: FeedWindow;
  baseline: FeedWindow;
  changePercent: number | null;
}

/** The change of the mean feed (the volume cancels out: computed on kg, so 3000 to 3600 is exactly 20 %). */
function changeBetween(recent: FeedWindow, baseline: FeedWindow): number | null {
  const recentKg = recent.meanVolatileSolidsKgPerDay;
  const baselineKg = baseline.meanVolatileSolidsKgPerDay;
  if (recent.olrKgVsPerM3Day === null || baseline.olrKgVsPerM3Day === null) return null;
  if (recentKg === null || baselineKg === null || baselineKg === 0) return null;
  return ((recentKg - baselineKg) / baselineKg) * 100;
}

function stateOn(byDate: TFeedByDate, input: OlrInput, asOf: TCalendarDate): OlrState | null {
  const { recentDays, baselineDays, minRecentDaysWithFeed, minBaselineDaysWithFeed } = OLR_WINDOWS;
  const volume = input.digesterVolumeM3;
  const recent = feedWindow(byDate, asOf, recentDays, minRecentDaysWithFeed, volume);
  const baseline = feedWindow(
    byDate,
    addDays(asOf, -recentDays),
    baselineDays,
    minBaselineDaysWithFeed,
    volume,
  );
  if (recent.daysWithFeed < minRecentDaysWithFeed) return null;
  if (volume === null) return { finding: 'digester-volume-missing', recent, baseline, changePercent: null };
  const changePercent = changeBetween(recent, baseline);
  const state = (finding: TOlrFinding): OlrState => ({ finding, recent, baseline, changePercent });
  if (recent.olrKgVsPerM3Day !== null && recent.olrKgVsPerM3Day > input.olrMaxKgVsPerM3Day) {
    return state('above-limit');
  }
  if (changePercent !== null && changePercent > OLR_CHANGE_PERCENT.value) return state('sharp-increase');
  if (changePercent !== null && changePercent < -OLR_CHANGE_PERCENT.value) return state('sharp-decrease');
  return null;
}

/**
 * Recent OLR above the plant's limit → act; up more than 20 % on the four weeks before → watch (feed changes
 * gradually); down more than 20 % → info. Without a digester volume, once a week of feed is logged, an info asks
 * for it. Nothing with fewer than 5 days of feed in the last 7 (nor a change with fewer than 20 in the 28 before).
 * Situation: the finding and its onset.
 */
export function olrChangeAdvice(input: OlrInput, today: TCalendarDate): TOlrChangeAdvice | null {
  const volume = input.digesterVolumeM3;
  if (volume !== null && (!Number.isFinite(volume) || volume <= 0)) {
    throw new RangeError(`Digester volume must be a number > 0: ${volume}`);
  }
  assertFinite('OLR limit', input.olrMaxKgVsPerM3Day);
  const byDate = feedByDate(input.dailyFeed);
  const state = stateOn(byDate, input, today);
  if (state === null) return null;
  const since = situationSince(
    today,
    ONSET_LOOK_BACK_DAYS,
    (day) => stateOn(byDate, input, day)?.finding ?? null,
  );
  return {
    id: adviceId('olr-change', state.finding, since),
    rule: 'olr-change',
    severity: severityOf[state.finding],
    date: since,
    evidence: {
      ...state,
      since,
      digesterVolumeM3: volume,
      changeThreshold: OLR_CHANGE_PERCENT,
      olrLimit: { value: input.olrMaxKgVsPerM3Day, origin: 'plant-setting' },
      usualRange: OLR_USUAL_RANGE,
    },
    source: adviceSource('domain:digester-limits/olr'),
    // The digester volume is entered on the optimiser's page; the feed itself is in the feed log.
    actionPath:
      state.finding === 'digester-volume-missing'
        ? '/dashboard/optimisation'
        : '/dashboard/raw-materials/feed',
  };
}
