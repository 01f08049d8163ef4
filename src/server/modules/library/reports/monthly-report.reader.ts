// The monthly operations report's data (issue 19 point 5): one calendar month of one user, read with the same
// services and rules as the pages that show these figures (production, feed log, budget, advisory), so the
// report never says a figure differently from the page.
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { TAdvice } from '../../../../shared/domain/advisory/advisory-rules.js';
import type { BudgetCategoryTotals, MonthlyBudgetSummary } from '../../../../shared/domain/budget-summary.js';
import type { TCalendarDate, TMonthKey } from '../../../../shared/domain/calendar.js';
import { feedTotals, volatileSolidsKgOf, type FeedTotals } from '../../../../shared/domain/feed-log.js';
import { monthBounds } from '../../../../shared/domain/library.js';
import type { ProductionTotals } from '../../../../shared/domain/production-days.js';
import { isLowStock, type TStockUnit } from '../../../../shared/domain/stock-levels.js';
import { users } from '../../../db/schema/auth.js';
import { maintenanceCompletions } from '../../../db/schema/maintenance-completions.js';
import { profiles } from '../../../db/schema/profiles.js';
import { stockMovements } from '../../../db/schema/stock-movements.js';
import { stockItems } from '../../../db/schema/stock.js';
import type { DbTransaction } from '../../../db/user-context.js';
import { adviceOf } from '../../advisory/advisory.service.js';
import { gatherAdvisory } from '../../advisory/advisory-input.js';
import { monthCategoryTotals, monthSummary } from '../../budget/budget-summary.service.js';
import { readFeedDays } from '../../feed-log/feed-log-summary.service.js';
import { findFeedEntriesBetween } from '../../feed-log/feed-log.repository.js';
import { readPlantSettings } from '../../plant-settings/plant-settings.repository.js';
import { readProductionBetween } from '../../production/production-summary.service.js';
import { findPreferences } from '../../profile/profile.repository.js';
import { DEFAULT_TIME_ZONE, findUserClock } from '../../profile/user-today.js';
import { resolvedLotValues } from '../../raw-materials/raw-materials-analysis.service.js';

export interface MonthlyReportData {
  month: TMonthKey;
  /** First day of the month and the last day covered: the month's last, or today for the current month. */
  from: TCalendarDate;
  to: TCalendarDate;
  isMonthUnderWay: boolean;
  /** The plant's date the report was made on (the stock levels and the advice are as of this day). */
  generatedOn: TCalendarDate;
  /** The plant (company) name, else the user's display name, name or e-mail. */
  owner: string;
  production: { totals: ProductionTotals; anomalyCount: number };
  feed: {
    totals: FeedTotals;
    /** Per lot, largest tonnage first; kg VS null when the lot's DM or VS is unknown. */
    lots: { name: string; tonnes: number; volatileSolidsKg: number | null }[];
  };
  stock: {
    lowItems: { name: string; currentLevel: number; threshold: number; unit: TStockUnit }[];
    /** The month's level changes per item: what came in, what went out, how many changes. */
    movements: { name: string; unit: TStockUnit; added: number; used: number; count: number }[];
  };
  maintenance: {
    completions: {
      completedOn: TCalendarDate;
      equipmentName: string;
      taskType: string;
      performedBy: string;
      isRegulatory: boolean;
    }[];
  };
  budget: { summary: MonthlyBudgetSummary; byCategory: BudgetCategoryTotals[] };
  advice: TAdvice[];
}

