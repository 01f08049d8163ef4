import type { TDailyTasks } from '../../../../shared/contracts/daily-tasks';
import { XP_PER_TASK, levelForXp } from '../../../../shared/domain/gamification';
import type { TDailyWrite } from '../api/daily-tasks';

/**
 * What the drawer shows: the server's checklist with the writes still waiting to be sent laid over it (a tick
 * shows at once, and stays shown while offline). The XP follows the same rule as the server: ±10 for each task
 * whose waiting status differs from the server's, never below 0.
 */
export function withPendingWrites(data: TDailyTasks, pending: readonly TDailyWrite[]): TDailyTasks {
  const ofToday = pending.filter((write) => write.body.date === data.date);
  if (ofToday.length === 0) return data;
  let xp = data.gamification.xp;
  const items = data.items.map((item) => {
    let next = item;
    for (const write of ofToday) {
      if (write.code !== item.code) continue;
      if (write.kind === 'notes') {
        next = { ...next, notes: write.body.notes.trim() === '' ? null : write.body.notes };
      } else if (write.body.status !== next.status) {
        const isDone = write.body.status === 'Done';
        next = { ...next, status: write.body.status, doneAt: isDone ? next.doneAt : null };
      }
    }
    if (next.status !== item.status)
      xp = Math.max(0, xp + (next.status === 'Done' ? XP_PER_TASK : -XP_PER_TASK));
    return next;
  });
  return {
    ...data,
    items,
    remaining: items.filter((item) => item.status !== 'Done').length,
    gamification: { ...data.gamification, xp, level: levelForXp(xp) },
  };
}
