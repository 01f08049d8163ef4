/**
 * Main-crop budget left this year (domain.md "French rules"; décret 2016-929, Code de l'environnement D.543-291
 * and D.543-292): main crops may be at most 15 % of a calendar year's fresh tonnage of inputs, or more in a year
 * whose three-year average stays within 15 %. The cap is an annual budget (domain.md "Feed-ration optimiser"), so
 * the rule turns the year so far into tonnes of main crop still allowed.
 *
 * Whether CIVE and permanent grassland leave the denominator is not settled: both counts are given, and the
 * stricter one (without them) decides, so the advice never says "fine" where one reading of the décret says not.
 */
import { daysInMonth, type TCalendarDate } from '../calendar.js';
import { MAIN_CROP_CAP_PERCENT } from '../feedstock-analysis.js';
import {
  MAIN_CROP_AVERAGE_YEARS,
  mainCropRule,
  type MainCropAverage,
  type MainCropTonnage,
} from '../main-crop-years.js';
import { adviceId, adviceSource, type Advice, type AdviceThreshold } from './advice.js';
import { daysBetween } from './dated-series.js';

export const MAIN_CROP_CAP: AdviceThreshold = { value: MAIN_CROP_CAP_PERCENT, origin: 'cited' };

/**
 * Advice when less than 10 % of the year's allowance is left: about five weeks of main crop at an even pace, time
 * to rework the ration before the budget is gone. Ours.
 */
export const MAIN_CROP_ALLOWANCE_LEFT_WARNING_PCT: AdviceThreshold = { value: 10, origin: 'our-default' };

/**
 * The year is projected from its pace so far; a January of a few deliveries projects nothing sensible, so the
 * rule waits for the year's first 30 days.
 */
export const MAIN_CROP_MIN_DAYS_ELAPSED = 30;

export interface MainCropBudgetInput {
  /**
   * Fresh tonnes fed per calendar year and category: this year so far and the two years before (for the
   * three-year average). Other years are ignored.
   */
  tonnages: readonly MainCropTonnage[];
}

export interface MainCropBudgetBasis {
  /** Tonnes counted beside the main crops: every other input, or every other but CIVE and permanent grassland. */
  otherFreshTonnes: number;
  /** main crop ÷ (main crop + other) × 100; null without any input. */
  shareSoFarPct: number | null;
  /**
   * Main crop that could go in today with the share still within the cap if nothing else came in:
   * (m + x) ≤ c·(m + other + x) gives x ≤ c ÷ (1 − c) × other − m. Negative when over.
   */
  allowedNowTonnes: number;
  /** The other inputs projected to 31 December at the pace of the year so far. */
  projectedOtherFreshTonnes: number;
  /** The year's main-crop allowance at that pace: c ÷ (1 − c) × projected other. */
  yearAllowanceTonnes: number;
  /** Allowance − main crop fed so far; negative when spent. */
  allowanceLeftTonnes: number;
  /** Left ÷ allowance × 100; null when the allowance is 0. */
  allowanceLeftPct: number | null;
  /** The décret's three-year average (this year so far and the two before). */
  threeYearAverage: MainCropAverage;
  /** The year within the cap, or over it with the three-year average within it. */
  isCompliant: boolean;
}

export interface MainCropBudget {
  year: number;
  /** Days of the year up to today, included. */
  daysElapsed: number;
  daysInYear: number;
  mainCropFreshTonnes: number;
  allFreshTonnes: number;
  /** CIVE + permanent grassland. */
  exemptFreshTonnes: number;
  ofAllInputs: MainCropBudgetBasis;
  excludingCive: MainCropBudgetBasis;
}

function basis(
  mainCropFreshTonnes: number,
  otherFreshTonnes: number,
  shareSoFarPct: number | null,
  paceFactor: number,
  threeYearAverage: MainCropAverage,
  isCompliant: boolean,
): MainCropBudgetBasis {
  const capFraction = MAIN_CROP_CAP_PERCENT / 100;
  const allowancePerOtherTonne = capFraction / (1 - capFraction);
  const projectedOtherFreshTonnes = otherFreshTonnes * paceFactor;
  const yearAllowanceTonnes = allowancePerOtherTonne * projectedOtherFreshTonnes;
  const allowanceLeftTonnes = yearAllowanceTonnes - mainCropFreshTonnes;
  return {
    otherFreshTonnes,
    shareSoFarPct,
    allowedNowTonnes: allowancePerOtherTonne * otherFreshTonnes - mainCropFreshTonnes,
    projectedOtherFreshTonnes,
    yearAllowanceTonnes,
    allowanceLeftTonnes,
    allowanceLeftPct: yearAllowanceTonnes > 0 ? (allowanceLeftTonnes / yearAllowanceTonnes) * 100 : null,
    threeYearAverage,
    isCompliant,
  };
}

