import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { CookieConsent } from '../../db/schema/profiles.js';
import { gamificationProfile, userPreferences } from '../../db/schema/profiles.js';
import { dailyChecklist, dailyTasksTemplate } from '../../db/schema/daily-tasks.js';
import { usageMetrics } from '../../db/schema/monitoring.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { GamificationState } from '../../../shared/domain/gamification.js';

export interface DailyTemplate {
  id: string;
  code: string;
  label: string;
  deepLink: string | null;
  autoCompleteEvent: string | null;
  hasNotes: boolean;
}

export interface ChecklistState {
  taskId: string;
  status: 'Todo' | 'Done';
  doneAt: Date | null;
  notes: string | null;
}

/** Spec §7: daily_tasks_template where is_active, by order_index ascending (a global catalogue). */
export function listActiveTemplates(tx: DbTransaction): Promise<DailyTemplate[]> {
  return tx
    .select({
      id: dailyTasksTemplate.id,
      code: dailyTasksTemplate.code,
      label: dailyTasksTemplate.label,
      deepLink: dailyTasksTemplate.deepLink,
      autoCompleteEvent: dailyTasksTemplate.autoCompleteEvent,
      hasNotes: dailyTasksTemplate.hasNotes,
    })
    .from(dailyTasksTemplate)
    .where(eq(dailyTasksTemplate.isActive, true))
    .orderBy(asc(dailyTasksTemplate.orderIndex), asc(dailyTasksTemplate.code));
}

export interface DailyPreferences {
  timezone: string;
  dailyResetHour: string;
  cookieConsent: CookieConsent | null;
}

/** Spec §7: user_preferences (timezone, daily_reset_hour) and cookie_consent by user_id; null without a row. */
export async function findDailyPreferences(
  tx: DbTransaction,
  userId: string,
): Promise<DailyPreferences | null> {
  const [row] = await tx
    .select({
      timezone: userPreferences.timezone,
      dailyResetHour: userPreferences.dailyResetHour,
      cookieConsent: userPreferences.cookieConsent,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

const checklistColumns = {
  taskId: dailyChecklist.taskId,
  status: dailyChecklist.status,
  doneAt: dailyChecklist.doneAt,
  notes: dailyChecklist.notes,
};

/** Spec §7: the user's daily_checklist rows of a business date. */
export function listChecklist(tx: DbTransaction, userId: string, date: string): Promise<ChecklistState[]> {
  return tx
    .select(checklistColumns)
    .from(dailyChecklist)
    .where(and(eq(dailyChecklist.userId, userId), eq(dailyChecklist.date, date)));
}

export async function findChecklistRow(
  tx: DbTransaction,
  userId: string,
  taskId: string,
  date: string,
): Promise<ChecklistState | null> {
  const [row] = await tx
    .select(checklistColumns)
    .from(dailyChecklist)
    .where(
      and(
        eq(dailyChecklist.userId, userId),
        eq(dailyChecklist.taskId, taskId),
        eq(dailyChecklist.date, date),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Spec §7: daily_checklist upsert (user_id, task_id, date, status, done_at), conflict on the three keys. */
export async function upsertChecklistStatus(
  tx: DbTransaction,
  userId: string,
  taskId: string,
  date: string,
  status: 'Todo' | 'Done',
  doneAt: Date | null,
): Promise<ChecklistState> {
  const [row] = await tx
    .insert(dailyChecklist)
    .values({ userId, taskId, date, status, doneAt })
    .onConflictDoUpdate({
      target: [dailyChecklist.userId, dailyChecklist.taskId, dailyChecklist.date],
      set: { status, doneAt, updatedAt: new Date() },
    })
    .returning(checklistColumns);
  if (!row) throw new Error('checklist upsert returned no row');
  return row;
}

/** Spec §7: the notes of (user_id, task_id, date); the row is created as Todo when there is none yet. */
export async function upsertChecklistNotes(
  tx: DbTransaction,
  userId: string,
  taskId: string,
  date: string,
  notes: string | null,
): Promise<ChecklistState> {
  const [row] = await tx
    .insert(dailyChecklist)
    .values({ userId, taskId, date, notes })
    .onConflictDoUpdate({
      target: [dailyChecklist.userId, dailyChecklist.taskId, dailyChecklist.date],
      set: { notes, updatedAt: new Date() },
    })
    .returning(checklistColumns);
  if (!row) throw new Error('checklist upsert returned no row');
  return row;
}

/** Done tasks of the date other than `exceptTaskId` (to tell the first Done of the day). */
export async function countOtherDone(
  tx: DbTransaction,
  userId: string,
  date: string,
  exceptTaskId: string,
): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(dailyChecklist)
    .where(
      and(
        eq(dailyChecklist.userId, userId),
        eq(dailyChecklist.date, date),
        eq(dailyChecklist.status, 'Done'),
        ne(dailyChecklist.taskId, exceptTaskId),
      ),
    );
  return row?.value ?? 0;
}

const gamificationColumns = {
  xp: gamificationProfile.xp,
  level: gamificationProfile.level,
  streak: gamificationProfile.streak,
  lastActivityDate: gamificationProfile.lastActivityDate,
};

/** Spec §7: gamification_profile single; null before the user's first write. */
export async function findGamification(tx: DbTransaction, userId: string): Promise<GamificationState | null> {
  const [row] = await tx
    .select(gamificationColumns)
    .from(gamificationProfile)
    .where(eq(gamificationProfile.userId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The user's gamification row, created if missing and locked until the end of the transaction: every write of
 * the checklist takes this lock first, so two toggles of the same user never count XP twice.
 */
export async function lockGamification(tx: DbTransaction, userId: string): Promise<GamificationState> {
  await tx.insert(gamificationProfile).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select(gamificationColumns)
    .from(gamificationProfile)
    .where(eq(gamificationProfile.userId, userId))
    .for('update')
    .limit(1);
  if (!row) throw new Error('gamification row missing');
  return row;
}

/** award_xp (spec §7) and the streak, written as computed by the domain rules. */
export async function saveGamification(
  tx: DbTransaction,
  userId: string,
  state: GamificationState,
): Promise<void> {
  await tx
    .update(gamificationProfile)
    .set({
      xp: state.xp,
      level: state.level,
      streak: state.streak,
      lastActivityDate: state.lastActivityDate,
      updatedAt: new Date(),
    })
    .where(eq(gamificationProfile.userId, userId));
}

/** Spec §7: usage_metrics insert (event_name, event_type daily_tasks, page_url, user_id, metadata). */
export async function insertDailyUsageEvent(
  tx: DbTransaction,
  userId: string,
  event: { name: string; pageUrl: string | null; metadata: Record<string, unknown> },
): Promise<void> {
  await tx.insert(usageMetrics).values({
    userId,
    eventName: event.name,
    eventType: 'daily_tasks',
    pageUrl: event.pageUrl,
    metadata: event.metadata,
  });
}
