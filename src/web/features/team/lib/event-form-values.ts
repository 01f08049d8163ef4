import {
  ZCreateTeamEventRequest,
  teamEventProblems,
  type TTeamEvent,
} from '../../../../shared/contracts/team';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import type { TTeamEventType } from '../../../../shared/domain/team';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const eventFormFields = [
  'type',
  'teamUserId',
  'title',
  'startDate',
  'endDate',
  'startTime',
  'endTime',
  'leaveType',
  'comment',
] as const;
export type TEventFormField = (typeof eventFormFields)[number];
export type TEventFormValues = Record<TEventFormField, string>;
export type TEventRequest = ReturnType<typeof ZCreateTeamEventRequest.parse>;

/** A new event on a day (the one chosen in the calendar): a whole day, for the whole team unless a member is picked. */
export function emptyEventFormValues(type: TTeamEventType, day: TCalendarDate): TEventFormValues {
  return {
    type,
    teamUserId: '',
    title: '',
    startDate: day,
    endDate: day,
    startTime: '',
    endTime: '',
    leaveType: '',
    comment: '',
  };
}

export function eventFormValuesOf(event: TTeamEvent): TEventFormValues {
  return {
    type: event.type,
    teamUserId: event.teamUserId ?? '',
    title: event.title ?? '',
    startDate: event.startDate,
    endDate: event.endDate,
    startTime: event.startTime ?? '',
    endTime: event.endTime ?? '',
    leaveType: event.leaveType ?? '',
    comment: event.comment ?? '',
  };
}

/** What the form sends: a leave type only for a leave (the field is hidden otherwise). */
function requestInput(values: TEventFormValues) {
  return {
    type: values.type || undefined,
    teamUserId: values.teamUserId,
    title: values.title,
    startDate: values.startDate || undefined,
    endDate: values.endDate || undefined,
    startTime: values.startTime,
    endTime: values.endTime,
    leaveType: values.type === 'leave' && values.leaveType ? values.leaveType : null,
    comment: values.comment,
  };
}

/**
 * The form checked with the server's contract, then with the rules across fields the server applies to the
 * stored row (`teamEventProblems`: end before start, a leave without its type or its member…). A field keeps
 * the contract's message when it has one.
 */
export function parseEventForm(values: TEventFormValues): TParsedForm<TEventRequest, TEventFormField> {
  const input = requestInput(values);
  const parsed = parseFormValues(ZCreateTeamEventRequest, input, eventFormFields);
  const problems = teamEventProblems(input);
  if (!problems) return parsed;
  const errors: TFieldErrors<TEventFormField> = parsed.ok ? {} : { ...parsed.errors };
  for (const field of eventFormFields) {
    const problem = problems[field];
    if (problem !== undefined) errors[field] ??= problem;
  }
  return { ok: false, errors };
}