/** This year's main-crop budget, both ways of counting CIVE and permanent grassland. */
export function mainCropBudget(tonnages: readonly MainCropTonnage[], today: TCalendarDate): MainCropBudget {
  const year = Number(today.slice(0, 4));
  const januaryFirst = `${today.slice(0, 4)}-01-01`;
  const daysElapsed = daysBetween(januaryFirst, today) + 1;
  const daysInYear = daysInMonth(year, 2) === 29 ? 366 : 365;
  const rule = mainCropRule(tonnages, year);
  const current = rule.years[rule.years.length - 1];
  if (current === undefined) throw new Error('mainCropRule gives three years');
  const { mainCropFreshTonnes, allFreshTonnes, exemptFreshTonnes } = current;
  const paceFactor = daysInYear / daysElapsed;
  return {
    year,
    daysElapsed,
    daysInYear,
    mainCropFreshTonnes,
    allFreshTonnes,
    exemptFreshTonnes,
    ofAllInputs: basis(
      mainCropFreshTonnes,
      allFreshTonnes - mainCropFreshTonnes,
      current.shareOfAllInputsPct,
      paceFactor,
      rule.averageOfAllInputs,
      rule.isCompliantOfAllInputs,
    ),
    excludingCive: basis(
      mainCropFreshTonnes,
      allFreshTonnes - exemptFreshTonnes - mainCropFreshTonnes,
      current.shareExcludingCivePct,
      paceFactor,
      rule.averageExcludingCive,
      rule.isCompliantExcludingCive,
    ),
  };
}

export const MAIN_CROP_FINDINGS = ['over-cap', 'allowance-nearly-spent'] as const;
export type TMainCropFinding = (typeof MAIN_CROP_FINDINGS)[number];

export interface MainCropBudgetEvidence extends MainCropBudget {
  finding: TMainCropFinding;
  /** The count that decided the finding: the stricter one. */
  decidingBasis: 'excludingCive';
  cap: AdviceThreshold;
  allowanceLeftWarningPct: AdviceThreshold;
  averageYears: number;
}

export type TMainCropBudgetAdvice = Advice<'main-crop-budget', MainCropBudgetEvidence>;

/**
 * Over the cap so far this year → act when the three-year average is over it too, watch when the average still
 * covers the year; less than 10 % of the year's allowance left → watch. Nothing before the year's 30th day or
 * without main crop this year. Situation: the finding and the year.
 */
export function mainCropBudgetAdvice(
  input: MainCropBudgetInput,
  today: TCalendarDate,
): TMainCropBudgetAdvice | null {
  const budget = mainCropBudget(input.tonnages, today);
  if (budget.daysElapsed < MAIN_CROP_MIN_DAYS_ELAPSED || budget.mainCropFreshTonnes === 0) return null;
  const deciding = budget.excludingCive;
  const isOverCap = deciding.shareSoFarPct !== null && deciding.shareSoFarPct > MAIN_CROP_CAP_PERCENT;
  const isNearlySpent =
    deciding.allowanceLeftPct !== null &&
    deciding.allowanceLeftPct < MAIN_CROP_ALLOWANCE_LEFT_WARNING_PCT.value;
  const finding: TMainCropFinding | null = isOverCap
    ? 'over-cap'
    : isNearlySpent
      ? 'allowance-nearly-spent'
      : null;
  if (finding === null) return null;
  return {
    id: adviceId('main-crop-budget', finding, budget.year),
    rule: 'main-crop-budget',
    severity: finding === 'over-cap' && !deciding.isCompliant ? 'act' : 'watch',
    date: today,
    evidence: {
      ...budget,
      finding,
      decidingBasis: 'excludingCive',
      cap: MAIN_CROP_CAP,
      allowanceLeftWarningPct: MAIN_CROP_ALLOWANCE_LEFT_WARNING_PCT,
      averageYears: MAIN_CROP_AVERAGE_YEARS,
    },
    source: adviceSource('domain:french-rules/main-crop-cap'),
    actionPath: '/dashboard/raw-materials/analysis',
  };
}
