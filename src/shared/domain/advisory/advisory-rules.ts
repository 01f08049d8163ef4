/**
 * The advisory rules of issue 18 point 5, one per file, run together: every advice the plant's data supports
 * today, most urgent first. Each rule runs only when its input is given (a plant without a pH probe passes no pH).
 */
import { isCalendarDate, type TCalendarDate } from '../calendar.js';
import { compareAdvice, type TAdviceRuleCode } from './advice.js';
import {
  carbonSaturationAdvice,
  type CarbonInput,
  type TCarbonSaturationAdvice,
} from './carbon-saturation.js';
import {
  complianceOverdueAdvice,
  type OverdueObligationInput,
  type TComplianceOverdueAdvice,
} from './compliance-overdue.js';
import { fosTacDriftAdvice, type FosTacInput, type TFosTacDriftAdvice } from './fos-tac-drift.js';
import {
  mainCropBudgetAdvice,
  type MainCropBudgetInput,
  type TMainCropBudgetAdvice,
} from './main-crop-budget.js';
import {
  maintenanceOverdueAdvice,
  type MaintenanceTaskInput,
  type TMaintenanceOverdueAdvice,
} from './maintenance-overdue.js';
import { olrChangeAdvice, type OlrInput, type TOlrChangeAdvice } from './olr-change.js';
import { phDriftAdvice, type PhInput, type TPhDriftAdvice } from './ph-drift.js';
import {
  spreadingWindowAdvice,
  type SpreadingInput,
  type TSpreadingWindowAdvice,
} from './spreading-window.js';
import { stockRunOutAdvice, type StockItemInput, type TStockRunOutAdvice } from './stock-run-out.js';
import { yieldGapAdvice, type TYieldGapAdvice, type YieldGapInput } from './yield-gap.js';

/** Any advice: `rule` tells which, and so the shape of its evidence. */
export type TAdvice =
  | TFosTacDriftAdvice
  | TPhDriftAdvice
  | TOlrChangeAdvice
  | TYieldGapAdvice
  | TCarbonSaturationAdvice
  | TStockRunOutAdvice
  | TMaintenanceOverdueAdvice
  | TMainCropBudgetAdvice
  | TSpreadingWindowAdvice
  | TComplianceOverdueAdvice;

export interface AdvisoryInput {
  /** The plant's calendar date (Europe/Paris for most plants): the rules never read the clock. */
  today: TCalendarDate;
  fosTac?: FosTacInput;
  /** Without its own `fosTacReadings`, the pH rule reads `fosTac.readings`. */
  ph?: PhInput;
  olr?: OlrInput;
  yieldGap?: YieldGapInput;
  carbon?: CarbonInput;
  stockItems?: readonly StockItemInput[];
  maintenanceTasks?: readonly MaintenanceTaskInput[];
  mainCrop?: MainCropBudgetInput;
  spreading?: SpreadingInput;
  overdueObligations?: readonly OverdueObligationInput[];
}

const listOf = <TItem>(advice: TItem | null): TItem[] => (advice === null ? [] : [advice]);

/** Every rule by its code, each giving its advice (none, one, or one per stock item) for the input. */
export const ADVISORY_RULES: Readonly<Record<TAdviceRuleCode, (input: AdvisoryInput) => TAdvice[]>> = {
  'fos-tac-drift': ({ fosTac, today }) => (fosTac ? listOf(fosTacDriftAdvice(fosTac, today)) : []),
  'ph-drift': ({ ph, fosTac, today }) =>
    ph
      ? listOf(phDriftAdvice({ ...ph, fosTacReadings: ph.fosTacReadings ?? fosTac?.readings ?? [] }, today))
      : [],
  'olr-change': ({ olr, today }) => (olr ? listOf(olrChangeAdvice(olr, today)) : []),
  'yield-gap': ({ yieldGap, today }) => (yieldGap ? listOf(yieldGapAdvice(yieldGap, today)) : []),
  'carbon-saturation': ({ carbon, today }) => (carbon ? listOf(carbonSaturationAdvice(carbon, today)) : []),
  'stock-run-out': ({ stockItems, today }) => (stockItems ? stockRunOutAdvice(stockItems, today) : []),
  'maintenance-overdue': ({ maintenanceTasks, today }) =>
    maintenanceTasks ? listOf(maintenanceOverdueAdvice(maintenanceTasks, today)) : [],
  'main-crop-budget': ({ mainCrop, today }) =>
    mainCrop ? listOf(mainCropBudgetAdvice(mainCrop, today)) : [],
  'spreading-window': ({ spreading, today }) =>
    spreading ? listOf(spreadingWindowAdvice(spreading, today)) : [],
  'compliance-overdue': ({ overdueObligations, today }) =>
    overdueObligations ? listOf(complianceOverdueAdvice(overdueObligations, today)) : [],
};

/** Every advice of every rule, act before watch before info, then by date (earliest first), then by id. */
export function runAdvisoryRules(input: AdvisoryInput): TAdvice[] {
  if (!isCalendarDate(input.today))
    throw new RangeError(`Not a calendar date: ${JSON.stringify(input.today)}`);
  return Object.values(ADVISORY_RULES)
    .flatMap((rule) => rule(input))
    .sort(compareAdvice);
}
