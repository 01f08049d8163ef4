import { z } from './zod.js';
import {
  MAINTENANCE_DUE_STATES,
  MAINTENANCE_FREQUENCIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  MAX_DESCRIPTION_LENGTH,
  MAX_DURATION_MINUTES,
  MAX_TITLE_LENGTH,
  MIN_DURATION_MINUTES,
  type TMaintenanceFrequency,
} from '../domain/maintenance-schedule.js';
import { STARTER_PLAN_DATED_KEYS } from '../domain/maintenance-starter-plan.js';
import { ZCalendarDate, ZRowVersion, listQuerySchema, optionalText } from './records.js';
import { ZChoice } from './choice.js';

/**
 * Maintenance plan (spec §3 maintenance_tasks, §5 maintenance rules) on the wire. The §5 form maps onto the
 * table as: title = taskType, description = notes, scheduled_date = nextDueDate (not required for a task due on
 * running hours only), estimated_duration = estimatedDuration (minutes). Every rule the table's CHECK
 * constraints hold is refused here first, with a message.
 */

export const MAX_EQUIPMENT_NAME_LENGTH = 100;
/** Longest interval of a running-hours task: 200,000 h is beyond any engine overhaul (≈ 60,000 h). */
export const MAX_INTERVAL_HOURS = 200_000;
/** Highest meter reading taken: over a century of running, far under numeric(14,3). */
export const MAX_METER_HOURS = 1_000_000;

const key = (name: string) => `maintenance:validation.${name}`;

/** One message when the value is missing, another when it is there but wrong. */
function requiredOr(requiredKey: string, invalidKey: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? key(requiredKey) : key(invalidKey),
  };
}

const ZEquipmentName = z
  .string({ error: key('equipmentNameRequired') })
  .trim()
  .min(1, { error: key('equipmentNameRequired') })
  .max(MAX_EQUIPMENT_NAME_LENGTH, { error: key('equipmentNameTooLong') });

/** Spec §5 "title" (1 to 200). */
const ZTitle = z
  .string({ error: key('titleRequired') })
  .trim()
  .min(1, { error: key('titleRequired') })
  .max(MAX_TITLE_LENGTH, { error: key('titleTooLong') });

/** Spec §5 "description" (at most 2000, optional). */
const ZDescription = optionalText(MAX_DESCRIPTION_LENGTH, key('descriptionTooLong'));

const ZPriority = ZChoice(MAINTENANCE_PRIORITIES, {
  required: key('priorityRequired'),
  invalid: key('priorityInvalid'),
});
const ZStatus = ZChoice(MAINTENANCE_STATUSES, {
  required: key('statusRequired'),
  invalid: key('statusInvalid'),
});
const ZFrequency = z.enum(MAINTENANCE_FREQUENCIES, requiredOr('frequencyRequired', 'frequencyInvalid'));

const ZIntervalHours = z
  .number({ error: key('intervalHoursInvalid') })
  .min(1, { error: key('intervalHoursInvalid') })
  .max(MAX_INTERVAL_HOURS, { error: key('intervalHoursInvalid') })
  .int({ error: key('intervalHoursInvalid') });

/** Spec §5 estimated_duration, whole minutes: the range messages come first so 10.5 reads "Durée minimale". */
const ZDuration = z
  .number({ error: key('durationInvalid') })
  .min(MIN_DURATION_MINUTES, { error: key('durationTooShort') })
  .max(MAX_DURATION_MINUTES, { error: key('durationTooLong') })
  .int({ error: key('durationInvalid') });

/** A meter reading, in running hours. */
const ZHours = z
  .number({ error: key('hoursInvalid') })
  .min(0, { error: key('hoursNegative') })
  .max(MAX_METER_HOURS, { error: key('hoursTooBig') });

const ZIsRegulatory = z.boolean({ error: key('isRegulatoryInvalid') });

/**
 * The rules across fields (the table's CHECK constraints): an interval in hours if and only if the task recurs
 * on running hours, and a scheduled date for every other task. Field -> i18n key; empty when all hold.
 * Shared by the create contract, the server's check of an update merged with the stored row, and the web form.
 */
