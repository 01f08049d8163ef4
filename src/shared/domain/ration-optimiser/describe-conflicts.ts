/**
 * Why no ration exists: the ration model's conflicting constraints (`find-conflicting-groups.ts`), each with the
 * figures a sentence about it needs ("the target of 6,000 Nm³/day is above the 4,210 your stock can give").
 *
 * Isomorphic and pure.
 */
import { MAIN_CROP_CAP_PERCENT } from '../feedstock-analysis.js';
import type { RationModel, RationRowTag, TRationConstraintCode } from './build-ration-model.js';
import { findConflictingGroups } from './find-conflicting-groups.js';
import { solveLinearProgramme } from './solve-linear-programme.js';
import type { ResolvedRationRequest } from './ration-inputs.js';
import type { RationConflict } from './ration-result.js';

/** One group per rule, and one per feedstock for the stocks. */
export function rationGroupOf(tag: RationRowTag): string {
  return tag.feedstockId === null ? tag.code : `${tag.code}:${tag.feedstockId}`;
}

/**
 * The order the deletion filter tries the groups in (the first are the first dropped, see
 * `find-conflicting-groups.ts`): the stocks first, so that when the digester's own limits explain the conflict
 * the answer names them rather than a list of stocks; the objective's own rows (target, non-empty ration) last,
 * so that the conflict is told against them.
 */
const codeOrder: readonly TRationConstraintCode[] = [
  'stock',
  'main-crop-budget',
  'mix-dry-matter-min',
  'mix-dry-matter-max',
  'carbon-nitrogen-max',
  'carbon-nitrogen-min',
  'retention',
  'olr',
  'methane-target',
  'ration-not-empty',
];

export function rationGroupOrder(model: RationModel): string[] {
  const tags = model.programme.rows.map((row) => row.tag);
  return codeOrder.flatMap((code) => tags.filter((tag) => tag.code === code).map(rationGroupOf));
}

/** The highest methane a ration can give under the model's rows other than its methane floors; null if none. */
function reachableMethane(model: RationModel): number | null {
  const solution = solveLinearProgramme({
    direction: 'maximize',
    objective: model.coefficients.map((coefficient) => coefficient.methaneNm3PerTonne),
    rows: model.programme.rows.filter(
      (row) => row.tag.code !== 'methane-target' && row.tag.code !== 'ration-not-empty',
    ),
  });
  return solution.status === 'optimal' ? solution.objective : null;
}

function extremeOf(
  values: readonly (number | null)[],
  pick: (a: number, b: number) => number,
): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((extreme, value) => pick(extreme, value));
}

/**
 * `model` must be infeasible (with its `ration-not-empty` row when the ration could only be empty);
 * `enforcedCarbonNitrogenWindow` is the window its C/N rows stand for.
 */
export function describeConflicts(
  request: ResolvedRationRequest,
  model: RationModel,
  enforcedCarbonNitrogenWindow: { min: number; max: number } | null,
): RationConflict[] {
  const groups = new Set(findConflictingGroups(model.programme, rationGroupOf, rationGroupOrder(model)));
  const { feedstocks, plant, mainCropBudget, horizonDays, objective } = request;
  const feedstocksById = new Map(feedstocks.map((feedstock) => [feedstock.id, feedstock]));
  const inStock = feedstocks.filter((feedstock) => feedstock.stockTonnes > 0);
  const dryMatters = inStock.map((feedstock) => feedstock.dryMatterPct);
  const ratios = inStock.map((feedstock) => feedstock.carbonNitrogenRatio);

  const conflicts: RationConflict[] = [];
  for (const row of model.programme.rows) {
    const group = rationGroupOf(row.tag);
    if (!groups.has(group)) continue;
    // A group is named once, even if it had several rows.
    groups.delete(group);
    const { code, feedstockId } = row.tag;
    switch (code) {
      case 'olr':
        conflicts.push({
          code,
          olrMaxKgVsPerM3Day: plant.olrMaxKgVsPerM3Day,
          digesterVolumeM3: plant.digesterVolumeM3,
        });
        break;
      case 'retention':
        conflicts.push({
          code,
          hrtMinDays: plant.hrtMinDays,
          maxFreshTonnesPerDay: plant.digesterVolumeM3 / plant.hrtMinDays,
        });
        break;
      case 'mix-dry-matter-max':
        conflicts.push({
          code,
          limitPct: plant.mixDryMatterMaxPct,
          lowestStockPct: extremeOf(dryMatters, Math.min),
        });
        break;
      case 'mix-dry-matter-min':
        conflicts.push({
          code,
          limitPct: plant.mixDryMatterMinPct ?? 0,
          highestStockPct: extremeOf(dryMatters, Math.max),
        });
        break;
      case 'carbon-nitrogen-min':
        conflicts.push({
          code,
          limit: enforcedCarbonNitrogenWindow?.min ?? request.carbonNitrogen.min,
          highestStockRatio: extremeOf(ratios, Math.max),
        });
        break;
      case 'carbon-nitrogen-max':
        conflicts.push({
          code,
          limit: enforcedCarbonNitrogenWindow?.max ?? request.carbonNitrogen.max,
          lowestStockRatio: extremeOf(ratios, Math.min),
        });
        break;
      case 'stock': {
        const feedstock = feedstockId === null ? undefined : feedstocksById.get(feedstockId);
        if (feedstock !== undefined) {
          conflicts.push({
            code,
            feedstockId: feedstock.id,
            stockTonnes: feedstock.stockTonnes,
            horizonDays,
          });
        }
        break;
      }
      case 'main-crop-budget':
        if (mainCropBudget !== null) {
          conflicts.push({
            code,
            capPercent: MAIN_CROP_CAP_PERCENT,
            yearSharePct:
              mainCropBudget.yearTonnesSoFar > 0
                ? (mainCropBudget.yearMainCropTonnesSoFar / mainCropBudget.yearTonnesSoFar) * 100
                : null,
            daysLeftInYear: mainCropBudget.daysLeftInYear,
          });
        }
        break;
      case 'methane-target':
        if (objective.kind === 'min-cost') {
          conflicts.push({
            code,
            targetNm3PerDay: objective.targetMethaneNm3PerDay,
            reachableNm3PerDay: reachableMethane(model),
          });
        }
        break;
      case 'ration-not-empty':
        conflicts.push({ code });
        break;
    }
  }
  return conflicts;
}
