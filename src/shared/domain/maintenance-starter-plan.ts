/**
 * The starter maintenance plan offered to a new plant (domain.md "Maintenance a plant lives by"): the tasks
 * every plant lives by, as data. Every row becomes an ordinary, editable maintenance task.
 *
 * Texts are i18n keys of the `maintenance` namespace: `starterPlan.equipment.<equipmentKey>`,
 * `starterPlan.tasks.<taskKey>` and `starterPlan.notes.<noteKey>` (the note explains a default to check).
 * This file holds only the facts and where they come from.
 *
 * Priorities are not given by domain.md; the rule used: gas-containment safety is critical, what protects the
 * process or the engine is high, routine and far-off work is medium. Estimated durations are left out: domain.md
 * gives none, and a figure without a source would be shown as if it were one.
 */
import {
  addFrequency,
  addMonths,
  assertCalendarDate,
  type TMaintenanceFrequency,
  type TMaintenancePriority,
} from './maintenance-schedule.js';

/** i18n namespace of the maintenance module. */
export const MAINTENANCE_I18N_NAMESPACE = 'maintenance';

/** Where each figure of the plan comes from (domain.md's source column), shown next to the default. */
export const MAINTENANCE_SOURCES = {
  arrete2021: "Arrêté du 17/06/2021 modifiant l'arrêté du 12/08/2010 (ICPE 2781)",
  innovation24: 'innovation24.news',
  actionAgricolePicarde: 'action-agricole-picarde.com',
  deccChpFocus: 'DECC CHP Focus',
  h2sAdsorptionLiterature: 'H2S adsorption on activated carbon, 60–500 g H2S/kg (literature)',
} as const;
export type TMaintenanceSourceKey = keyof typeof MAINTENANCE_SOURCES;

export const STARTER_PLAN_EQUIPMENT_KEYS = [
  'site',
  'digester',
  'chp',
  'reliefValves',
  'pressureSensors',
  'gasStorage',
  'activatedCarbonFilter',
  'flare',
] as const;
export type TStarterPlanEquipmentKey = (typeof STARTER_PLAN_EQUIPMENT_KEYS)[number];

export interface MaintenanceStarterPlanEntry {
  /** Stable id of the row (e.g. to tell which starter tasks a plant already has). */
  key: string;
  equipmentKey: TStarterPlanEquipmentKey;
  taskKey: string;
  frequency: TMaintenanceFrequency;
  /** Running-hours rows only, > 0. */
  intervalHours?: number;
  /**
   * 'once' rows only: months from the plan's creation to the first due date (a 'once' row has no period to
   * count from).
   */
  firstDueAfterMonths?: number;
  priority: TMaintenancePriority;
  /** Part of the written preventive maintenance programme of the arrêté of 17/06/2021 (ICPE 2781). */
  isRegulatory: boolean;
  estimatedDurationMinutes?: number;
  /** Key of MAINTENANCE_SOURCES; null when domain.md names no source (the row is then `needsCheck`). */
  sourceKey: TMaintenanceSourceKey | null;
  /** Key under `starterPlan.notes`: why the default is what it is and how to set the plant's own. */
  noteKey?: string;
  /**
   * The frequency or interval is a default the operator must confirm (domain.md "check", "per programme",
   * "engine maker's schedule", or a plant-dependent figure): the app shows it with an "à vérifier" mark.
   */
  needsCheck: boolean;
}

