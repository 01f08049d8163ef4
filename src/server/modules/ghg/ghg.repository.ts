import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { feedLogs } from '../../db/schema/feed-log.js';
import { plantSettings } from '../../db/schema/plant-settings.js';
import { rawMaterials } from '../../db/schema/raw-materials.js';
import type { DbTransaction } from '../../db/user-context.js';

/**
 * Fresh tonnes fed in the year per month, lot type and lot moisture, summed in SQL (a year of daily entries is a
 * few dozen rows), with the number of entries of each group.
 */
export function sumFedTonnesByMonthAndKind(tx: DbTransaction, userId: string, year: number) {
  const month = sql<number>`extract(month from ${feedLogs.fedOn})::int`;
  return tx
    .select({
      month,
      type: rawMaterials.type,
      humidityRate: rawMaterials.humidityRate,
      tonnes: sql<number>`sum(${feedLogs.tonnes})::float8`,
      entryCount: sql<number>`count(*)::int`,
    })
    .from(feedLogs)
    .innerJoin(rawMaterials, eq(rawMaterials.id, feedLogs.rawMaterialId))
    .where(
      and(
        eq(feedLogs.userId, userId),
        eq(rawMaterials.userId, userId),
        gte(feedLogs.fedOn, `${String(year)}-01-01`),
        lte(feedLogs.fedOn, `${String(year)}-12-31`),
      ),
    )
    .groupBy(month, rawMaterials.type, rawMaterials.humidityRate);
}

/** The stored GHG settings (`{}` when the plant settings were never saved). */
export async function readGhgOverridesColumn(tx: DbTransaction, userId: string): Promise<unknown> {
  const [row] = await tx
    .select({ ghgOverrides: plantSettings.ghgOverrides })
    .from(plantSettings)
    .where(eq(plantSettings.userId, userId));
  return row?.ghgOverrides ?? {};
}

/** Writes the GHG settings in one statement (the settings row is created with its defaults if need be). */
export async function saveGhgOverridesColumn(
  tx: DbTransaction,
  userId: string,
  stored: Record<string, unknown>,
): Promise<void> {
  await tx
    .insert(plantSettings)
    .values({ userId, ghgOverrides: stored })
    .onConflictDoUpdate({
      target: plantSettings.userId,
      set: { ghgOverrides: stored, version: sql`${plantSettings.version} + 1`, updatedAt: new Date() },
    });
}
