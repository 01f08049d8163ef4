// The user's data the advisory rules read (issue 18 point 5), each read bounded: the production log of the last
// weeks, the activated carbon's H2S load since its change, the stock items used in the last 30 days with their
// movements, the open maintenance tasks with their meters, and the main-crop tonnages of three years.
import { and, asc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { DatedReading } from '../../../shared/domain/advisory/dated-series.js';
import type { MaintenanceTaskInput } from '../../../shared/domain/advisory/maintenance-overdue.js';
import { addDays, type TCalendarDate } from '../../../shared/domain/calendar.js';
import { equipmentMeters, maintenanceTasks } from '../../db/schema/maintenance.js';
import { productionLogs } from '../../db/schema/production.js';
import { stockMovements } from '../../db/schema/stock-movements.js';
import { stockItems } from '../../db/schema/stock.js';
import type { DbTransaction } from '../../db/user-context.js';

/** Days of production log the drift rules read: their 14-day windows and the onset of a situation behind them. */
export const PRODUCTION_LOOK_BACK_DAYS = 60;

/** Days of stock movements read: the run-out rule's 30-day pace. */
export const STOCK_LOOK_BACK_DAYS = 30;

export interface ProcessReadings {
  fosTac: DatedReading[];
  ph: DatedReading[];
}

const timeOf = (time: string | null) => (time === null ? null : time.slice(0, 5));

/** FOS/TAC and pH readings of the last weeks up to today, oldest first. */
export async function findProcessReadings(
  tx: DbTransaction,
  userId: string,
  today: TCalendarDate,
): Promise<ProcessReadings> {
  const rows = await tx
    .select({
      date: productionLogs.readingDate,
      time: productionLogs.readingTime,
      fosTac: productionLogs.fosTac,
      ph: productionLogs.ph,
    })
    .from(productionLogs)
    .where(
      and(
        eq(productionLogs.userId, userId),
        gte(productionLogs.readingDate, addDays(today, -PRODUCTION_LOOK_BACK_DAYS)),
        sql`${productionLogs.readingDate} <= ${today}`,
        sql`(${productionLogs.fosTac} is not null or ${productionLogs.ph} is not null)`,
      ),
    )
    .orderBy(asc(productionLogs.readingDate), asc(productionLogs.readingTime));
  const readings: ProcessReadings = { fosTac: [], ph: [] };
  for (const row of rows) {
    const time = timeOf(row.time);
    if (row.fosTac !== null) readings.fosTac.push({ date: row.date, time, value: row.fosTac });
    if (row.ph !== null) readings.ph.push({ date: row.date, time, value: row.ph });
  }
  return readings;
}

export interface H2sLoadSince {
  /** Mean H2S of the readings since the change, ppm; null without any. */
  h2sPpm: number | null;
  h2sReadings: number;
  /** Mean biogas per logged day since the change (the readings of a day added up), m³ ≈ Nm³; null without any. */
  biogasNm3PerDay: number | null;
}

/** The H2S load entering the carbon filter since `since` (its change), from the production log. */
export async function findH2sLoadSince(
  tx: DbTransaction,
  userId: string,
  since: TCalendarDate,
  today: TCalendarDate,
): Promise<H2sLoadSince> {
  const [row] = await tx
    .select({
      h2sPpm: sql<number | null>`avg(${productionLogs.h2sPpm})::float8`,
      h2sReadings: sql<number>`count(${productionLogs.h2sPpm})::int`,
      biogasM3: sql<number | null>`sum(${productionLogs.biogasM3})::float8`,
      days: sql<number>`count(distinct ${productionLogs.readingDate})::int`,
    })
    .from(productionLogs)
    .where(
      and(
        eq(productionLogs.userId, userId),
        gte(productionLogs.readingDate, since),
        sql`${productionLogs.readingDate} <= ${today}`,
      ),
    );
  const days = row?.days ?? 0;
  return {
    h2sPpm: row?.h2sPpm ?? null,
    h2sReadings: row?.h2sReadings ?? 0,
    biogasNm3PerDay:
      days > 0 && row?.biogasM3 !== null && row?.biogasM3 !== undefined ? row.biogasM3 / days : null,
  };
}

export interface StockItemWithMovements {
  id: string;
  name: string;
  unit: (typeof stockItems.$inferSelect)['unit'];
  currentLevel: number;
  createdAt: Date;
  movements: { movedAt: Date; delta: number }[];
  /** The last increase of the level, whenever it was; null when it never went up. */
  lastRestockedAt: Date | null;
}

/** The items whose level went down in the last 30 days, with their movements since then and their last restock. */
export async function findStockItemsWithMovements(
  tx: DbTransaction,
  userId: string,
  since: Date,
): Promise<StockItemWithMovements[]> {
  const movements = await tx
    .select({
      stockItemId: stockMovements.stockItemId,
      movedAt: stockMovements.movedAt,
      delta: stockMovements.delta,
    })
    .from(stockMovements)
    .where(and(eq(stockMovements.userId, userId), gte(stockMovements.movedAt, since)))
    .orderBy(asc(stockMovements.movedAt));
  const usedIds = [...new Set(movements.filter((m) => m.delta < 0).map((m) => m.stockItemId))];
  if (usedIds.length === 0) return [];
  const items = await tx
    .select({
      id: stockItems.id,
      name: stockItems.name,
      unit: stockItems.unit,
      currentLevel: stockItems.currentLevel,
      createdAt: stockItems.createdAt,
      lastRestockedAt: sql<string | null>`(
        select max(${stockMovements.movedAt}) from ${stockMovements}
        where ${stockMovements.stockItemId} = ${stockItems.id} and ${stockMovements.delta} > 0
          and ${stockMovements.userId} = ${userId})`,
    })
    .from(stockItems)
    .where(and(eq(stockItems.userId, userId), inArray(stockItems.id, usedIds)))
    .orderBy(asc(stockItems.name));
  return items.map((item) => ({
    ...item,
    lastRestockedAt: item.lastRestockedAt === null ? null : new Date(item.lastRestockedAt),
    movements: movements
      .filter((movement) => movement.stockItemId === item.id)
      .map(({ movedAt, delta }) => ({ movedAt, delta })),
  }));
}

/** Open maintenance tasks with their equipment's meter reading (same name whatever the case). */
export async function findOpenMaintenanceTasks(
  tx: DbTransaction,
  userId: string,
): Promise<MaintenanceTaskInput[]> {
  const rows = await tx
    .select({
      id: maintenanceTasks.id,
      equipmentName: maintenanceTasks.equipmentName,
      taskType: maintenanceTasks.taskType,
      status: maintenanceTasks.status,
      priority: maintenanceTasks.priority,
      frequency: maintenanceTasks.frequency,
      nextDueDate: maintenanceTasks.nextDueDate,
      intervalHours: maintenanceTasks.intervalHours,
      lastServiceRunningHours: maintenanceTasks.lastServiceRunningHours,
      isRegulatory: maintenanceTasks.isRegulatory,
      meterHours: equipmentMeters.runningHours,
    })
    .from(maintenanceTasks)
    .leftJoin(
      equipmentMeters,
      and(
        eq(equipmentMeters.userId, maintenanceTasks.userId),
        sql`lower(${equipmentMeters.equipmentName}) = lower(${maintenanceTasks.equipmentName})`,
      ),
    )
    .where(
      and(
        eq(maintenanceTasks.userId, userId),
        notInArray(maintenanceTasks.status, ['completed', 'cancelled']),
      ),
    );
  return rows.map((row) => ({ ...row, meterHours: row.meterHours ?? null }));
}
