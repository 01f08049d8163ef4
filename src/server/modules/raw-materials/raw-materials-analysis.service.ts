import { MAX_ANALYSED_LOTS, type TRawMaterialsAnalysis } from '../../../shared/contracts/raw-materials.js';
import { analyseMix, type TDigestionMode } from '../../../shared/domain/feedstock-analysis.js';
import { toFeedstockLot } from '../../../shared/domain/raw-material-lots.js';
import type { DbTransaction } from '../../db/user-context.js';
import { toFreshTonnes } from './fresh-tonnes.js';
import { listRawMaterialsForAnalysis } from './raw-materials.repository.js';

export interface AnalysisOptions {
  yieldFactor: number;
  digestionMode: TDigestionMode;
}

/** The user's planned mix (every lot, by name) through the domain's analysis: lab values first, then defaults. */
export async function analyseUserRawMaterials(
  tx: DbTransaction,
  userId: string,
  options: AnalysisOptions,
): Promise<TRawMaterialsAnalysis> {
  const { rows, isTruncated } = await listRawMaterialsForAnalysis(tx, userId, MAX_ANALYSED_LOTS);
  const lots = rows.map((row) => toFeedstockLot({ ...row, quantity: toFreshTonnes(row.quantity, row.unit) }));
  return { ...analyseMix(lots, options), lotLimit: MAX_ANALYSED_LOTS, isTruncated };
}