export async function findOwnerName(tx: DbTransaction, userId: string): Promise<string> {
  const [row] = await tx
    .select({
      company: profiles.companyName,
      displayName: profiles.displayName,
      name: users.name,
      email: users.email,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error('the report owner has no row');
  return [row.company, row.displayName, row.name].find((name) => name?.trim())?.trim() ?? row.email;
}

async function readFeed(
  tx: DbTransaction,
  userId: string,
  from: TCalendarDate,
  to: TCalendarDate,
): Promise<MonthlyReportData['feed']> {
  const { digesterVolumeM3 } = await readPlantSettings(tx, userId);
  const totals = feedTotals(await readFeedDays(tx, userId, from, to, digesterVolumeM3));
  const byLot = new Map<string, { name: string; tonnes: number; volatileSolidsKg: number | null }>();
  for (const entry of await findFeedEntriesBetween(tx, userId, from, to)) {
    const lot = byLot.get(entry.lot.id) ?? { name: entry.lot.name, tonnes: 0, volatileSolidsKg: 0 };
    const volatileSolidsKg = volatileSolidsKgOf(entry.tonnes, resolvedLotValues(entry.lot));
    lot.tonnes += entry.tonnes;
    lot.volatileSolidsKg =
      lot.volatileSolidsKg === null || volatileSolidsKg === null
        ? null
        : lot.volatileSolidsKg + volatileSolidsKg;
    byLot.set(entry.lot.id, lot);
  }
  const lots = [...byLot.values()].sort((a, b) => b.tonnes - a.tonnes || a.name.localeCompare(b.name));
  return { totals, lots };
}

async function readStock(
  tx: DbTransaction,
  userId: string,
  from: TCalendarDate,
  to: TCalendarDate,
  timeZone: string,
): Promise<MonthlyReportData['stock']> {
  const items = await tx
    .select({
      name: stockItems.name,
      currentLevel: stockItems.currentLevel,
      threshold: stockItems.threshold,
      unit: stockItems.unit,
    })
    .from(stockItems)
    .where(eq(stockItems.userId, userId))
    .orderBy(asc(stockItems.name));
  const movedOn = sql`(${stockMovements.movedAt} at time zone ${timeZone})::date`;
  const movements = await tx
    .select({
      name: stockItems.name,
      unit: stockItems.unit,
      added: sql<number>`coalesce(sum(${stockMovements.delta}) filter (where ${stockMovements.delta} > 0), 0)::float8`,
      used: sql<number>`coalesce(-sum(${stockMovements.delta}) filter (where ${stockMovements.delta} < 0), 0)::float8`,
      count: sql<number>`count(*)::int`,
    })
    .from(stockMovements)
    .innerJoin(stockItems, eq(stockItems.id, stockMovements.stockItemId))
    .where(and(eq(stockMovements.userId, userId), sql`${movedOn} between ${from} and ${to}`))
    .groupBy(stockItems.id, stockItems.name, stockItems.unit)
    .orderBy(asc(stockItems.name));
  return { lowItems: items.filter(isLowStock), movements };
}

function readMaintenance(tx: DbTransaction, userId: string, from: TCalendarDate, to: TCalendarDate) {
  return tx
    .select({
      completedOn: maintenanceCompletions.completedOn,
      equipmentName: maintenanceCompletions.equipmentName,
      taskType: maintenanceCompletions.taskType,
      performedBy: maintenanceCompletions.performedBy,
      isRegulatory: maintenanceCompletions.isRegulatory,
    })
    .from(maintenanceCompletions)
    .where(
      and(
        eq(maintenanceCompletions.userId, userId),
        gte(maintenanceCompletions.completedOn, from),
        lte(maintenanceCompletions.completedOn, to),
      ),
    )
    .orderBy(asc(maintenanceCompletions.completedOn), asc(maintenanceCompletions.completedAt));
}

/** Everything the monthly report of `month` says, read in the user's transaction (row-level security on). */
export async function readMonthlyReport(
  tx: DbTransaction,
  userId: string,
  month: TMonthKey,
  now: Date = new Date(),
): Promise<MonthlyReportData> {
  const clock = await findUserClock(tx, userId);
  const today = clock.calendarDate(now);
  const bounds = monthBounds(month);
  const isMonthUnderWay = today >= bounds.from && today < bounds.to;
  const to = isMonthUnderWay ? today : bounds.to;
  const from = bounds.from;
  const timeZone = (await findPreferences(tx, userId))?.timezone ?? DEFAULT_TIME_ZONE;

  const owner = await findOwnerName(tx, userId);
  const production = await readProductionBetween(tx, userId, from, to);
  const feed = await readFeed(tx, userId, from, to);
  const stock = await readStock(tx, userId, from, to, timeZone);
  const completions = await readMaintenance(tx, userId, from, to);
  const budget = {
    summary: await monthSummary(tx, userId, month),
    byCategory: await monthCategoryTotals(tx, userId, month),
  };
  const advice = adviceOf(await gatherAdvisory(tx, userId, clock, now), null).active as unknown as TAdvice[];
  return {
    month,
    from,
    to,
    isMonthUnderWay,
    generatedOn: today,
    owner,
    production: { totals: production.totals, anomalyCount: production.anomalies.length },
    feed,
    stock,
    maintenance: { completions },
    budget,
    advice,
  };
}
