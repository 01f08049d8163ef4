/**
 * From the solver's tonnes per day to the figures of the ration: methane and energy (as the mix analysis
 * computes them: domain.md "Energy"), mix DM and C/N, loading rate, retention time, the year's main-crop share,
 * and the constraints whose limit the ration reaches.
 *
 * Isomorphic and pure.
 */
import {
  MAIN_CROP_CAP_PERCENT,
  METHANE_HHV_KWH_PER_NM3,
  METHANE_LHV_KWH_PER_NM3,
} from '../feedstock-analysis.js';
import type { RationModel, RationRow } from './build-ration-model.js';
import { isRowBinding } from './linear-programme.js';
import type { ResolvedRationRequest } from './ration-inputs.js';
import type { BindingConstraint, OptimalRation, RationCarbonNitrogen } from './ration-result.js';

export interface RationDescriptionContext {
  request: ResolvedRationRequest;
  /** The model the tonnes solve: its rows say which limits are reached. */
  model: RationModel;
  /** The C/N window the model's rows enforced (null: none). */
  enforcedCarbonNitrogenWindow: { min: number; max: number } | null;
  /** See `RationCarbonNitrogen.shortfall`. */
  carbonNitrogenShortfall: RationCarbonNitrogen['shortfall'];
}

/** The year's main-crop share at the end of the year if `mainPerDay` and `countedPerDay` are fed until then. */
export function mainCropShareAtYearEnd(
  budget: NonNullable<ResolvedRationRequest['mainCropBudget']>,
  mainPerDay: number,
  countedPerDay: number,
): number | null {
  const main = budget.yearMainCropTonnesSoFar + budget.daysLeftInYear * mainPerDay;
  const counted = budget.yearTonnesSoFar + budget.daysLeftInYear * countedPerDay;
  return counted > 0 ? (main / counted) * 100 : null;
}

