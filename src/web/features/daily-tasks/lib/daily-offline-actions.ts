// The daily checklist's writes as offline actions (table daily_checklist, the task code as record id, the
// request as data: a status with its day and source, or notes with their day) and back, for the drawer to lay
// the queued ones over the server's list.
import type { ActionRequest } from '../../../lib/offline/submit-action';
import type { QueuedAction } from '../../../lib/offline/queued-action';
import type { TDailyWrite } from '../api/daily-tasks';

export function toDailyAction(write: TDailyWrite): ActionRequest {
  return { table: 'daily_checklist', action: 'update', recordId: write.code, data: { ...write.body } };
}

/** The checklist writes still waiting in the queue, in order. */
export function dailyWritesOf(actions: readonly QueuedAction[]): TDailyWrite[] {
  const writes: TDailyWrite[] = [];
  for (const action of actions) {
    if (action.table !== 'daily_checklist' || action.state !== 'pending' || action.synced) continue;
    const body = action.data as TDailyWrite['body'];
    if ('status' in body) writes.push({ kind: 'status', code: action.recordId, body });
    else if ('notes' in body) writes.push({ kind: 'notes', code: action.recordId, body });
  }
  return writes;
}
