import { MAX_ANALYSED_LOTS, type TRawMaterialsAnalysis } from '../../../shared/contracts/raw-materials.js';
import { analyseMix, type TDigestionMode } from '../../../shared/domain/feedstock-analysis.js';
import { MAIN_CROP_AVERAGE_YEARS, mainCropRule } from '../../../shared/domain/main-crop-years.js';
import { toFeedstockLot } from '../../../shared/domain/raw-material-lots.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findUserToday } from '../profile/user-today.js';
import { toFreshTonnes } from './fresh-tonnes.js';
import { listRawMaterialsForAnalysis, sumRawMaterialTonnagesByYear } from './raw-materials.repository.js';

export interface AnalysisOptions {
  yieldFactor: number;
  digestionMode: TDigestionMode;
  /** Calendar year of the lots' delivery dates; absent: the user's current year (their time zone). */
  year?: number | undefined;
}

/**
 * The mix of one calendar year (the lots delivered that year, by name) through the domain's analysis, lab values
 * first, then defaults; and the 15 % main-crop rule over that year and the two before it.
 */
export async function analyseUserRawMaterials(
  tx: DbTransaction,
  userId: string,
  options: AnalysisOptions,
): Promise<TRawMaterialsAnalysis> {
  const year = options.year ?? Number((await findUserToday(tx, userId)).slice(0, 4));
  const { rows, isTruncated } = await listRawMaterialsForAnalysis(tx, userId, year, MAX_ANALYSED_LOTS);
  const lots = rows.map((row) => toFeedstockLot({ ...row, quantity: toFreshTonnes(row.quantity, row.unit) }));
  const tonnages = await sumRawMaterialTonnagesByYear(tx, userId, year - (MAIN_CROP_AVERAGE_YEARS - 1), year);
  const rule = mainCropRule(
    tonnages.map((entry) => ({
      year: entry.year,
      category: entry.category,
      freshTonnes: toFreshTonnes(entry.quantity, entry.unit),
    })),
    year,
  );
  const mix = analyseMix(lots, { yieldFactor: options.yieldFactor, digestionMode: options.digestionMode });
  return { ...mix, year, mainCropRule: rule, lotLimit: MAX_ANALYSED_LOTS, isTruncated };
}
