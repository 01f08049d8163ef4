import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { userLocalKeys } from '../../db/schema/offline.js';
import type { DbTransaction } from '../../db/user-context.js';

/** AES-GCM 256: 32 bytes. */
const keyLength = 32;

/**
 * The user's key, drawn from the system's random source on first use. Two first requests at once both try
 * the insert; the primary key lets one win and both read the same key.
 */
export async function findOrCreateLocalKey(tx: DbTransaction, userId: string): Promise<Uint8Array> {
  await tx
    .insert(userLocalKeys)
    .values({ userId, key: new Uint8Array(randomBytes(keyLength)) })
    .onConflictDoNothing({ target: userLocalKeys.userId });
  const [row] = await tx
    .select({ key: userLocalKeys.key })
    .from(userLocalKeys)
    .where(eq(userLocalKeys.userId, userId));
  if (!row) throw new Error('local key not stored');
  return row.key;
}
