import {
  MAX_ANALYSED_LOTS,
  type TMainCropRule,
  type TRawMaterialsAnalysis,
} from '../../../shared/contracts/raw-materials.js';
import { analyseLot, analyseMix, type TDigestionMode } from '../../../shared/domain/feedstock-analysis.js';
import { remainingTonnesOf, type FeedLotValues } from '../../../shared/domain/feed-log.js';
import { sumFedTonnesByLot } from '../feed-log/feed-log.repository.js';
import { readInputTonnagesByYear } from '../feed-log/input-tonnages.js';
import { MAIN_CROP_AVERAGE_YEARS, mainCropRule } from '../../../shared/domain/main-crop-years.js';
import { toFeedstockLot, type RawMaterialAnalysisFields } from '../../../shared/domain/raw-material-lots.js';
import type { RawMaterialUnit } from '../../db/schema/raw-materials.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findUserToday } from '../profile/user-today.js';
import { toFreshTonnes } from './fresh-tonnes.js';
import { listRawMaterialsForAnalysis } from './raw-materials.repository.js';

export interface AnalysisOptions {
  yieldFactor: number;
  digestionMode: TDigestionMode;
  /** Calendar year of the lots' delivery dates; absent: the user's current year (their time zone). */
  year?: number | undefined;
}

/**
 * The mix of one calendar year (the lots delivered that year, by name) through the domain's analysis, lab values
 * first, then defaults; and the 15 % main-crop rule over that year and the two before it, on what was fed each
 * year (the feed log) or, for a year the log does not cover, what was delivered.
 */
export async function analyseUserRawMaterials(
  tx: DbTransaction,
  userId: string,
  options: AnalysisOptions,
): Promise<TRawMaterialsAnalysis> {
  const year = options.year ?? Number((await findUserToday(tx, userId)).slice(0, 4));
  const { rows, isTruncated } = await listRawMaterialsForAnalysis(tx, userId, year, MAX_ANALYSED_LOTS);
  const lots = rows.map((row) => toFeedstockLot({ ...row, quantity: toFreshTonnes(row.quantity, row.unit) }));
  const mix = analyseMix(lots, { yieldFactor: options.yieldFactor, digestionMode: options.digestionMode });
  // Each lot's stock: delivered minus fed (the feed log), read once for all of them.
  const fed = await sumFedTonnesByLot(
    tx,
    userId,
    rows.map((row) => row.id),
  );
  const analysedLots = mix.lots.map((lot) => ({
    ...lot,
    remainingTonnes: remainingTonnesOf(lot.freshTonnes, fed.get(lot.id) ?? 0),
  }));
  return {
    ...mix,
    lots: analysedLots,
    year,
    mainCropRule: await readMainCropRule(tx, userId, year),
    lotLimit: MAX_ANALYSED_LOTS,
    isTruncated,
  };
}

/**
 * The 15 % main-crop rule of `year` and the two years before it, both ways of counting CIVE, on what was fed each
 * year (the feed log) or, for a year the log does not cover, what was delivered (refused lots left out). One
 * reader for the analysis page and the admission register, so both show the same shares.
 */
export async function readMainCropRule(
  tx: DbTransaction,
  userId: string,
  year: number,
): Promise<TMainCropRule> {
  const inputs = await readInputTonnagesByYear(tx, userId, year - (MAIN_CROP_AVERAGE_YEARS - 1), year);
  const rule = mainCropRule(inputs.tonnages, year);
  return { ...rule, years: rule.years.map((share) => ({ ...share, source: inputs.sourceOf(share.year) })) };
}

/** What the analysis reads of a stored lot (raw-materials.repository.ts `lotAnalysisColumns`). */
export type StoredLot = Omit<RawMaterialAnalysisFields, 'quantity'> & {
  quantity: number;
  unit: RawMaterialUnit;
};

/**
 * A lot's dry matter, volatile solids and methane potential as the analysis page resolves them (lab value first,
 * then the reference's default), for the feed log's figures: one rule for both pages.
 */
export function resolvedLotValues(lot: StoredLot): FeedLotValues {
  const analysed = analyseLot(toFeedstockLot({ ...lot, quantity: toFreshTonnes(lot.quantity, lot.unit) }));
  return {
    dryMatterPct: analysed.dryMatterPct.value,
    volatileSolidsPctOfDm: analysed.volatileSolidsPctOfDm.value,
    bmpNm3PerTonneVs: analysed.bmp.value,
  };
}
