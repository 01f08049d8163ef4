import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { secureLogs } from '../../db/schema/logs.js';
import { erasureMacOf } from './secure-log-digest.js';
import { contentOf } from './secure-log-verify.js';
import type { SecureLogVault } from './secure-log-vault.js';

/**
 * Erases what a user's secure logs say (GDPR erasure, the account deletion issue): message, metadata, their
 * ciphertexts and the user agent are blanked, the level, source, instant and digest stay, and an erasure mark
 * (an HMAC under the chain key) replaces the digest check, so the chain still verifies. Call it before deleting
 * the account (the deletion then sets user_id to null and the rows stay in the chain). Returns the rows erased.
 */
export async function eraseUserSecureLogs(db: Db, vault: SecureLogVault, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(secureLogs)
      .where(and(eq(secureLogs.userId, userId), isNull(secureLogs.erasedAt)));
    const erasedAt = new Date(Date.now());
    for (const row of rows) {
      const blanked = {
        message: '',
        encryptedMessage: null,
        metadata: null,
        encryptedMetadata: null,
        userAgent: null,
        keyId: null,
      };
      const erasureMac = erasureMacOf(
        vault.chainKey,
        { ...contentOf(row), ...blanked },
        row.contentDigest,
        erasedAt,
      );
      await tx
        .update(secureLogs)
        .set({ ...blanked, erasedAt, erasureMac })
        .where(eq(secureLogs.id, row.id));
    }
    return rows.length;
  });
}
