/**
 * Stock run-out dates: the mean daily consumption of an item over the last 30 days, and the day its current level
 * runs out at that pace. The low-stock threshold (stock-levels.ts) says an item is low; this says when it will be
 * empty, early enough to order it. A rule of ours: no public source.
 */
import { addDays, isCalendarDate, type TCalendarDate } from '../calendar.js';
import type { TStockUnit } from '../stock-levels.js';
import { adviceId, adviceSource, type Advice, type AdviceThreshold, type TAdviceSeverity } from './advice.js';
import { assertFinite, daysBetween } from './dated-series.js';

export const STOCK_CONSUMPTION_WINDOW_DAYS = 30;

/**
 * Advice when an item runs out within its lead time or within 14 days, whichever is longer: two weeks cover two
 * weekly order rounds, so an item with a short lead time is still ordered in good time. Ours.
 */
export const STOCK_RUN_OUT_HORIZON_DAYS: AdviceThreshold = { value: 14, origin: 'our-default' };

/**
 * At least two decreases in the window (one is a single use, not a pace) over at least a week of tracking (a new
 * item's first day of use says nothing about a month).
 */
export const STOCK_MIN_DECREASES = 2;
export const STOCK_MIN_DAYS_TRACKED = 7;

/** An amount taken out of stock on a day, in the item's unit (> 0). */
export interface StockDecrease {
  date: TCalendarDate;
  quantity: number;
}

export interface StockItemInput {
  id: string;
  name: string;
  unit: TStockUnit;
  /** Current level, in the item's unit. */
  currentLevel: number;
  /** Days from order to delivery, when the operator knows it. */
  leadTimeDays?: number | null;
  consumption: readonly StockDecrease[];
  /** The day the item was first stocked: a younger item's pace is over its own days, not 30. */
  trackedSince?: TCalendarDate | null;
  /** The last increase of the level: a restock starts a new situation (a dismissal does not outlive it). */
  lastRestockedOn?: TCalendarDate | null;
}

export interface StockRunOut {
  windowStart: TCalendarDate;
  windowEnd: TCalendarDate;
  /** Days the pace is counted over: 30, or fewer for an item tracked for less. */
  daysCounted: number;
  decreasesUsed: number;
  /** Total taken out over those days, in the item's unit. */
  quantityUsed: number;
  /** Item's unit per day. */
  dailyConsumption: number;
  /** current level ÷ daily consumption, not rounded. */
  daysOfStockLeft: number;
  /** Today + the whole days of stock left (rounded down: the last part-day is already short). */
  runOutDate: TCalendarDate;
}

function assertDate(date: TCalendarDate): void {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
}

/**
 * The pace and run-out date of an item from its decreases of the last 30 days (up to today); null when it has
 * fewer than 2 decreases there, is tracked for less than a week, or was not used at all.
 */
export function stockRunOut(item: StockItemInput, today: TCalendarDate): StockRunOut | null {
  assertDate(today);
  assertFinite('Current level', item.currentLevel);
  const windowStart = addDays(today, -(STOCK_CONSUMPTION_WINDOW_DAYS - 1));
  const trackedSince = item.trackedSince ?? null;
  if (trackedSince !== null) assertDate(trackedSince);
  const start = trackedSince !== null && trackedSince > windowStart ? trackedSince : windowStart;
  const daysCounted = daysBetween(start, today) + 1;
  const used = item.consumption.filter((decrease) => {
    assertDate(decrease.date);
    assertFinite('A decrease', decrease.quantity);
    if (decrease.quantity < 0) throw new RangeError(`A decrease is a quantity > 0: ${decrease.quantity}`);
    return decrease.date >= start && decrease.date <= today;
  });
  const quantityUsed = used.reduce((sum, decrease) => sum + decrease.quantity, 0);
  if (used.length < STOCK_MIN_DECREASES || daysCounted < STOCK_MIN_DAYS_TRACKED || quantityUsed === 0) {
    return null;
  }
  const dailyConsumption = quantityUsed / daysCounted;
  const daysOfStockLeft = Math.max(0, item.currentLevel) / dailyConsumption;
  return {
    windowStart: start,
    windowEnd: today,
    daysCounted,
    decreasesUsed: used.length,
    quantityUsed,
    dailyConsumption,
    daysOfStockLeft,
    runOutDate: addDays(today, Math.floor(daysOfStockLeft)),
  };
}

export const STOCK_FINDINGS = ['out-of-stock', 'within-lead-time', 'within-horizon'] as const;
export type TStockFinding = (typeof STOCK_FINDINGS)[number];

export interface StockRunOutEvidence extends StockRunOut {
  finding: TStockFinding;
  itemId: string;
  itemName: string;
  unit: TStockUnit;
  currentLevel: number;
  leadTimeDays: number | null;
  horizonDays: AdviceThreshold;
}

export type TStockRunOutAdvice = Advice<'stock-run-out', StockRunOutEvidence>;

const severityOf: Record<TStockFinding, TAdviceSeverity> = {
  'out-of-stock': 'act',
  // Ordered today it arrives after the stock is gone: order now.
  'within-lead-time': 'act',
  'within-horizon': 'watch',
};

function findingOf(item: StockItemInput, runOut: StockRunOut, today: TCalendarDate): TStockFinding | null {
  if (item.currentLevel <= 0) return 'out-of-stock';
  const daysLeft = daysBetween(today, runOut.runOutDate);
  const leadTimeDays = item.leadTimeDays ?? null;
  if (leadTimeDays !== null && daysLeft <= leadTimeDays) return 'within-lead-time';
  return daysLeft <= STOCK_RUN_OUT_HORIZON_DAYS.value ? 'within-horizon' : null;
}

/**
 * Per item: out of stock, or running out within its lead time → act; within 14 days → watch. No history, no
 * advice. Situation: the item, the finding and its last restock.
 */
export function stockRunOutAdvice(
  items: readonly StockItemInput[],
  today: TCalendarDate,
): TStockRunOutAdvice[] {
  return items.flatMap((item) => {
    const leadTimeDays = item.leadTimeDays ?? null;
    if (leadTimeDays !== null && (!Number.isFinite(leadTimeDays) || leadTimeDays < 0)) {
      throw new RangeError(`Lead time must be a number of days >= 0: ${leadTimeDays}`);
    }
    const runOut = stockRunOut(item, today);
    if (runOut === null) return [];
    const finding = findingOf(item, runOut, today);
    if (finding === null) return [];
    const advice: TStockRunOutAdvice = {
      id: adviceId('stock-run-out', item.id, finding, item.lastRestockedOn ?? 'never'),
      rule: 'stock-run-out',
      severity: severityOf[finding],
      date: runOut.runOutDate,
      evidence: {
        ...runOut,
        finding,
        itemId: item.id,
        itemName: item.name,
        unit: item.unit,
        currentLevel: item.currentLevel,
        leadTimeDays,
        horizonDays: STOCK_RUN_OUT_HORIZON_DAYS,
      },
      source: adviceSource('methapilot:stock-run-out'),
      actionPath: '/dashboard/shop',
    };
    return [advice];
  });
}
