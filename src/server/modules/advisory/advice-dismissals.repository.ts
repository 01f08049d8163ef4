import { and, eq, lt } from 'drizzle-orm';
import { adviceDismissals } from '../../db/schema/advisory.js';
import type { DbTransaction } from '../../db/user-context.js';

export function findAdviceDismissals(tx: DbTransaction, userId: string) {
  return tx
    .select({ adviceId: adviceDismissals.adviceId, dismissedAt: adviceDismissals.dismissedAt })
    .from(adviceDismissals)
    .where(eq(adviceDismissals.userId, userId));
}

/**
 * Dismissals older than this are forgotten: every situation's id changes within a year (the longest, the
 * main-crop budget, is keyed by the calendar year), so the list does not grow for ever.
 */
const DISMISSAL_KEPT_DAYS = 400;

/** Dismisses an advice (a second dismissal keeps the first date), and forgets the user's stale dismissals. */
export async function dismissAdvice(tx: DbTransaction, userId: string, adviceId: string): Promise<void> {
  const staleBefore = new Date(Date.now() - DISMISSAL_KEPT_DAYS * 86_400_000);
  await tx
    .delete(adviceDismissals)
    .where(and(eq(adviceDismissals.userId, userId), lt(adviceDismissals.dismissedAt, staleBefore)));
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
