// The acknowledgement links of the alert mails: 32 random bytes in base64url, of which only the SHA-256 is
// stored; a link works once and for ACK_LINK_VALIDITY_HOURS after its mail. The member who opens it has no
// account, so the link is read and used through the server's own connection, by the hash alone.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emergencyAckLinks, emergencyAlertRecipients, emergencyAlerts } from '../../db/schema/emergency.js';
import { ACK_LINK_VALIDITY_HOURS } from '../../../shared/domain/emergency/emergency-alerts.js';
import type { DbOrTx } from './emergency-alerts.repository.js';

export function hashAckToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link of a recipient: the token goes into the mail, its hash into the table. */
export async function createAckLink(
  db: DbOrTx,
  recipient: { id: string; userId: string },
  sentAt: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emergencyAckLinks).values({
    userId: recipient.userId,
    recipientId: recipient.id,
    tokenHash: hashAckToken(token),
    expiresAt: new Date(sentAt.getTime() + ACK_LINK_VALIDITY_HOURS * 3_600_000),
  });
  return token;
}

/** The page a link opens: the path of the web app, the token in the fragment (never sent to a server log). */
export function ackLinkUrl(linkBase: string, token: string): string {
  return `${linkBase}/alerte/accuse-reception#${token}`;
}

/** The link, its recipient and its alert, found by the token's hash; `lock` takes the link row for update. */
export async function findAckLink(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  token: string,
  lock = false,
) {
  const query = db
    .select({ link: emergencyAckLinks, recipient: emergencyAlertRecipients, alert: emergencyAlerts })
    .from(emergencyAckLinks)
    .innerJoin(emergencyAlertRecipients, eq(emergencyAlertRecipients.id, emergencyAckLinks.recipientId))
    .innerJoin(emergencyAlerts, eq(emergencyAlerts.id, emergencyAlertRecipients.alertId))
    .where(and(eq(emergencyAckLinks.tokenHash, hashAckToken(token))));
  const [row] = lock ? await query.for('update', { of: emergencyAckLinks }) : await query;
  return row;
}

export async function markLinkUsed(db: DbOrTx, linkId: string, at: Date): Promise<void> {
  await db.update(emergencyAckLinks).set({ usedAt: at }).where(eq(emergencyAckLinks.id, linkId));
}
