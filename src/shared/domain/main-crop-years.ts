/**
 * The French main-crop cap per calendar year and over three years (domain.md "French rules"; décret 2016-929,
 * Code de l'environnement D.543-291 and D.543-292): main crops may be at most 15 % of the total fresh tonnage of
 * a calendar year's inputs; a year may exceed it if the average of the last three years stays within 15 %.
 * CIVE and permanent grassland are not counted as main crops; whether they also leave the denominator is not
 * settled, so every share is given both ways.
 *
 * Isomorphic and pure: tonnages in, shares out (no rounding).
 */
import { MAIN_CROP_CAP_PERCENT, MAIN_CROP_CAP_RULE_REFERENCE } from './feedstock-analysis.js';
import { CAP_EXEMPT_CATEGORIES, type TRawMaterialCategory } from './feedstock-defaults.js';

/** Years the rule looks at: the year and the two before it. */
export const MAIN_CROP_AVERAGE_YEARS = 3;

/** Fresh tonnes of one category delivered in one calendar year (one lot, or a sum of lots). */
export interface MainCropTonnage {
  year: number;
  category: TRawMaterialCategory;
  freshTonnes: number;
}

export interface MainCropYearShare {
  year: number;
  mainCropFreshTonnes: number;
  allFreshTonnes: number;
  /** CIVE + permanent grassland. */
  exemptFreshTonnes: number;
  /** main crop / all inputs × 100; null when the year has no input. */
  shareOfAllInputsPct: number | null;
  /** main crop / (all − CIVE − permanent grassland) × 100; null when that denominator is 0. */
  shareExcludingCivePct: number | null;
}

export interface MainCropAverage {
  /** Mean of the yearly shares of the years that had inputs; null when none had. */
  pct: number | null;
  /** How many of the three years had a share (a plant in its first years has fewer). */
  yearsCounted: number;
}

export interface MainCropRule {
  capPercent: number;
  ruleReference: string;
  year: number;
  /** The year and the two before it, oldest first. */
  years: MainCropYearShare[];
  averageOfAllInputs: MainCropAverage;
  averageExcludingCive: MainCropAverage;
  /** Strictly over the cap in the year (exactly 15 % is allowed). */
  isYearOverCapOfAllInputs: boolean;
  isYearOverCapExcludingCive: boolean;
  /** The year is within the cap, or over it with the three-year average within it. */
  isCompliantOfAllInputs: boolean;
  isCompliantExcludingCive: boolean;
}

const exemptCategories: ReadonlySet<TRawMaterialCategory> = new Set(CAP_EXEMPT_CATEGORIES);

function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? (part / whole) * 100 : null;
}

function averageOf(shares: (number | null)[]): MainCropAverage {
  const known = shares.filter((share): share is number => share !== null);
  return {
    pct: known.length === 0 ? null : known.reduce((sum, share) => sum + share, 0) / known.length,
    yearsCounted: known.length,
  };
}

const isOver = (pct: number | null) => pct !== null && pct > MAIN_CROP_CAP_PERCENT;

/** One calendar year's shares, from the tonnages of every year (the other years' entries are ignored). */
export function mainCropYearShare(tonnages: readonly MainCropTonnage[], year: number): MainCropYearShare {
  let mainCropFreshTonnes = 0;
  let allFreshTonnes = 0;
  let exemptFreshTonnes = 0;
  // Summed directly rather than as all − exempt, so an all-CIVE year gives exactly 0 (no rounding residue).
  let nonExemptFreshTonnes = 0;
  for (const entry of tonnages) {
    if (entry.year !== year) continue;
    if (!Number.isFinite(entry.freshTonnes) || entry.freshTonnes < 0) {
      throw new RangeError(`Fresh tonnes must be a finite number >= 0: ${entry.freshTonnes}`);
    }
    allFreshTonnes += entry.freshTonnes;
    if (entry.category === 'main_crop') mainCropFreshTonnes += entry.freshTonnes;
    if (exemptCategories.has(entry.category)) exemptFreshTonnes += entry.freshTonnes;
    else nonExemptFreshTonnes += entry.freshTonnes;
  }
  return {
    year,
    mainCropFreshTonnes,
    allFreshTonnes,
    exemptFreshTonnes,
    shareOfAllInputsPct: shareOf(mainCropFreshTonnes, allFreshTonnes),
    shareExcludingCivePct: shareOf(mainCropFreshTonnes, nonExemptFreshTonnes),
  };
}

/**
 * The rule for `year`: its share and those of the two years before, the three-year average (the mean of the
 * yearly shares, as the décret averages the yearly proportions; years without any input are left out of it)
 * and whether the year complies, both ways of counting CIVE and permanent grassland.
 */
export function mainCropRule(tonnages: readonly MainCropTonnage[], year: number): MainCropRule {
  const years = Array.from({ length: MAIN_CROP_AVERAGE_YEARS }, (_, index) =>
    mainCropYearShare(tonnages, year - (MAIN_CROP_AVERAGE_YEARS - 1) + index),
  );
  const current = years[years.length - 1] ?? mainCropYearShare([], year);
  const averageOfAllInputs = averageOf(years.map((share) => share.shareOfAllInputsPct));
  const averageExcludingCive = averageOf(years.map((share) => share.shareExcludingCivePct));
  const isYearOverCapOfAllInputs = isOver(current.shareOfAllInputsPct);
  const isYearOverCapExcludingCive = isOver(current.shareExcludingCivePct);
  return {
    capPercent: MAIN_CROP_CAP_PERCENT,
    ruleReference: MAIN_CROP_CAP_RULE_REFERENCE,
    year,
    years,
    averageOfAllInputs,
    averageExcludingCive,
    isYearOverCapOfAllInputs,
    isYearOverCapExcludingCive,
    isCompliantOfAllInputs: !isYearOverCapOfAllInputs || !isOver(averageOfAllInputs.pct),
    isCompliantExcludingCive: !isYearOverCapExcludingCive || !isOver(averageExcludingCive.pct),
  };
}
