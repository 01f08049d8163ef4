// Account deletion (issue 21): after the password (or a fresh sign-in), every personal row goes: the users row
// cascades to every user-owned table and the sessions (signed out at once); the secure logs are erased in place
// first (the chain still verifies); the feed log (it holds its lots back), support messages, mails and auth
// links naming the account go explicitly. Invoices, orders and quotes are kept 10 years, pseudonymised. The
// gdpr_deletion activity has no user and names the e-mail by a keyed digest only.
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users, verifications } from '../../db/schema/auth.js';
import { feedLogs } from '../../db/schema/feed-log.js';
import { mailOutbox, supportMessages } from '../../db/schema/system.js';
import { notFound } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { eraseUserSecureLogs } from '../secure-logs/secure-log-erasure.js';
import type { SecureLogVault } from '../secure-logs/secure-log-vault.js';
import { retainAccountingRecords } from './accounting-retention.repository.js';
import { accountingPseudonymOf, emailDigestOf } from './user-pseudonym.js';

async function findEmail(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return row.email;
}

export async function deleteAccount(db: Db, vault: SecureLogVault, userId: string): Promise<void> {
  const email = await findEmail(db, userId);
  // Its own transaction on the server's connection (the secure logs' writer): before the deletion, which sets
  // the rows' user_id to null.
  const secureLogsErased = await eraseUserSecureLogs(db, vault, userId);
  await db.transaction(async (tx) => {
    const pseudonym = accountingPseudonymOf(vault.chainKey, userId);
    const retained = await retainAccountingRecords(tx, userId, pseudonym);
    // feed_logs -> raw_materials is ON DELETE RESTRICT: the cascade could reach a lot before its entries.
    await tx.delete(feedLogs).where(eq(feedLogs.userId, userId));
    await tx.delete(supportMessages).where(eq(supportMessages.userId, userId));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = lower(${email})`);
    await tx
      .delete(verifications)
      .where(
        or(
          eq(verifications.identifier, email),
          eq(verifications.value, userId),
          eq(verifications.value, email),
        ),
      );
    await tx.delete(users).where(eq(users.id, userId));
    await recordActivity(tx, {
      userId: null,
      activityType: 'gdpr_deletion',
      description: 'account deleted',
      metadata: {
        emailDigest: emailDigestOf(vault.chainKey, email),
        accountingPseudonym: pseudonym,
        retained,
        secureLogsErased,
      },
    });
  });
}
