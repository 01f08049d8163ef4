import {
  ZCreateMaintenanceTaskRequest,
  maintenanceScheduleProblems,
  type TMaintenanceTask,
} from '../../../../shared/contracts/maintenance';
import { isMaintenanceFrequency } from '../../../../shared/domain/maintenance-schedule';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';
import type { TFieldErrors } from '../../../lib/forms/field-errors';

/** In display order: the first invalid one gets the focus. */
export const maintenanceFormFields = [
  'equipmentName',
  'taskType',
  'notes',
  'priority',
  'status',
  'frequency',
  'nextDueDate',
  'intervalHours',
  'lastServiceRunningHours',
  'estimatedDuration',
  'isRegulatory',
] as const;
export type TMaintenanceFormField = (typeof maintenanceFormFields)[number];
export type TMaintenanceFormValues = Record<TMaintenanceFormField, string>;

/** What the add page and the edit dialog send: a create's fields are a valid update too. */
export type TMaintenanceTaskBody = ReturnType<typeof ZCreateMaintenanceTaskRequest.parse>;

/** A checkbox's value among the form's strings. */
export const checkedValue = 'true';

export function emptyMaintenanceFormValues(): TMaintenanceFormValues {
  return {
    equipmentName: '',
    taskType: '',
    notes: '',
    priority: 'medium',
    // Empty: a new task is 'pending' (the contract's default); only the edit dialog shows the status.
    status: '',
    frequency: 'monthly',
    nextDueDate: '',
    intervalHours: '',
    lastServiceRunningHours: '',
    estimatedDuration: '',
    isRegulatory: '',
  };
}

export function maintenanceFormValuesOf(task: TMaintenanceTask, language: string): TMaintenanceFormValues {
  return {
    equipmentName: task.equipmentName,
    taskType: task.taskType,
    notes: task.notes ?? '',
    priority: task.priority,
    status: task.status,
    frequency: task.frequency,
    nextDueDate: task.nextDueDate ?? '',
    intervalHours: task.intervalHours === null ? '' : String(task.intervalHours),
    lastServiceRunningHours: decimalToText(task.lastServiceRunningHours, language),
    estimatedDuration: task.estimatedDuration === null ? '' : String(task.estimatedDuration),
    isRegulatory: task.isRegulatory ? checkedValue : '',
  };
}

export function isByRunningHours(values: Pick<TMaintenanceFormValues, 'frequency'>): boolean {
  return values.frequency === 'running_hours';
}

function requestInput(values: TMaintenanceFormValues) {
  const isByHours = isByRunningHours(values);
  const nextDueDate = values.nextDueDate.trim();
  return {
    equipmentName: values.equipmentName,
    taskType: values.taskType,
    notes: values.notes,
    priority: values.priority === '' ? undefined : values.priority,
    status: values.status === '' ? undefined : values.status,
    frequency: values.frequency === '' ? undefined : values.frequency,
    // The interval and the reading at service belong to running-hours tasks only (hidden otherwise).
    intervalHours: isByHours ? (decimalFromText(values.intervalHours) ?? null) : null,
    lastServiceRunningHours: isByHours ? (decimalFromText(values.lastServiceRunningHours) ?? null) : null,
    nextDueDate: nextDueDate === '' ? null : nextDueDate,
    estimatedDuration: decimalFromText(values.estimatedDuration) ?? null,
    isRegulatory: values.isRegulatory === checkedValue,
  };
}

/**
 * The form checked with the server's contract (the same messages on both sides). The rules across fields
 * (maintenanceScheduleProblems) are added even when a field is wrong too, where the contract stops early, so
 * a missing date shows with a too short duration rather than after it is fixed.
 */
export function parseMaintenanceForm(
  values: TMaintenanceFormValues,
): TParsedForm<TMaintenanceTaskBody, TMaintenanceFormField> {
  const input = requestInput(values);
  const parsed = parseFormValues(ZCreateMaintenanceTaskRequest, input, maintenanceFormFields);
  if (parsed.ok || !isMaintenanceFrequency(input.frequency)) return parsed;
  const errors: TFieldErrors<TMaintenanceFormField> = { ...parsed.errors };
  const problems = maintenanceScheduleProblems({
    frequency: input.frequency,
    intervalHours: input.intervalHours,
    nextDueDate: input.nextDueDate,
  });
  for (const field of maintenanceFormFields) {
    const problem = problems[field];
    if (problem !== undefined) errors[field] ??= problem;
  }
  return { ok: false, errors };
}
