import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { sessionTimings } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/auth.js';

/** Pushes the inactivity end 30 min away; the database caps it at 12 h after sign-in. */
export async function extendSession(db: Db, sessionId: string): Promise<Date | null> {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: sql`now() + make_interval(secs => ${sessionTimings.inactivityMs / 1000})` })
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, sql`now()`)))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt ?? null;
}

/** The user's sessions that have not ended, newest first (no token: it never leaves the server). */
export function listActiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.updatedAt));
}

/** Ends one of the user's sessions; false when it is not theirs or does not exist. */
export async function revokeSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length === 1;
}
