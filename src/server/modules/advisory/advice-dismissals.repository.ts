import { and, eq } from 'drizzle-orm';
import { adviceDismissals } from '../../db/schema/advisory.js';
import type { DbTransaction } from '../../db/user-context.js';

export function findAdviceDismissals(tx: DbTransaction, userId: string) {
  return tx
    .select({ adviceId: adviceDismissals.adviceId, dismissedAt: adviceDismissals.dismissedAt })
    .from(adviceDismissals)
    .where(eq(adviceDismissals.userId, userId));
}

/** Dismisses an advice (a second dismissal keeps the first date). */
export async function dismissAdvice(tx: DbTransaction, userId: string, adviceId: string): Promise<void> {
  await tx.insert(adviceDismissals).values({ userId, adviceId }).onConflictDoNothing();
}

/** Undoes a dismissal; false when there was none. */
export async function undoAdviceDismissal(tx: DbTransaction, userId: string, adviceId: string) {
  const removed = await tx
    .delete(adviceDismissals)
    .where(and(eq(adviceDismissals.userId, userId), eq(adviceDismissals.adviceId, adviceId)))
    .returning({ adviceId: adviceDismissals.adviceId });
  return removed.length > 0;
}
