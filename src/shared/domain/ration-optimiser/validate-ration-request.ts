/**
 * Checks a ration request and applies the defaults. Anything a user can reach (an empty stock list, a zero
 * volume, a NaN from a cleared field, a C/N window upside down) comes back as field codes the page translates,
 * never as an exception.
 *
 * Isomorphic and pure.
 */
import {
  CARBON_NITROGEN_MODES,
  RATION_DEFAULTS,
  RATION_OBJECTIVE_KINDS,
  type RationRequest,
  type ResolvedRationRequest,
} from './ration-inputs.js';

export const RATION_INPUT_FIELDS = [
  'feedstocks',
  'feedstock.id',
  'feedstock.dryMatterPct',
  'feedstock.volatileSolidsPctOfDm',
  'feedstock.bmpNm3PerTonneVs',
  'feedstock.carbonNitrogenRatio',
  'feedstock.countsInCapTotal',
  'feedstock.stockTonnes',
  'feedstock.pricePerTonneEur',
  'plant.digesterVolumeM3',
  'plant.olrMaxKgVsPerM3Day',
  'plant.hrtMinDays',
  'plant.mixDryMatterMaxPct',
  'plant.mixDryMatterMinPct',
  'plant.yieldFactor',
  'carbonNitrogen.min',
  'carbonNitrogen.max',
  'carbonNitrogen.mode',
  'mainCropBudget.yearTonnesSoFar',
  'mainCropBudget.yearMainCropTonnesSoFar',
  'mainCropBudget.daysLeftInYear',
  'horizonDays',
  'objective.kind',
  'objective.targetMethaneNm3PerDay',
] as const;
export type TRationInputField = (typeof RATION_INPUT_FIELDS)[number];

export const RATION_INPUT_ISSUE_CODES = [
  /** No feedstock at all. */
  'empty',
  /** NaN, ±Infinity or not a number. */
  'not-a-number',
  'must-be-positive',
  'must-not-be-negative',
  /** A percentage above 100, a yield factor above 1. */
  'out-of-range',
  /** A feedstock id already used by another feedstock of the request (or an empty id). */
  'duplicate',
  /** A lower limit above its upper limit: C/N min above max, DM min at or above max, main crops above all inputs. */
  'min-above-max',
  /** A mode or objective kind that is not one of the choices. */
  'unknown-value',
  /** Minimising the cost, and a feedstock in stock has no price (it is not left out silently). */
  'price-missing',
  /** A main crop said to leave the cap's denominator: a main crop is an input like any other. */
  'main-crop-must-count',
] as const;
export type TRationInputIssueCode = (typeof RATION_INPUT_ISSUE_CODES)[number];

export interface RationInputIssue {
  field: TRationInputField;
  code: TRationInputIssueCode;
  /** Position of the feedstock in the request, for feedstock fields (an id may be the problem). */
  feedstockIndex: number | null;
  feedstockId: string | null;
}

export type RationRequestValidation =
  { isValid: true; request: ResolvedRationRequest } | { isValid: false; issues: RationInputIssue[] };

interface NumberRule {
  min?: number;
  /** The minimum itself is refused (a volume of 0). */
  isMinExclusive?: boolean;
  max?: number;
}

/** The issue of one number, or null when it is fine. `Number.isFinite` also refuses anything not a number. */
function numberIssue(value: number, rule: NumberRule): TRationInputIssueCode | null {
  if (!Number.isFinite(value)) return 'not-a-number';
  const { min, isMinExclusive = false, max } = rule;
  if (min !== undefined && (isMinExclusive ? value <= min : value < min)) {
    if (min === 0) return isMinExclusive ? 'must-be-positive' : 'must-not-be-negative';
    return 'out-of-range';
  }
  if (max !== undefined && value > max) return 'out-of-range';
  return null;
}

const positive: NumberRule = { min: 0, isMinExclusive: true };
const notNegative: NumberRule = { min: 0 };
const percentage: NumberRule = { min: 0, max: 100 };
const positivePercentage: NumberRule = { min: 0, isMinExclusive: true, max: 100 };

