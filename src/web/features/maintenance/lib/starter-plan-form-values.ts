import {
  ZCreateStarterPlanRequest,
  type TCreateStarterPlanRequest,
} from '../../../../shared/contracts/maintenance';
import {
  STARTER_PLAN_DATED_KEYS,
  type TStarterPlanEntryKey,
} from '../../../../shared/domain/maintenance-starter-plan';
import { decimalFromText } from '../../../lib/forms/decimal-text';

/** The starter plan's form: the CHP meter, and per dated task the day it was last done ('' when unknown). */
export interface TStarterPlanFormValues {
  chpRunningHours: string;
  lastDoneOn: Partial<Record<TStarterPlanEntryKey, string>>;
}

/** Field name of a task's last-done date, as the server names it in its refusals ("lastDoneOn.flareCheck"). */
export const lastDoneField = (key: TStarterPlanEntryKey) => `lastDoneOn.${key}`;

/** Field -> i18n key (or message from the server): the meter, and each task's last-done date. */
export type TStarterPlanErrors = Partial<Record<string, string>>;

export type TStarterPlanParsed =
  { ok: true; request: TCreateStarterPlanRequest } | { ok: false; errors: TStarterPlanErrors };

const formFields = new Set(['chpRunningHours', ...STARTER_PLAN_DATED_KEYS.map(lastDoneField)]);

/** The server's per-field messages of this form (its paths are the form's field names). */
export function starterPlanServerErrors(fields: Readonly<Record<string, string>> = {}): TStarterPlanErrors {
  return Object.fromEntries(Object.entries(fields).filter(([field]) => formFields.has(field)));
}

/**
 * The request of "Créer ce plan": the meter reading (comma decimals) and the dates given, checked with the
 * server's contract and, as the server does, no last date after today ('YYYY-MM-DD' strings compare as dates).
 */
export function parseStarterPlanForm(values: TStarterPlanFormValues, today: string): TStarterPlanParsed {
  const chpRunningHours = decimalFromText(values.chpRunningHours);
  const lastDoneOn = Object.fromEntries(
    Object.entries(values.lastDoneOn)
      .map(([key, day]) => [key, day.trim()] as const)
      .filter(([, day]) => day !== ''),
  );
  const parsed = ZCreateStarterPlanRequest.safeParse({
    ...(chpRunningHours === undefined ? {} : { chpRunningHours }),
    ...(Object.keys(lastDoneOn).length > 0 ? { lastDoneOn } : {}),
  });
  const errors: TStarterPlanErrors = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (formFields.has(field) && errors[field] === undefined) errors[field] = issue.message;
  }
  for (const [key, day] of Object.entries(lastDoneOn)) {
    const field = `lastDoneOn.${key}`;
    if (errors[field] === undefined && day > today) errors[field] = 'maintenance:errors.lastDoneInFuture';
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}
