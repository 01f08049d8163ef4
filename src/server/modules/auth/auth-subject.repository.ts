import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema/auth.js';

/** The user an e-mail belongs to (lower-cased as the auth library stores it), or null. */
export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The user of a pending second-factor challenge, from the challenge cookie's value ("<identifier>.<signature>",
 * URL-encoded). Only used to key rate limits and code replays: the auth library verifies the signature.
 */
export async function findChallengeUserId(db: Db, signedCookieValue: string): Promise<string | null> {
  const decoded = safeDecode(signedCookieValue);
  const identifier = decoded.slice(0, Math.max(0, decoded.lastIndexOf('.')));
  if (!identifier) return null;
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.value ?? null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