export function validateRationRequest(request: RationRequest): RationRequestValidation {
  const issues: RationInputIssue[] = [];
  const check = (field: TRationInputField, value: number, rule: NumberRule) => {
    const code = numberIssue(value, rule);
    if (code !== null) issues.push({ field, code, feedstockIndex: null, feedstockId: null });
  };

  const { feedstocks, objective } = request;
  if (feedstocks.length === 0)
    issues.push({ field: 'feedstocks', code: 'empty', feedstockIndex: null, feedstockId: null });
  const isMinimisingCost = objective.kind === 'min-cost';
  const seenIds = new Set<string>();
  feedstocks.forEach((feedstock, feedstockIndex) => {
    const { id } = feedstock;
    const report = (field: TRationInputField, code: TRationInputIssueCode | null) => {
      if (code !== null) issues.push({ field, code, feedstockIndex, feedstockId: id });
    };
    report('feedstock.id', id === '' || seenIds.has(id) ? 'duplicate' : null);
    seenIds.add(id);
    report('feedstock.dryMatterPct', numberIssue(feedstock.dryMatterPct, positivePercentage));
    report('feedstock.volatileSolidsPctOfDm', numberIssue(feedstock.volatileSolidsPctOfDm, percentage));
    report('feedstock.bmpNm3PerTonneVs', numberIssue(feedstock.bmpNm3PerTonneVs, notNegative));
    if (feedstock.carbonNitrogenRatio !== null) {
      report('feedstock.carbonNitrogenRatio', numberIssue(feedstock.carbonNitrogenRatio, positive));
    }
    report(
      'feedstock.countsInCapTotal',
      feedstock.isMainCrop && feedstock.countsInCapTotal === false ? 'main-crop-must-count' : null,
    );
    report('feedstock.stockTonnes', numberIssue(feedstock.stockTonnes, notNegative));
    if (feedstock.pricePerTonneEur === null) {
      // A feedstock without stock cannot enter the ration, so its missing price changes nothing.
      if (isMinimisingCost && feedstock.stockTonnes > 0)
        report('feedstock.pricePerTonneEur', 'price-missing');
    } else {
      report('feedstock.pricePerTonneEur', numberIssue(feedstock.pricePerTonneEur, {}));
    }
  });

  const { plant } = request;
  const olrMaxKgVsPerM3Day = plant.olrMaxKgVsPerM3Day ?? RATION_DEFAULTS.olrMaxKgVsPerM3Day;
  const hrtMinDays = plant.hrtMinDays ?? RATION_DEFAULTS.hrtMinDays;
  const mixDryMatterMaxPct = plant.mixDryMatterMaxPct ?? RATION_DEFAULTS.mixDryMatterMaxPct;
  const mixDryMatterMinPct = plant.mixDryMatterMinPct ?? null;
  const yieldFactor = plant.yieldFactor ?? RATION_DEFAULTS.yieldFactor;
  check('plant.digesterVolumeM3', plant.digesterVolumeM3, positive);
  check('plant.olrMaxKgVsPerM3Day', olrMaxKgVsPerM3Day, positive);
  check('plant.hrtMinDays', hrtMinDays, positive);
  check('plant.mixDryMatterMaxPct', mixDryMatterMaxPct, positivePercentage);
  check('plant.yieldFactor', yieldFactor, { min: 0, isMinExclusive: true, max: 1 });
  if (mixDryMatterMinPct !== null) {
    const code =
      numberIssue(mixDryMatterMinPct, percentage) ??
      (mixDryMatterMinPct >= mixDryMatterMaxPct ? 'min-above-max' : null);
    if (code !== null)
      issues.push({ field: 'plant.mixDryMatterMinPct', code, feedstockIndex: null, feedstockId: null });
  }

  const carbonNitrogen = { ...RATION_DEFAULTS.carbonNitrogen, ...request.carbonNitrogen };
  if (!CARBON_NITROGEN_MODES.includes(carbonNitrogen.mode)) {
    issues.push({
      field: 'carbonNitrogen.mode',
      code: 'unknown-value',
      feedstockIndex: null,
      feedstockId: null,
    });
  }
  check('carbonNitrogen.min', carbonNitrogen.min, positive);
  check('carbonNitrogen.max', carbonNitrogen.max, positive);
  if (
    Number.isFinite(carbonNitrogen.min) &&
    Number.isFinite(carbonNitrogen.max) &&
    carbonNitrogen.min > carbonNitrogen.max
  ) {
    issues.push({
      field: 'carbonNitrogen.min',
      code: 'min-above-max',
      feedstockIndex: null,
      feedstockId: null,
    });
  }

  const mainCropBudget = request.mainCropBudget ?? null;
  if (mainCropBudget !== null) {
    check('mainCropBudget.yearTonnesSoFar', mainCropBudget.yearTonnesSoFar, notNegative);
    check('mainCropBudget.yearMainCropTonnesSoFar', mainCropBudget.yearMainCropTonnesSoFar, notNegative);
    check('mainCropBudget.daysLeftInYear', mainCropBudget.daysLeftInYear, positive);
    if (mainCropBudget.yearMainCropTonnesSoFar > mainCropBudget.yearTonnesSoFar) {
      issues.push({
        field: 'mainCropBudget.yearMainCropTonnesSoFar',
        code: 'min-above-max',
        feedstockIndex: null,
        feedstockId: null,
      });
    }
  }

  check('horizonDays', request.horizonDays, positive);
  if (!RATION_OBJECTIVE_KINDS.includes(objective.kind)) {
    issues.push({ field: 'objective.kind', code: 'unknown-value', feedstockIndex: null, feedstockId: null });
  } else if (objective.kind === 'min-cost') {
    check('objective.targetMethaneNm3PerDay', objective.targetMethaneNm3PerDay, positive);
  }

  if (issues.length > 0) return { isValid: false, issues };
  return {
    isValid: true,
    request: {
      feedstocks: feedstocks.map((feedstock) => ({
        ...feedstock,
        countsInCapTotal: feedstock.countsInCapTotal ?? true,
      })),
      plant: {
        digesterVolumeM3: plant.digesterVolumeM3,
        olrMaxKgVsPerM3Day,
        hrtMinDays,
        mixDryMatterMaxPct,
        mixDryMatterMinPct,
        yieldFactor,
      },
      carbonNitrogen,
      mainCropBudget,
      horizonDays: request.horizonDays,
      objective,
    },
  };
}
