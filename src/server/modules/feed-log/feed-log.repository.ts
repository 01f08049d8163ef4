import { and, asc, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { feedLogs } from '../../db/schema/feed-log.js';
import { rawMaterials } from '../../db/schema/raw-materials.js';
import type { DbTransaction } from '../../db/user-context.js';
import { lotAnalysisColumns } from '../raw-materials/raw-materials.repository.js';

/** Most entries one summary reads: a year at a dozen lots a day stays far below it. */
export const MAX_SUMMARY_ENTRIES = 20_000;

/** The user's entries fed from `from` to `to` (both included) with their lot's analysis columns, oldest first. */
export function findFeedEntriesBetween(tx: DbTransaction, userId: string, from: string, to: string) {
  return tx
    .select({ fedOn: feedLogs.fedOn, tonnes: feedLogs.tonnes, lot: lotAnalysisColumns })
    .from(feedLogs)
    .innerJoin(rawMaterials, eq(rawMaterials.id, feedLogs.rawMaterialId))
    .where(and(eq(feedLogs.userId, userId), gte(feedLogs.fedOn, from), lte(feedLogs.fedOn, to)))
    .orderBy(asc(feedLogs.fedOn))
    .limit(MAX_SUMMARY_ENTRIES);
}

/** The user's lots of these ids, with what the figures need. */
export function findLotsByIds(tx: DbTransaction, userId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(lotAnalysisColumns)
    .from(rawMaterials)
    .where(and(eq(rawMaterials.userId, userId), inArray(rawMaterials.id, [...ids])));
}

/** Every lot id of the user (the lot of an entry must be one of them), and those refused at the gate. */
export async function findUserLotIds(
  tx: DbTransaction,
  userId: string,
): Promise<{ all: Set<string>; refused: Set<string> }> {
  const rows = await tx
    .select({ id: rawMaterials.id, refused: rawMaterials.refused })
    .from(rawMaterials)
    .where(eq(rawMaterials.userId, userId));
  return {
    all: new Set(rows.map((row) => row.id)),
    refused: new Set(rows.filter((row) => row.refused).map((row) => row.id)),
  };
}

/** Fresh tonnes fed per lot (only lots with entries), for the lots `ids` or every lot of the user. */
export async function sumFedTonnesByLot(
  tx: DbTransaction,
  userId: string,
  ids?: readonly string[],
): Promise<Map<string, number>> {
  if (ids?.length === 0) return new Map();
  const rows = await tx
    .select({ id: feedLogs.rawMaterialId, tonnes: sql<number>`sum(${feedLogs.tonnes})::float8` })
    .from(feedLogs)
    .where(and(eq(feedLogs.userId, userId), ids ? inArray(feedLogs.rawMaterialId, [...ids]) : undefined))
    .groupBy(feedLogs.rawMaterialId);
  return new Map(rows.map((row) => [row.id, row.tonnes]));
}

/** Whether a lot has entries in the log (then it may not be deleted). */
export async function hasFeedEntries(tx: DbTransaction, userId: string, lotId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: count() })
    .from(feedLogs)
    .where(and(eq(feedLogs.userId, userId), eq(feedLogs.rawMaterialId, lotId)));
  return (row?.n ?? 0) > 0;
}

/** The user's lots admitted (refused ones never entered the plant), by name, with their quantity and unit. */
export function findLotsByName(tx: DbTransaction, userId: string) {
  return tx
    .select({
      id: rawMaterials.id,
      name: rawMaterials.name,
      category: rawMaterials.category,
      quantity: rawMaterials.quantity,
      unit: rawMaterials.unit,
    })
    .from(rawMaterials)
    .where(and(eq(rawMaterials.userId, userId), eq(rawMaterials.refused, false)))
    .orderBy(asc(rawMaterials.name), asc(rawMaterials.id));
}
