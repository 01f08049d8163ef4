import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { sessionTimings } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';
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

/**
 * The user of a live session, by its token, sliding its inactivity end when the last slide is a minute old
 * (the auth library's rule: expiresAt - 30 min + 60 s <= now). One statement; the trigger caps the end at 12 h.
 */
export async function findLiveSessionUserId(db: Db, token: string): Promise<string | null> {
  const inactivitySeconds = sessionTimings.inactivityMs / 1000;
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`with live as (
          select id, user_id, expires_at from sessions where token = ${token} and expires_at > now()
        ), slid as (
          update sessions set expires_at = now() + make_interval(secs => ${inactivitySeconds}), updated_at = now()
          from live
          where sessions.id = live.id
            and live.expires_at - make_interval(secs => ${inactivitySeconds}) + interval '60 seconds' <= now()
          returning sessions.id
        )
        select user_id from live`,
  );
  return rows[0]?.user_id ?? null;
}

/** What the auth library's session tokens are made of (checked before a token is written into SQL text). */
const tokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * `findLiveSessionUserId` as SQL text to start a transaction with (user-context.ts withSelectedUserContext):
 * the session's user and whether its inactivity end is due to slide (the caller then slides it with
 * `findLiveSessionUserId`, at most once a minute). Null for a token that is not the library's shape: the token
 * is written into the text, so only letters, digits, `-` and `_` are.
 */
export function liveSessionSelect(token: string): string | null {
  if (!tokenPattern.test(token)) return null;
  const inactivitySeconds = Math.round(sessionTimings.inactivityMs / 1000);
  return `select user_id,
      expires_at - interval '${inactivitySeconds} seconds' + interval '60 seconds' <= now() as slide_due
    from sessions where token = '${token}' and expires_at > now()`;
}
