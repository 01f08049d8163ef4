/**
 * XP, level and streak of the daily checklist (spec §4, §9 "XP per task 10").
 *
 * - Ticking a task (Todo → Done) gives +10 XP, unticking it (Done → Todo) −10 XP; XP never goes below 0
 *   (award_xp(−10) clamps).
 * - Level: 1 + floor(xp / 100), so every 10 tasks make a level (level 1 from 0 to 99 XP).
 * - Streak: counted in business dates with at least one Done. A Done on business date D extends the streak
 *   when the last active date was D − 1, keeps it when it was already D (or a later date: a late tick on
 *   yesterday's list does not rewind it), and restarts it at 1 otherwise. Unticking does not change the streak.
 */
import { addDays, compareDates, type TCalendarDate } from './calendar.js';

export const XP_PER_TASK = 10;
export const XP_PER_LEVEL = 100;

export interface GamificationState {
  xp: number;
  level: number;
  streak: number;
  /** Business date of the last Done, null before the first one. */
  lastActivityDate: TCalendarDate | null;
}

export const initialGamification: GamificationState = {
  xp: 0,
  level: 1,
  streak: 0,
  lastActivityDate: null,
};

export function levelForXp(xp: number): number {
  return 1 + Math.floor(Math.max(0, xp) / XP_PER_LEVEL);
}

/** award_xp: adds `amount` (positive or negative), never below 0; the level follows. */
export function awardXp(state: GamificationState, amount: number): GamificationState {
  const xp = Math.max(0, state.xp + amount);
  return { ...state, xp, level: levelForXp(xp) };
}

/** The streak after a Done on business date `date`. */
export function recordActivity(state: GamificationState, date: TCalendarDate): GamificationState {
  const last = state.lastActivityDate;
  if (last !== null && compareDates(last, date) >= 0) {
    return { ...state, streak: Math.max(1, state.streak) };
  }
  const streak = last !== null && addDays(last, 1) === date ? state.streak + 1 : 1;
  return { ...state, streak, lastActivityDate: date };
}

/** The state after a task of business date `date` changed status (nothing happens when it did not change). */
export function applyTaskToggle(
  state: GamificationState,
  change: { from: 'Todo' | 'Done'; to: 'Todo' | 'Done'; date: TCalendarDate },
): GamificationState {
  if (change.from === change.to) return state;
  if (change.to === 'Done') return recordActivity(awardXp(state, XP_PER_TASK), change.date);
  return awardXp(state, -XP_PER_TASK);
}
