import { and, eq } from 'drizzle-orm';
import type { AgendaTaskState } from '../../../shared/domain/agenda-tasks.js';
import { agendaTasks, type AgendaTaskRow } from '../../db/schema/agenda.js';
import type { DbTransaction } from '../../db/user-context.js';

/**
 * Moves a task to `state` (completed or pending again) unless it is there already, in which case the row is read
 * as it is: completing twice keeps the first completed_at. Null when the user has no such task.
 */
export async function setAgendaTaskState(
  tx: DbTransaction,
  userId: string,
  id: string,
  state: AgendaTaskState,
): Promise<AgendaTaskRow | null> {
  const owned = and(eq(agendaTasks.id, id), eq(agendaTasks.userId, userId));
  const [changed] = await tx
    .update(agendaTasks)
    .set(state)
    .where(and(owned, eq(agendaTasks.completed, !state.completed)))
    .returning();
  if (changed) return changed;
  const [unchanged] = await tx.select().from(agendaTasks).where(owned).limit(1);
  return unchanged ?? null;
}
