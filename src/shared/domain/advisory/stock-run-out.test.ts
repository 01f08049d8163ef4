import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { stockRunOut, stockRunOutAdvice, type StockItemInput } from './stock-run-out.js';

const today = '2026-03-31';

/** 6 kg taken out every third day over the last 30 days: 60 kg, 2 kg a day. */
const steadyUse = Array.from({ length: 10 }, (_, index) => ({
  date: addDays(today, -3 * index),
  quantity: 6,
}));

const item = (changes: Partial<StockItemInput> = {}): StockItemInput => ({
  id: 'ferric-chloride',
  name: 'Chlorure ferrique',
  unit: 'kg',
  currentLevel: 20,
  consumption: steadyUse,
  ...changes,
});

describe('stockRunOut', () => {
  it('takes the pace of the last 30 days to the run-out date', () => {
    expect(stockRunOut(item(), today)).toEqual({
      windowStart: '2026-03-02',
      windowEnd: today,
      daysCounted: 30,
      decreasesUsed: 10,
      quantityUsed: 60,
      dailyConsumption: 2,
      daysOfStockLeft: 10,
      runOutDate: '2026-04-10',
    });
  });

  it('leaves out decreases older than 30 days or after today', () => {
    const consumption = [
      ...steadyUse,
      { date: '2026-03-01', quantity: 500 },
      { date: '2026-04-01', quantity: 500 },
    ];
    expect(stockRunOut(item({ consumption }), today)?.quantityUsed).toBe(60);
  });

  it('counts a young item’s pace over its own days', () => {
    const consumption = steadyUse.filter((decrease) => decrease.date >= '2026-03-22');
    const young = stockRunOut(item({ consumption, trackedSince: '2026-03-22' }), today);
    expect(young).toMatchObject({ windowStart: '2026-03-22', daysCounted: 10, quantityUsed: 24 });
    expect(young?.dailyConsumption).toBeCloseTo(2.4, 12);
  });

  it('needs two decreases over a week of tracking', () => {
    expect(stockRunOut(item({ consumption: [] }), today)).toBeNull();
    expect(stockRunOut(item({ consumption: [{ date: today, quantity: 5 }] }), today)).toBeNull();
    const recent = [
      { date: today, quantity: 5 },
      { date: addDays(today, -1), quantity: 5 },
    ];
    expect(stockRunOut(item({ consumption: recent, trackedSince: addDays(today, -5) }), today)).toBeNull();
    expect(
      stockRunOut(item({ consumption: recent, trackedSince: addDays(today, -6) }), today)?.daysCounted,
    ).toBe(7);
  });
});

describe('stockRunOutAdvice', () => {
  it('watches an item running out within 14 days', () => {
    const advice = stockRunOutAdvice([item()], today);
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatchObject({
      id: 'stock-run-out:ferric-chloride:within-horizon:never',
      rule: 'stock-run-out',
      severity: 'watch',
      date: '2026-04-10',
      actionPath: '/dashboard/shop',
      source: { key: 'methapilot:stock-run-out', cites: null },
      evidence: {
        finding: 'within-horizon',
        itemId: 'ferric-chloride',
        itemName: 'Chlorure ferrique',
        unit: 'kg',
        currentLevel: 20,
        leadTimeDays: null,
        horizonDays: { value: 14, origin: 'our-default' },
        runOutDate: '2026-04-10',
      },
    });
  });

  it('takes 14 days left as within, 15 as not', () => {
    expect(stockRunOutAdvice([item({ currentLevel: 28 })], today)).toHaveLength(1);
    expect(stockRunOutAdvice([item({ currentLevel: 30 })], today)).toEqual([]);
    expect(stockRunOutAdvice([item({ currentLevel: 29.9 })], today)[0]?.date).toBe('2026-04-14');
  });

  it('acts when the stock runs out within the lead time, and uses a lead time longer than 14 days', () => {
    expect(stockRunOutAdvice([item({ leadTimeDays: 10 })], today)[0]).toMatchObject({
      severity: 'act',
      evidence: { finding: 'within-lead-time', leadTimeDays: 10 },
    });
    expect(stockRunOutAdvice([item({ leadTimeDays: 9 })], today)[0]?.severity).toBe('watch');
    expect(
      stockRunOutAdvice([item({ currentLevel: 40, leadTimeDays: 21 })], today)[0]?.evidence.finding,
    ).toBe('within-lead-time');
  });

  it('acts on an item already out of stock', () => {
    expect(stockRunOutAdvice([item({ currentLevel: 0 })], today)[0]).toMatchObject({
      severity: 'act',
      date: today,
      evidence: { finding: 'out-of-stock', daysOfStockLeft: 0 },
    });
  });

  it('gives one advice per item that needs it, none without history', () => {
    const advice = stockRunOutAdvice(
      [
        item(),
        item({ id: 'carbon', name: 'Charbon actif', consumption: [] }),
        item({ id: 'oil', name: 'Huile moteur', unit: 'L', currentLevel: 5 }),
        item({ id: 'plenty', currentLevel: 1000 }),
      ],
      today,
    );
    expect(advice.map((entry) => entry.evidence.itemId)).toEqual(['ferric-chloride', 'oil']);
  });

  it('keeps its id until a restock or a worse finding', () => {
    const tomorrow = addDays(today, 1);
    const id = (changes: Partial<StockItemInput>, day = today) =>
      stockRunOutAdvice([item(changes)], day)[0]?.id;
    expect(id({ currentLevel: 18 }, tomorrow)).toBe(id({}));
    expect(id({ lastRestockedOn: '2026-02-01' })).toBe(
      'stock-run-out:ferric-chloride:within-horizon:2026-02-01',
    );
    expect(id({ currentLevel: 0 })).toBe('stock-run-out:ferric-chloride:out-of-stock:never');
  });

  it('refuses a negative lead time or decrease', () => {
    expect(() => stockRunOutAdvice([item({ leadTimeDays: -1 })], today)).toThrow(RangeError);
    expect(() => stockRunOutAdvice([item({ consumption: [{ date: today, quantity: -2 }] })], today)).toThrow(
      RangeError,
    );
  });
});
