import {
  ZCreateAgendaTaskRequest,
  ZUpdateAgendaTaskRequest,
  type TAgendaTask,
  type TUpdateAgendaTaskRequest,
} from '../../../../shared/contracts/agenda';
import { AGENDA_DEFAULTS } from '../../../../shared/domain/agenda-tasks';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';
import { isoToLocalDateTime, localDateTimeToIso } from './local-date-time';

export const agendaFormFields = [
  'title',
  'description',
  'priority',
  'category',
  'dueDate',
  'reminderAt',
] as const;
export type TAgendaFormField = (typeof agendaFormFields)[number];
export type TAgendaFormValues = Record<TAgendaFormField, string>;

/** What the add page and the edit dialog send (a create's fields are a valid update too). */
export type TAgendaTaskBody = TUpdateAgendaTaskRequest;

/** A new task: the columns' defaults, and the due date the month view's "add" link gives. */
export function emptyAgendaFormValues(dueDate = ''): TAgendaFormValues {
  return {
    title: '',
    description: '',
    priority: AGENDA_DEFAULTS.priority,
    category: AGENDA_DEFAULTS.category,
    dueDate,
    reminderAt: '',
  };
}

export function agendaFormValuesOf(task: TAgendaTask): TAgendaFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    priority: task.priority,
    category: task.category,
    dueDate: task.dueDate ?? '',
    reminderAt: isoToLocalDateTime(task.reminderAt),
  };
}

function requestInput(values: TAgendaFormValues) {
  return {
    title: values.title,
    description: values.description,
    priority: values.priority,
    category: values.category,
    dueDate: values.dueDate.trim() === '' ? null : values.dueDate.trim(),
    reminderAt: localDateTimeToIso(values.reminderAt),
  };
}

/** A new task checked with the server's contract (the same messages on both sides). */
export function parseNewAgendaTask(
  values: TAgendaFormValues,
): TParsedForm<TAgendaTaskBody, TAgendaFormField> {
  return parseFormValues(ZCreateAgendaTaskRequest, requestInput(values), agendaFormFields);
}

/**
 * The changes of an edited task. The reminder is sent only when the user changed it: an unchanged reminder
 * that has meanwhile passed would be refused as "in the past"; an emptied one is removed (null).
 */
export function editedAgendaTaskParser(initial: TAgendaFormValues) {
  return (values: TAgendaFormValues): TParsedForm<TAgendaTaskBody, TAgendaFormField> => {
    const { reminderAt, ...fields } = requestInput(values);
    const isReminderChanged = values.reminderAt !== initial.reminderAt;
    return parseFormValues(
      ZUpdateAgendaTaskRequest,
      isReminderChanged ? { ...fields, reminderAt } : fields,
      agendaFormFields,
    );
  };
}
