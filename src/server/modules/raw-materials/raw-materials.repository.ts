import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { rawMaterials } from '../../db/schema/raw-materials.js';
import type { DbTransaction } from '../../db/user-context.js';

/** What the methane analysis reads of a lot (its quantity, lab values and reference). */
export const lotAnalysisColumns = {
  id: rawMaterials.id,
  name: rawMaterials.name,
  type: rawMaterials.type,
  category: rawMaterials.category,
  quantity: rawMaterials.quantity,
  unit: rawMaterials.unit,
  humidityRate: rawMaterials.humidityRate,
  volatileSolidsRate: rawMaterials.volatileSolidsRate,
  methanePotential: rawMaterials.methanePotential,
  carbonNitrogenRatio: rawMaterials.carbonNitrogenRatio,
  referenceKey: rawMaterials.referenceKey,
};

/** The user's lots delivered from `from` to `to` (calendar dates, both included). */
function deliveredBetween(userId: string, from: string, to: string) {
  return and(
    eq(rawMaterials.userId, userId),
    gte(rawMaterials.deliveryDate, from),
    lte(rawMaterials.deliveryDate, to),
  );
}

/** The lots delivered from `from` to `to` (the feed of a period: the production log's yield gap), by date. */
export function findLotsDeliveredBetween(tx: DbTransaction, userId: string, from: string, to: string) {
  return tx
    .select(lotAnalysisColumns)
    .from(rawMaterials)
    .where(deliveredBetween(userId, from, to))
    .orderBy(asc(rawMaterials.deliveryDate), asc(rawMaterials.id));
}

/**
 * The user's lots delivered in a calendar year, by name, in one query: at most `limit` of them, plus one row to
 * tell whether there were more.
 */
export async function listRawMaterialsForAnalysis(
  tx: DbTransaction,
  userId: string,
  year: number,
  limit: number,
) {
  const rows = await tx
    .select(lotAnalysisColumns)
    .from(rawMaterials)
    .where(deliveredBetween(userId, `${String(year)}-01-01`, `${String(year)}-12-31`))
    .orderBy(asc(rawMaterials.name), asc(rawMaterials.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), isTruncated: rows.length > limit };
}

/**
 * Fresh quantities per calendar year, category and unit over the years `fromYear`..`toYear` (the main-crop rule's
 * three years), summed in SQL: every lot of those years counts, however many there are, except the lots refused
 * at the gate (they never entered the plant; the admission register still lists them).
 */
export async function sumRawMaterialTonnagesByYear(
  tx: DbTransaction,
  userId: string,
  fromYear: number,
  toYear: number,
) {
  const year = sql<number>`extract(year from ${rawMaterials.deliveryDate})::int`;
  return tx
    .select({
      year,
      category: rawMaterials.category,
      unit: rawMaterials.unit,
      quantity: sql<number>`sum(${rawMaterials.quantity})::float8`,
    })
    .from(rawMaterials)
    .where(
      and(
        eq(rawMaterials.userId, userId),
        gte(rawMaterials.deliveryDate, `${String(fromYear)}-01-01`),
        lte(rawMaterials.deliveryDate, `${String(toYear)}-12-31`),
        eq(rawMaterials.refused, false),
      ),
    )
    .groupBy(year, rawMaterials.category, rawMaterials.unit);
}

/** What the admission register reads of a lot. */
const registerColumns = {
  id: rawMaterials.id,
  deliveryDate: rawMaterials.deliveryDate,
  name: rawMaterials.name,
  type: rawMaterials.type,
  category: rawMaterials.category,
  quantity: rawMaterials.quantity,
  unit: rawMaterials.unit,
  supplier: rawMaterials.supplier,
  origin: rawMaterials.origin,
  transportDistanceKm: rawMaterials.transportDistanceKm,
  sustainabilityDeclaration: rawMaterials.sustainabilityDeclaration,
  refused: rawMaterials.refused,
  refusalReason: rawMaterials.refusalReason,
};

/**
 * The lots delivered from `from` to `to` (both included), refused ones too, by date then name: at most `limit`,
 * plus one row to tell whether there were more.
 */
export async function findRegisterLots(
  tx: DbTransaction,
  userId: string,
  from: string,
  to: string,
  limit: number,
) {
  const rows = await tx
    .select(registerColumns)
    .from(rawMaterials)
    .where(deliveredBetween(userId, from, to))
    .orderBy(asc(rawMaterials.deliveryDate), asc(rawMaterials.name), asc(rawMaterials.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), isTruncated: rows.length > limit };
}
