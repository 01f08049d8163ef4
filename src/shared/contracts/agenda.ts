import { z } from './zod.js';
import {
  AGENDA_CATEGORIES,
  AGENDA_DEFAULTS,
  AGENDA_PRIORITIES,
  AGENDA_STATUSES,
  MAX_AGENDA_DESCRIPTION_LENGTH,
  MAX_AGENDA_TITLE_LENGTH,
  dueDateRangeProblem,
  isReminderInFuture,
} from '../domain/agenda-tasks.js';
import { ZCalendarDate, ZRowVersion, listQuerySchema, optionalText } from './records.js';
import { ZChoice } from './choice.js';

/** Spec §5 agenda voice: "Le titre de la tâche est requis." (the form says the same). */
const ZAgendaTitle = z
  .string({ error: 'agenda:validation.titleRequired' })
  .trim()
  .min(1, { error: 'agenda:validation.titleRequired' })
  .max(MAX_AGENDA_TITLE_LENGTH, { error: 'agenda:validation.titleTooLong' });

const ZAgendaDescription = optionalText(
  MAX_AGENDA_DESCRIPTION_LENGTH,
  'agenda:validation.descriptionTooLong',
);
const ZAgendaPriority = ZChoice(AGENDA_PRIORITIES, {
  required: 'agenda:validation.priorityRequired',
  invalid: 'agenda:validation.priorityInvalid',
});
const ZAgendaCategory = ZChoice(AGENDA_CATEGORIES, {
  required: 'agenda:validation.categoryRequired',
  invalid: 'agenda:validation.categoryInvalid',
});
const ZAgendaStatus = ZChoice(AGENDA_STATUSES, {
  required: 'agenda:validation.statusRequired',
  invalid: 'agenda:validation.statusInvalid',
});

/**
 * When to remind: an ISO 8601 instant with its offset ("2026-05-04T07:30:00.000Z", "…T09:30:00+02:00"), in the
 * future when it is set (a reminder in the past would never ring).
 */
const ZReminderAt = z.iso
  .datetime({ offset: true, error: 'agenda:validation.reminderInvalid' })
  .refine((value) => isReminderInFuture(value, new Date()), { error: 'agenda:validation.reminderInPast' });

export const ZAgendaTask = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  priority: ZAgendaPriority,
  category: ZAgendaCategory,
  /** Calendar date 'YYYY-MM-DD', or null for a task without a due date (list view only). */
  dueDate: z.string().nullable(),
  completed: z.boolean(),
  status: ZAgendaStatus,
  completedAt: z.string().nullable(),
  /** The task's next unsent reminder (ISO instant), null if none. */
  reminderAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TAgendaTask = z.infer<typeof ZAgendaTask>;

/**
 * POST /api/agenda-tasks (also each row of a CSV import). Strict: the state is not the client's to choose (spec
 * §4: a new task is pending), so `completed` or `status` in the body is refused rather than silently dropped.
 */
export const ZCreateAgendaTaskRequest = z
  .object({
    title: ZAgendaTitle,
    description: ZAgendaDescription,
    priority: ZAgendaPriority.nullish().transform((value) => value ?? AGENDA_DEFAULTS.priority),
    category: ZAgendaCategory.nullish().transform((value) => value ?? AGENDA_DEFAULTS.category),
    dueDate: ZCalendarDate.nullish().transform((value) => value ?? null),
    reminderAt: ZReminderAt.nullish().transform((value) => value ?? null),
  })
  .strict();
export type TCreateAgendaTaskRequest = z.input<typeof ZCreateAgendaTaskRequest>;

/**
 * PATCH /api/agenda-tasks/:id: any subset of the fields; `dueDate: null` clears the date, `reminderAt: null`
 * removes the unsent reminder. Completing and reopening have their own routes.
 */
export const ZUpdateAgendaTaskRequest = z
  .object({
    title: ZAgendaTitle,
    description: ZAgendaDescription,
    priority: ZAgendaPriority,
    category: ZAgendaCategory,
    dueDate: ZCalendarDate.nullable(),
    reminderAt: ZReminderAt.nullable(),
  })
  .partial()
  .strict();
export type TUpdateAgendaTaskRequest = z.infer<typeof ZUpdateAgendaTaskRequest>;

export const AGENDA_SORT_KEYS = ['createdAt', 'dueDate', 'priority', 'title'] as const;

/**
 * GET /api/agenda-tasks: the list view, and the month and week views through `from`/`to` (due dates, both
 * included, at most 62 days apart when both are given; tasks without a due date are then left out).
 */
export const ZAgendaTaskListQuery = listQuerySchema(AGENDA_SORT_KEYS, 'createdAt')
  .extend({
    status: ZAgendaStatus.optional(),
    priority: ZAgendaPriority.optional(),
    category: ZAgendaCategory.optional(),
    from: ZCalendarDate.optional(),
    to: ZCalendarDate.optional(),
  })
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) return;
    const problem = dueDateRangeProblem(query.from, query.to);
    if (problem === null) return;
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: problem === 'inverted' ? 'agenda:validation.rangeInverted' : 'agenda:validation.rangeTooLong',
    });
  });
export type TAgendaTaskListQuery = z.infer<typeof ZAgendaTaskListQuery>;

/** A reminder as the bell shows it: when, and what of (the task's title, or the reminder's own message). */
export const ZReminder = z.object({
  id: z.string(),
  reminderTime: z.string(),
  title: z.string().nullable(),
  agendaTaskId: z.string().nullable(),
  sent: z.boolean(),
  sentAt: z.string().nullable(),
});
export type TReminder = z.infer<typeof ZReminder>;

/** GET /api/reminders/upcoming: unsent reminders due within the hour, soonest first. */
export const ZUpcomingReminders = z.object({ items: z.array(ZReminder) });
export type TUpcomingReminders = z.infer<typeof ZUpcomingReminders>;
