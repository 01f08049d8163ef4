// The fresh tonnes that entered the digester per calendar year and category, for the 15 % main-crop rule
// (décret 2016-929 counts a year's inputs). The feed log says what was loaded; a year the log does not cover (a
// plant that has not kept it yet, or years before it started) falls back on the lots delivered that year. One
// reader for the analysis page, the optimiser's yearly budget and the advisory, so their figures agree.
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { MainCropTonnage } from '../../../shared/domain/main-crop-years.js';
import type { TInputTonnageSource } from '../../../shared/domain/feed-log.js';
import { feedLogs } from '../../db/schema/feed-log.js';
import { rawMaterials } from '../../db/schema/raw-materials.js';
import type { DbTransaction } from '../../db/user-context.js';
import { toFreshTonnes } from '../raw-materials/fresh-tonnes.js';
import { sumRawMaterialTonnagesByYear } from '../raw-materials/raw-materials.repository.js';

export interface InputTonnages {
  tonnages: MainCropTonnage[];
  /** Where each year's figures come from (a year with no input at all reads 'deliveries'). */
  sourceOf: (year: number) => TInputTonnageSource;
}

/** Fresh tonnes fed per calendar year and lot category over `fromYear`..`toYear`, summed in SQL. */
function sumFedTonnesByYear(tx: DbTransaction, userId: string, fromYear: number, toYear: number) {
  const year = sql<number>`extract(year from ${feedLogs.fedOn})::int`;
  return tx
    .select({
      year,
      category: rawMaterials.category,
      tonnes: sql<number>`sum(${feedLogs.tonnes})::float8`,
    })
    .from(feedLogs)
    .innerJoin(rawMaterials, eq(rawMaterials.id, feedLogs.rawMaterialId))
    .where(
      and(
        eq(feedLogs.userId, userId),
        gte(feedLogs.fedOn, `${String(fromYear)}-01-01`),
        lte(feedLogs.fedOn, `${String(toYear)}-12-31`),
      ),
    )
    .groupBy(year, rawMaterials.category);
}

/** Each year's inputs: the feed log's where it has entries that year, the deliveries' otherwise. */
export async function readInputTonnagesByYear(
  tx: DbTransaction,
  userId: string,
  fromYear: number,
  toYear: number,
): Promise<InputTonnages> {
  const fed = await sumFedTonnesByYear(tx, userId, fromYear, toYear);
  const fedYears = new Set(fed.map((entry) => entry.year));
  const delivered = await sumRawMaterialTonnagesByYear(tx, userId, fromYear, toYear);
  return {
    tonnages: [
      ...fed.map((entry) => ({ year: entry.year, category: entry.category, freshTonnes: entry.tonnes })),
      ...delivered
        .filter((entry) => !fedYears.has(entry.year))
        .map((entry) => ({
          year: entry.year,
          category: entry.category,
          freshTonnes: toFreshTonnes(entry.quantity, entry.unit),
        })),
    ],
    sourceOf: (year) => (fedYears.has(year) ? 'feed-log' : 'deliveries'),
  };
}