export function maintenanceScheduleProblems(task: {
  frequency: TMaintenanceFrequency;
  intervalHours: number | null;
  nextDueDate: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  const isByHours = task.frequency === 'running_hours';
  if (isByHours && task.intervalHours === null) problems.intervalHours = key('intervalHoursRequired');
  if (!isByHours && task.intervalHours !== null)
    problems.intervalHours = key('intervalHoursOnlyForRunningHours');
  if (!isByHours && task.nextDueDate === null) problems.nextDueDate = key('scheduledDateRequired');
  return problems;
}

/** A task as stored (what the shared records routes read from a row). */
export const ZMaintenanceTaskRecord = z.object({
  id: z.string(),
  equipmentName: z.string(),
  taskType: z.string(),
  status: z.enum(MAINTENANCE_STATUSES),
  priority: z.enum(MAINTENANCE_PRIORITIES),
  notes: z.string().nullable(),
  frequency: z.enum(MAINTENANCE_FREQUENCIES),
  intervalHours: z.number().nullable(),
  nextDueDate: z.string().nullable(),
  estimatedDuration: z.number().nullable(),
  /** ISO instant of the last completion. */
  lastCompletedAt: z.string().nullable(),
  /** Meter reading at the last service (running-hours tasks count their hours from it). */
  lastServiceRunningHours: z.number().nullable(),
  isRegulatory: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TMaintenanceTaskRecord = z.infer<typeof ZMaintenanceTaskRecord>;

/** A task as the API answers it: the stored fields plus where it stands today in the user's time zone. */
export const ZMaintenanceTask = ZMaintenanceTaskRecord.extend({
  dueState: z.enum(MAINTENANCE_DUE_STATES),
  /** Current reading of the equipment's meter (matched on the name, whatever the case); null without one. */
  meterHours: z.number().nullable(),
  /** Running-hours tasks with a meter only; null otherwise. */
  hoursSinceService: z.number().nullable(),
  /** Running-hours tasks with a meter only: negative when late; null otherwise. */
  hoursRemaining: z.number().nullable(),
});
export type TMaintenanceTask = z.infer<typeof ZMaintenanceTask>;

const createFields = {
  equipmentName: ZEquipmentName,
  taskType: ZTitle,
  notes: ZDescription,
  priority: ZPriority.nullish().transform((value) => value ?? 'medium'),
  status: ZStatus.nullish().transform((value) => value ?? 'pending'),
  frequency: ZFrequency,
  intervalHours: ZIntervalHours.nullish().transform((value) => value ?? null),
  nextDueDate: ZCalendarDate.nullish().transform((value) => value ?? null),
  estimatedDuration: ZDuration.nullish().transform((value) => value ?? null),
  lastServiceRunningHours: ZHours.nullish().transform((value) => value ?? null),
  isRegulatory: ZIsRegulatory.nullish().transform((value) => value ?? false),
};

/**
 * POST /api/maintenance-tasks (also each row of a CSV import). Defaults: priority medium, status pending, not
 * regulatory. `lastServiceRunningHours` is the meter reading at the last service of a running-hours task
 * (without it the meter's whole reading counts as hours since service).
 */
export const ZCreateMaintenanceTaskRequest = z.object(createFields).superRefine((task, context) => {
  for (const [field, message] of Object.entries(maintenanceScheduleProblems(task))) {
    context.addIssue({ code: 'custom', path: [field], message });
  }
});
export type TCreateMaintenanceTaskRequest = z.input<typeof ZCreateMaintenanceTaskRequest>;

/**
 * PATCH /api/maintenance-tasks/:id: any subset of the fields. The rules across fields are checked on the task
 * as it would be stored; moving a task off running hours drops its interval unless one is given.
 */
export const ZUpdateMaintenanceTaskRequest = z
  .object({
    equipmentName: ZEquipmentName,
    taskType: ZTitle,
    notes: ZDescription,
    priority: ZPriority,
    status: ZStatus,
    frequency: ZFrequency,
    intervalHours: ZIntervalHours.nullable(),
    nextDueDate: ZCalendarDate.nullable(),
    estimatedDuration: ZDuration.nullable(),
    lastServiceRunningHours: ZHours.nullable(),
    isRegulatory: ZIsRegulatory,
  })
  .partial()
  .strict();
export type TUpdateMaintenanceTaskRequest = z.infer<typeof ZUpdateMaintenanceTaskRequest>;

export const MAINTENANCE_SORT_KEYS = [
  'nextDueDate',
  'createdAt',
  'equipmentName',
  'priority',
  'status',
] as const;
/** `due` filter: the tasks whose item shows exactly this dueState today. */
export const MAINTENANCE_DUE_FILTERS = ['overdue', 'due_today', 'due_soon'] as const;
export type TMaintenanceDueFilter = (typeof MAINTENANCE_DUE_FILTERS)[number];

/** Sorted by next due date by default, the soonest first (what a plant works through). */
export const ZMaintenanceTaskListQuery = listQuerySchema(MAINTENANCE_SORT_KEYS, 'nextDueDate', 'asc').extend({
  status: ZStatus.optional(),
  priority: ZPriority.optional(),
  frequency: z.enum(MAINTENANCE_FREQUENCIES, { error: key('frequencyInvalid') }).optional(),
  due: z.enum(MAINTENANCE_DUE_FILTERS, { error: key('dueFilterInvalid') }).optional(),
  /** Exact equipment name, whatever the case. */
  equipmentName: ZEquipmentName.optional(),
});
export type TMaintenanceTaskListQuery = z.infer<typeof ZMaintenanceTaskListQuery>;

/** Longest name of who did a service (a person or a contractor). */
export const MAX_PERFORMER_LENGTH = 100;
/** Longest remark of a service in the maintenance log. */
export const MAX_COMPLETION_NOTE_LENGTH = 2000;

/** Who did the work: blank means the signed-in user (the server writes their name). */
const ZPerformedBy = z
  .string({ error: key('performedByInvalid') })
  .trim()
  .max(MAX_PERFORMER_LENGTH, { error: key('performedByTooLong') })
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * POST /api/maintenance-tasks/:id/complete. `completedOn` defaults to the user's business date (before their
 * daily reset hour, the previous day) and cannot be later than the calendar date in their time zone. `meterHours` is the equipment's meter reading at the service: it is recorded on the meter, and a
 * running-hours task counts from it (from the stored meter when it is not given). `performedBy` (the signed-in
 * user's name when blank) and `note` go to the maintenance log with the service.
 */
export const ZCompleteMaintenanceTaskRequest = z
  .object({
    completedOn: ZCalendarDate.optional(),
    meterHours: ZHours.optional(),
    performedBy: ZPerformedBy,
    note: optionalText(MAX_COMPLETION_NOTE_LENGTH, key('completionNoteTooLong')),
  })
  .strict();
export type TCompleteMaintenanceTaskRequest = z.infer<typeof ZCompleteMaintenanceTaskRequest>;

/**
 * One service in the maintenance log (what an ICPE inspector reads): the task as it was then, the day, who did
 * it and their remark, the meter reading, the date it was due (late when the day is after it) and the next one.
 */
export const ZMaintenanceCompletion = z.object({
  id: z.string(),
  /** Null once the task was deleted from the plan: its log stays. */
  taskId: z.string().nullable(),
  equipmentName: z.string(),
  taskType: z.string(),
  frequency: z.enum(MAINTENANCE_FREQUENCIES),
  isRegulatory: z.boolean(),
  completedOn: z.string(),
  completedAt: z.string(),
  performedBy: z.string(),
  note: z.string().nullable(),
  meterHours: z.number().nullable(),
  dueDate: z.string().nullable(),
  nextDueDate: z.string().nullable(),
});
export type TMaintenanceCompletion = z.infer<typeof ZMaintenanceCompletion>;
export const ZMaintenanceCompletionList = z.object({ items: z.array(ZMaintenanceCompletion) });
export type TMaintenanceCompletionList = z.infer<typeof ZMaintenanceCompletionList>;

export const ZEquipmentMeter = z.object({
  id: z.string(),
  equipmentName: z.string(),
  runningHours: z.number(),
  updatedAt: z.string(),
});
export type TEquipmentMeter = z.infer<typeof ZEquipmentMeter>;
export const ZEquipmentMeterList = z.object({ items: z.array(ZEquipmentMeter) });

/**
 * PUT /api/equipment-meters: the reading of an equipment's running-hours meter, created on first use (one meter
 * per name, whatever the case). A reading lower than the stored one needs `isReset` (meter replaced or reset).
 */
export const ZSaveEquipmentMeterRequest = z
  .object({
    equipmentName: ZEquipmentName,
    runningHours: z
      .number(requiredOr('hoursRequired', 'hoursInvalid'))
      .min(0, { error: key('hoursNegative') })
      .max(MAX_METER_HOURS, { error: key('hoursTooBig') }),
    isReset: z.boolean({ error: key('isResetInvalid') }).optional(),
  })
  .strict();
export type TSaveEquipmentMeterRequest = z.infer<typeof ZSaveEquipmentMeterRequest>;

/**
 * POST /api/maintenance-tasks/starter-plan: the plan of domain.md, in the request's language. `chpRunningHours`
 * (optional) is the CHP engine's meter reading today: recorded on its meter, it is where the engine's
 * running-hours tasks start counting. `lastDoneOn` gives, per dated entry of the plan, the day the task was
 * last done (not after today): its calendar starts from there (starterPlanFirstDueDate).
 */
export const ZCreateStarterPlanRequest = z
  .object({
    chpRunningHours: ZHours.optional(),
    lastDoneOn: z
      .partialRecord(z.enum(STARTER_PLAN_DATED_KEYS, { error: key('starterPlanTaskInvalid') }), ZCalendarDate)
      .optional(),
  })
  .strict();
export type TCreateStarterPlanRequest = z.infer<typeof ZCreateStarterPlanRequest>;
export const ZStarterPlanResult = z.object({ created: z.number().int().min(0) });
export type TStarterPlanResult = z.infer<typeof ZStarterPlanResult>;