export function describeRation(
  context: RationDescriptionContext,
  solverValues: ArrayLike<number>,
): OptimalRation {
  const { request, model } = context;
  const { feedstocks, plant, horizonDays, mainCropBudget } = request;
  // The solver rounds to 1e-8 and may leave a −0: what is fed is never negative.
  const tonnes = feedstocks.map((_, index) => Math.max(0, solverValues[index] ?? 0));

  let freshTonnesPerDay = 0;
  let methaneNm3PerDay = 0;
  let volatileSolidsKgPerDay = 0;
  let dryMatterTonnesPerDay = 0;
  let knownCarbon = 0;
  let knownNitrogen = 0;
  let cost: number | null = 0;
  let mainPerDay = 0;
  let countedPerDay = 0;
  const uncheckedFeedstockIds: string[] = [];
  for (const [index, feedstock] of feedstocks.entries()) {
    const fed = tonnes[index] ?? 0;
    const coefficients = model.coefficients[index];
    if (fed === 0 || coefficients === undefined) continue;
    freshTonnesPerDay += fed;
    methaneNm3PerDay += fed * coefficients.methaneNm3PerTonne;
    volatileSolidsKgPerDay += fed * coefficients.volatileSolidsKgPerTonne;
    dryMatterTonnesPerDay += (fed * feedstock.dryMatterPct) / 100;
    if (coefficients.nitrogenTonnesPerTonne === null) {
      uncheckedFeedstockIds.push(feedstock.id);
    } else {
      knownCarbon += fed * coefficients.carbonTonnesPerTonne;
      knownNitrogen += fed * coefficients.nitrogenTonnesPerTonne;
    }
    cost =
      cost === null || feedstock.pricePerTonneEur === null ? null : cost + fed * feedstock.pricePerTonneEur;
    if (feedstock.isMainCrop) mainPerDay += fed;
    if (feedstock.countsInCapTotal) countedPerDay += fed;
  }

  const mixDryMatterPct = freshTonnesPerDay > 0 ? (dryMatterTonnesPerDay / freshTonnesPerDay) * 100 : null;
  const ratioOfKnownPart = knownNitrogen > 0 ? knownCarbon / knownNitrogen : null;
  const organicLoadingRateKgVsPerM3Day = volatileSolidsKgPerDay / plant.digesterVolumeM3;
  const hydraulicRetentionDays = freshTonnesPerDay > 0 ? plant.digesterVolumeM3 / freshTonnesPerDay : null;
  const mainCropSharePct =
    mainCropBudget === null ? null : mainCropShareAtYearEnd(mainCropBudget, mainPerDay, countedPerDay);

  const indexById = new Map(feedstocks.map((feedstock, index) => [feedstock.id, index]));
  /** The figure a binding row is reported with, in its code's unit (null: nothing to report). */
  const bindingOf = (row: RationRow): BindingConstraint | null => {
    const { code, feedstockId } = row.tag;
    const window = context.enforcedCarbonNitrogenWindow;
    const make = (value: number | null, limit: number | null): BindingConstraint | null =>
      value === null || limit === null ? null : { code, feedstockId, value, limit };
    switch (code) {
      case 'olr':
        return make(organicLoadingRateKgVsPerM3Day, plant.olrMaxKgVsPerM3Day);
      case 'retention':
        return make(hydraulicRetentionDays, plant.hrtMinDays);
      case 'mix-dry-matter-max':
        return make(mixDryMatterPct, plant.mixDryMatterMaxPct);
      case 'mix-dry-matter-min':
        return make(mixDryMatterPct, plant.mixDryMatterMinPct);
      case 'carbon-nitrogen-min':
        return make(ratioOfKnownPart, window?.min ?? null);
      case 'carbon-nitrogen-max':
        return make(ratioOfKnownPart, window?.max ?? null);
      case 'stock': {
        const index = feedstockId === null ? undefined : indexById.get(feedstockId);
        const feedstock = index === undefined ? undefined : feedstocks[index];
        // An empty stock "binds" whatever the ration: it says nothing about this ration.
        if (index === undefined || feedstock === undefined || feedstock.stockTonnes === 0) return null;
        return make((tonnes[index] ?? 0) * horizonDays, feedstock.stockTonnes);
      }
      case 'main-crop-budget':
        return make(mainCropSharePct, MAIN_CROP_CAP_PERCENT);
      case 'methane-target':
        return make(
          methaneNm3PerDay,
          request.objective.kind === 'min-cost' ? request.objective.targetMethaneNm3PerDay : null,
        );
      case 'ration-not-empty':
        return null;
    }
  };
  const bindingConstraints = model.programme.rows
    .filter((row) => isRowBinding(row, tonnes))
    .map(bindingOf)
    .filter((binding): binding is BindingConstraint => binding !== null);

  return {
    status: 'optimal',
    objectiveKind: request.objective.kind,
    lines: feedstocks.map((feedstock, index) => {
      const tonnesPerDay = tonnes[index] ?? 0;
      return {
        feedstockId: feedstock.id,
        tonnesPerDay,
        tonnesOverHorizon: tonnesPerDay * horizonDays,
        shareOfFreshPct: freshTonnesPerDay > 0 ? (tonnesPerDay / freshTonnesPerDay) * 100 : 0,
      };
    }),
    freshTonnesPerDay,
    methaneNm3PerDay,
    energyKwhPciPerDay: methaneNm3PerDay * METHANE_LHV_KWH_PER_NM3,
    energyKwhPcsPerDay: methaneNm3PerDay * METHANE_HHV_KWH_PER_NM3,
    costEurPerDay: cost,
    mixDryMatterPct,
    carbonNitrogen: {
      mode: request.carbonNitrogen.mode,
      window: { min: request.carbonNitrogen.min, max: request.carbonNitrogen.max },
      ratio: uncheckedFeedstockIds.length === 0 ? ratioOfKnownPart : null,
      ratioOfKnownPart,
      uncheckedFeedstockIds,
      shortfall: context.carbonNitrogenShortfall,
    },
    organicLoadingRateKgVsPerM3Day,
    hydraulicRetentionDays,
    mainCropSharePct,
    bindingConstraints,
  };
}
