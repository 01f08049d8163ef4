import type { TRationRequest } from '../../../shared/contracts/optimisation.js';
import type { TRawMaterialsAnalysis } from '../../../shared/contracts/raw-materials.js';
import type {
  MainCropBudget,
  RationFeedstock,
} from '../../../shared/domain/ration-optimiser/ration-inputs.js';

type AnalysedLot = TRawMaterialsAnalysis['lots'][number];

/** A lot the optimiser can feed: DM, VS and BMP known (lab or default), something left in stock. */
export function isUsableLot(lot: AnalysedLot): boolean {
  return (
    lot.dryMatterPct.value !== null &&
    lot.volatileSolidsPctOfDm.value !== null &&
    lot.bmp.value !== null &&
    lot.dryMatterPct.value > 0 &&
    lot.remainingTonnes > 0
  );
}

/** The analysis lots as the optimiser's feedstocks, each lot's stock what is left of it (delivered minus fed), its price if given. */
export function rationFeedstocks(
  lots: readonly AnalysedLot[],
  prices: TRationRequest['prices'],
): RationFeedstock[] {
  return lots.filter(isUsableLot).map((lot) => ({
    id: lot.id,
    name: lot.name,
    dryMatterPct: lot.dryMatterPct.value ?? 0,
    volatileSolidsPctOfDm: lot.volatileSolidsPctOfDm.value ?? 0,
    bmpNm3PerTonneVs: lot.bmp.value ?? 0,
    carbonNitrogenRatio: lot.carbonNitrogenRatio.value,
    isMainCrop: lot.category === 'main_crop',
    countsInCapTotal: true,
    stockTonnes: lot.remainingTonnes,
    pricePerTonneEur: prices?.[lot.id] ?? null,
  }));
}

/**
 * The 15 % main-crop cap as what is left of this calendar year's allowance (décret 2016-929): the year's inputs so
 * far are what the feed log says was loaded this year, the ration (fed from the stock left) runs until 31 December.
 * A plant that keeps no feed log this year has its deliveries counted instead: the lots are then both the year's
 * inputs and the stock fed, counted twice, so the budget is the stricter for it, never the looser.
 */
export function mainCropBudgetOf(analysis: TRawMaterialsAnalysis, today: string): MainCropBudget {
  const year = analysis.mainCropRule.years.find((entry) => entry.year === analysis.year);
  const endOfYear = Date.UTC(analysis.year, 11, 31);
  const daysLeftInYear = Math.max(
    1,
    Math.round((endOfYear - Date.parse(`${today}T00:00:00Z`)) / 86_400_000) + 1,
  );
  return {
    yearTonnesSoFar: year?.allFreshTonnes ?? 0,
    yearMainCropTonnesSoFar: year?.mainCropFreshTonnes ?? 0,
    daysLeftInYear,
  };
}
