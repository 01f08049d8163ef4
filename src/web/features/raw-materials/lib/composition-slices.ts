import type { TRawMaterialsAnalysis } from '../../../../shared/contracts/raw-materials';
import {
  RAW_MATERIAL_CATEGORIES,
  type TRawMaterialCategory,
} from '../../../../shared/domain/feedstock-defaults';

export interface CompositionSlice {
  category: TRawMaterialCategory;
  tonnes: number;
  /** Share of the fresh tonnage, 0–100. */
  percent: number;
  /** Where the slice starts, 0–100. */
  offset: number;
}

/** Fresh tonnes per category, in the categories' order, with the running offset of each slice. */
export function compositionSlices(
  analysis: Pick<TRawMaterialsAnalysis, 'lots' | 'freshTonnesAllLots'>,
): CompositionSlice[] {
  const total = analysis.freshTonnesAllLots;
  if (total <= 0) return [];
  const byCategory = new Map<TRawMaterialCategory, number>();
  for (const lot of analysis.lots) {
    byCategory.set(lot.category, (byCategory.get(lot.category) ?? 0) + lot.freshTonnes);
  }
  let offset = 0;
  return RAW_MATERIAL_CATEGORIES.flatMap((category) => {
    const tonnes = byCategory.get(category) ?? 0;
    if (tonnes <= 0) return [];
    const percent = (tonnes / total) * 100;
    const slice = { category, tonnes, percent, offset };
    offset += percent;
    return [slice];
  });
}
