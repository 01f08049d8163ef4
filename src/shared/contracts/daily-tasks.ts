import { z } from './zod.js';
import { ZCalendarDate } from './records.js';

export const DAILY_TASK_STATUSES = ['Todo', 'Done'] as const;
export type TDailyTaskStatus = (typeof DAILY_TASK_STATUSES)[number];

/** Spec §2: the deliveries note is free text; longer than this is refused. */
export const MAX_DAILY_TASK_NOTES_LENGTH = 1000;

/** Where a toggle came from (usage metrics): a click, a task's deep link, or its auto-complete event. */
export const DAILY_TASK_SOURCES = ['click', 'deep_link', 'event'] as const;

/** A template code (daily_tasks_template.code); an unknown one is a 404. */
export const ZDailyTaskCodeParams = z.object({
  code: z.string().regex(/^[a-z0-9_]{1,64}$/, { error: 'daily:validation.codeInvalid' }),
});

export const ZDailyTask = z.object({
  taskId: z.string(),
  code: z.string(),
  /** French default label of the template; the web shows its own text per code. */
  label: z.string(),
  deepLink: z.string().nullable(),
  autoCompleteEvent: z.string().nullable(),
  hasNotes: z.boolean(),
  status: z.enum(DAILY_TASK_STATUSES),
  doneAt: z.string().nullable(),
  notes: z.string().nullable(),
});
export type TDailyTask = z.infer<typeof ZDailyTask>;

export const ZGamification = z.object({ xp: z.number(), level: z.number(), streak: z.number() });
export type TGamification = z.infer<typeof ZGamification>;

/** GET /api/daily-tasks: today's business date, the active templates in order with the user's state. */
export const ZDailyTasks = z.object({
  date: z.string(),
  items: z.array(ZDailyTask),
  remaining: z.number(),
  gamification: ZGamification,
});
export type TDailyTasks = z.infer<typeof ZDailyTasks>;

/** The business date a write is for: today's (default) or the previous one. */
const ZTargetDate = ZCalendarDate.optional();

const ZPageUrl = z.string().max(2000, { error: 'daily:validation.pageUrlTooLong' }).optional();

/**
 * PUT /api/daily-tasks/:code/status. Without `status` the task toggles; with it the task is set to that
 * status (setting Done twice changes nothing the second time).
 */
export const ZSetDailyTaskStatusRequest = z
  .object({
    status: z.enum(DAILY_TASK_STATUSES, { error: 'daily:validation.statusInvalid' }).optional(),
    date: ZTargetDate,
    source: z.enum(DAILY_TASK_SOURCES, { error: 'daily:validation.sourceInvalid' }).optional(),
    pageUrl: ZPageUrl,
  })
  .strict();
export type TSetDailyTaskStatusRequest = z.infer<typeof ZSetDailyTaskStatusRequest>;

/** PUT /api/daily-tasks/:code/notes: an empty note clears it. */
export const ZSetDailyTaskNotesRequest = z
  .object({
    notes: z
      .string({ error: 'daily:validation.notesInvalid' })
      .max(MAX_DAILY_TASK_NOTES_LENGTH, { error: 'daily:validation.notesTooLong' }),
    date: ZTargetDate,
    pageUrl: ZPageUrl,
  })
  .strict();
export type TSetDailyTaskNotesRequest = z.infer<typeof ZSetDailyTaskNotesRequest>;

/** Answer of both writes: the task's new state (on the date written) and the gamification profile. */
export const ZDailyTaskWriteResult = z.object({
  date: z.string(),
  task: ZDailyTask,
  gamification: ZGamification,
});
export type TDailyTaskWriteResult = z.infer<typeof ZDailyTaskWriteResult>;
