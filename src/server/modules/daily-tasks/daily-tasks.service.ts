import type { TFunction } from '../../../shared/i18n/translate.js';
import type {
  TDailyTask,
  TDailyTaskWriteResult,
  TDailyTasks,
  TGamification,
  TSetDailyTaskNotesRequest,
  TSetDailyTaskStatusRequest,
} from '../../../shared/contracts/daily-tasks.js';
import { addDays } from '../../../shared/domain/calendar.js';
import {
  applyTaskToggle,
  initialGamification,
  type GamificationState,
} from '../../../shared/domain/gamification.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { businessDateOf } from '../profile/user-today.js';
import {
  countOtherDone,
  findChecklistRow,
  findDailyPreferences,
  findGamification,
  insertDailyUsageEvent,
  listChecklist,
  lockGamification,
  saveGamification,
  upsertChecklistNotes,
  upsertChecklistStatus,
  type ChecklistState,
  type DailyPreferences,
  type DailyTemplate,
} from './daily-tasks.repository.js';

/** The templates, as the routes' 60 s cache gives them (spec §9). */
export type TemplateSource = (tx: DbTransaction) => Promise<DailyTemplate[]>;

function toGamification(state: GamificationState | null): TGamification {
  const { xp, level, streak } = state ?? initialGamification;
  return { xp, level, streak };
}

function toTask(template: DailyTemplate, state: ChecklistState | null | undefined): TDailyTask {
  return {
    taskId: template.id,
    code: template.code,
    label: template.label,
    deepLink: template.deepLink,
    autoCompleteEvent: template.autoCompleteEvent,
    hasNotes: template.hasNotes,
    status: state?.status ?? 'Todo',
    doneAt: state?.doneAt?.toISOString() ?? null,
    notes: state?.notes ?? null,
  };
}

/** Usage events are written only when the user accepted analytics cookies (cookie_consent.analytics). */
function hasAnalyticsConsent(preferences: DailyPreferences | null): boolean {
  return preferences?.cookieConsent?.analytics === true;
}

export async function readDailyTasks(
  tx: DbTransaction,
  userId: string,
  templates: TemplateSource,
  now: Date,
): Promise<TDailyTasks> {
  const preferences = await findDailyPreferences(tx, userId);
  const date = businessDateOf(preferences, now);
  const active = await templates(tx);
  const rows = await listChecklist(tx, userId, date);
  const gamification = await findGamification(tx, userId);
  const byTask = new Map(rows.map((row) => [row.taskId, row]));
  const items = active.map((template) => toTask(template, byTask.get(template.id)));
  return {
    date,
    items,
    remaining: items.filter((item) => item.status !== 'Done').length,
    gamification: toGamification(gamification),
  };
}

interface WriteContext {
  template: DailyTemplate;
  preferences: DailyPreferences | null;
  date: string;
}

/**
 * The template of `code` (404 when unknown or inactive) and the business date written to: today's, or the
 * previous one when the client says so (a tick made just before the reset lands on the day it showed).
 */
async function writeContext(
  tx: DbTransaction,
  userId: string,
  templates: TemplateSource,
  code: string,
  requestedDate: string | undefined,
  now: Date,
  t: TFunction,
): Promise<WriteContext> {
  const template = (await templates(tx)).find((candidate) => candidate.code === code);
  if (!template) throw notFound();
  const preferences = await findDailyPreferences(tx, userId);
  const today = businessDateOf(preferences, now);
  const date = requestedDate ?? today;
  if (date !== today && date !== addDays(today, -1)) {
    throw new HttpError(
      400,
      'validation_failed',
      'errors:validationFailed',
      {},
      {
        date: t('daily:validation.dateNotWritable'),
      },
    );
  }
  return { template, preferences, date };
}

export async function setDailyTaskStatus(
  tx: DbTransaction,
  userId: string,
  templates: TemplateSource,
  code: string,
  input: TSetDailyTaskStatusRequest,
  now: Date,
  t: TFunction,
): Promise<TDailyTaskWriteResult> {
  const { template, preferences, date } = await writeContext(tx, userId, templates, code, input.date, now, t);
  // Taken first by every write: the XP of two concurrent toggles cannot be counted twice.
  const gamification = await lockGamification(tx, userId);
  const current = await findChecklistRow(tx, userId, template.id, date);
  const from = current?.status ?? 'Todo';
  const to = input.status ?? (from === 'Done' ? 'Todo' : 'Done');
  const isAnalytics = hasAnalyticsConsent(preferences);
  const pageUrl = input.pageUrl ?? null;

  let state = current;
  let next = gamification;
  if (from !== to) {
    const isFirstOfDay = to === 'Done' && (await countOtherDone(tx, userId, date, template.id)) === 0;
    state = await upsertChecklistStatus(tx, userId, template.id, date, to, to === 'Done' ? now : null);
    next = applyTaskToggle(gamification, { from, to, date });
    await saveGamification(tx, userId, next);
    if (isAnalytics) {
      await insertDailyUsageEvent(tx, userId, {
        name: 'task_toggled',
        pageUrl,
        metadata: { task_code: template.code, to_status: to, first_of_day: isFirstOfDay, date },
      });
    }
  }
  if (input.source === 'deep_link' && isAnalytics) {
    await insertDailyUsageEvent(tx, userId, {
      name: 'deep_link_opened',
      pageUrl,
      metadata: { task_code: template.code, deep_link: template.deepLink, date },
    });
  }
  return { date, task: toTask(template, state), gamification: toGamification(next) };
}

export async function setDailyTaskNotes(
  tx: DbTransaction,
  userId: string,
  templates: TemplateSource,
  code: string,
  input: TSetDailyTaskNotesRequest,
  now: Date,
  t: TFunction,
): Promise<TDailyTaskWriteResult> {
  const { template, preferences, date } = await writeContext(tx, userId, templates, code, input.date, now, t);
  if (!template.hasNotes) {
    throw new HttpError(
      400,
      'validation_failed',
      'errors:validationFailed',
      {},
      {
        notes: t('daily:validation.notesNotAllowed'),
      },
    );
  }
  const notes = input.notes.trim() === '' ? null : input.notes;
  const state = await upsertChecklistNotes(tx, userId, template.id, date, notes);
  if (hasAnalyticsConsent(preferences)) {
    await insertDailyUsageEvent(tx, userId, {
      name: 'task_notes_updated',
      pageUrl: input.pageUrl ?? null,
      // The length only: the note itself is the user's data, not an analytics figure.
      metadata: { task_code: template.code, notes_length: notes?.length ?? 0, date },
    });
  }
  return {
    date,
    task: toTask(template, state),
    gamification: toGamification(await findGamification(tx, userId)),
  };
}