export const MAINTENANCE_STARTER_PLAN = [
  {
    key: 'dailySiteRound',
    equipmentKey: 'site',
    taskKey: 'dailySiteRound',
    frequency: 'daily',
    priority: 'medium',
    isRegulatory: false,
    sourceKey: 'innovation24',
    needsCheck: false,
  },
  {
    key: 'fosTacTest',
    equipmentKey: 'digester',
    taskKey: 'fosTacTest',
    frequency: 'daily',
    priority: 'high',
    isRegulatory: false,
    sourceKey: 'innovation24',
    needsCheck: false,
  },
  {
    key: 'chpOilChange',
    equipmentKey: 'chp',
    taskKey: 'chpOilChange',
    frequency: 'running_hours',
    // ≈ 700 h, about a month of running; to be extended only on an oil analysis (the note says so).
    intervalHours: 700,
    priority: 'high',
    isRegulatory: false,
    sourceKey: 'actionAgricolePicarde',
    noteKey: 'chpOilChange',
    needsCheck: false,
  },
  {
    key: 'chpEngineService',
    equipmentKey: 'chp',
    taskKey: 'chpEngineService',
    frequency: 'running_hours',
    // PLACEHOLDER, not a sourced figure: domain.md says "engine maker's schedule" and intervals differ from one
    // engine to the next. 2000 h only keeps the task on the plan until the operator enters the interval of the
    // maker's service book; `needsCheck` and the note tell them to.
    intervalHours: 2000,
    priority: 'medium',
    isRegulatory: false,
    sourceKey: 'deccChpFocus',
    noteKey: 'chpEngineService',
    needsCheck: true,
  },
  {
    key: 'reliefValvesService',
    equipmentKey: 'reliefValves',
    taskKey: 'reliefValvesService',
    // The arrêté leaves the frequency to the plant's written programme: annual is an editable default.
    frequency: 'annual',
    priority: 'critical',
    isRegulatory: true,
    sourceKey: 'arrete2021',
    noteKey: 'perProgramme',
    needsCheck: true,
  },
  {
    key: 'pressureSensorsCalibration',
    equipmentKey: 'pressureSensors',
    taskKey: 'pressureSensorsCalibration',
    // Same as the relief valves: "per programme", annual by default.
    frequency: 'annual',
    priority: 'high',
    isRegulatory: true,
    sourceKey: 'arrete2021',
    noteKey: 'perProgramme',
    needsCheck: true,
  },
  {
    key: 'gasStorageInspection',
    equipmentKey: 'gasStorage',
    taskKey: 'gasStorageInspection',
    // Fixed by the arrêté itself ("six-monthly"): not a default to check.
    frequency: 'semiannual',
    priority: 'critical',
    isRegulatory: true,
    sourceKey: 'arrete2021',
    noteKey: 'gasStorageInspection',
    needsCheck: false,
  },
  {
    key: 'activatedCarbonReplacement',
    equipmentKey: 'activatedCarbonFilter',
    taskKey: 'activatedCarbonReplacement',
    // Kept rather than left out: an untracked filter lets H2S through to the engine. It has no period (carbon is
    // replaced when saturated), so it is a one-off task whose date the operator recomputes with the note's
    // formula (activatedCarbonSaturationDays) and renews at each replacement. 5 months is domain.md's worked
    // example (≈ 160 days) rounded down, earlier being the safe side.
    frequency: 'once',
    firstDueAfterMonths: 5,
    priority: 'high',
    isRegulatory: false,
    sourceKey: 'h2sAdsorptionLiterature',
    noteKey: 'activatedCarbonReplacement',
    needsCheck: true,
  },
  {
    key: 'flareCheck',
    equipmentKey: 'flare',
    taskKey: 'flareCheck',
    // domain.md: monthly, marked "check", no source.
    frequency: 'monthly',
    priority: 'high',
    isRegulatory: false,
    sourceKey: null,
    noteKey: 'flareCheck',
    needsCheck: true,
  },
  {
    key: 'digesterFullInspection',
    equipmentKey: 'digester',
    taskKey: 'digesterFullInspection',
    // Every 8–10 years, beyond the longest frequency (annual): a one-off task, renewed by the operator after
    // each inspection. 96 months is the low end of the range, the safe side; the real date counts from
    // commissioning or the last inspection, which the plan cannot know (the note says so).
    frequency: 'once',
    firstDueAfterMonths: 96,
    priority: 'medium',
    isRegulatory: false,
    sourceKey: 'innovation24',
    noteKey: 'digesterFullInspection',
    needsCheck: true,
  },
] as const satisfies readonly MaintenanceStarterPlanEntry[];

export type TStarterPlanEntryKey = (typeof MAINTENANCE_STARTER_PLAN)[number]['key'];

/** The i18n keys (namespace `maintenance`) of an entry's texts. */
export function starterPlanTextKeys(entry: MaintenanceStarterPlanEntry): {
  equipment: string;
  task: string;
  note: string | null;
} {
  return {
    equipment: `starterPlan.equipment.${entry.equipmentKey}`,
    task: `starterPlan.tasks.${entry.taskKey}`,
    note: entry.noteKey === undefined ? null : `starterPlan.notes.${entry.noteKey}`,
  };
}

/** The plan's entries whose calendar the operator can start from the day the task was last done. */
export const STARTER_PLAN_DATED_KEYS = MAINTENANCE_STARTER_PLAN.filter(
  (entry) => entry.frequency !== 'running_hours',
).map((entry) => entry.key) as [TStarterPlanEntryKey, ...TStarterPlanEntryKey[]];

/**
 * Longest wait before the first time of a task whose last date the operator did not give: a month. An unknown
 * last check of the relief valves is a check to plan now, not in a year (nor an inspection in eight years).
 */
export const STARTER_PLAN_UNKNOWN_LAST_DONE_MONTHS = 1;

/**
 * The first due date of an entry when the plan is created on `today`, its calendar started from the day the
 * task was last done when the operator gives it (`lastDoneOn`, not after today): one period later (one
 * `firstDueAfterMonths` for a 'once' row), which may already be past; the plan then says so honestly.
 *
 * Without that day, the first time comes soon without being overdue on day one: daily tasks today, weekly ones
 * in a week, every longer period (and 'once' rows) in a month (STARTER_PLAN_UNKNOWN_LAST_DONE_MONTHS), rather
 * than "in 365 days" or "in 2,922 days" for a check nobody knows the date of.
 *
 * Running-hours rows have no date (null): they are due on the meter, and the service records the meter reading
 * of the day as their last service, or they would count the engine's whole life.
 */
export function starterPlanFirstDueDate(
  entry: MaintenanceStarterPlanEntry,
  today: string,
  lastDoneOn?: string,
): string | null {
  assertCalendarDate(today);
  if (entry.frequency === 'running_hours') return null;
  if (entry.frequency === 'once' && entry.firstDueAfterMonths === undefined) {
    throw new Error(`Starter plan entry ${entry.key} is 'once' without firstDueAfterMonths`);
  }
  if (lastDoneOn !== undefined) {
    return entry.frequency === 'once'
      ? addMonths(lastDoneOn, entry.firstDueAfterMonths ?? 0)
      : addFrequency(lastDoneOn, entry.frequency);
  }
  if (entry.frequency === 'daily') return today;
  if (entry.frequency === 'weekly') return addFrequency(today, 'weekly');
  return addMonths(today, STARTER_PLAN_UNKNOWN_LAST_DONE_MONTHS);
}
