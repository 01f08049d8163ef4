import { asc, eq } from 'drizzle-orm';
import { rawMaterials } from '../../db/schema/raw-materials.js';
import type { DbTransaction } from '../../db/user-context.js';

/**
 * The user's lots for the analysis, by name, in one query: at most `limit` of them, plus one row to tell
 * whether there were more.
 */
export async function listRawMaterialsForAnalysis(tx: DbTransaction, userId: string, limit: number) {
  const rows = await tx
    .select({
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
    })
    .from(rawMaterials)
    .where(eq(rawMaterials.userId, userId))
    .orderBy(asc(rawMaterials.name), asc(rawMaterials.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit), isTruncated: rows.length > limit };
}
