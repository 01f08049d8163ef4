// A member acknowledges an alert from the link of their mail, without an account: the link is found by the
// hash of its token on the server's own connection, checked (known, unused, not expired, alert still open),
// then used once, in one transaction that also records the acknowledgement and queues the webhooks.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emergencyWebhooks as emergencyWebhookTable } from '../../db/schema/emergency.js';
import { enqueueWebhooks } from '../../integrations/webhooks/webhook-queue.js';
import { HttpError } from '../../lib/http-error.js';
import type { TAcknowledgementView } from '../../../shared/contracts/emergency.js';
import { insertEvent, markAcknowledged } from './emergency-alerts.repository.js';
import { findAckLink, markLinkUsed } from './emergency-ack-links.js';
import { emergencyWebhooks } from './emergency-notices.js';

type FoundLink = NonNullable<Awaited<ReturnType<typeof findAckLink>>>;

function viewOf(found: FoundLink, acknowledgedAt: Date | null): TAcknowledgementView {
  return {
    hazard: found.alert.hazard,
    isDrill: found.alert.isDrill,
    message: found.alert.message,
    raisedBy: found.alert.raisedBy,
    raisedAt: found.alert.raisedAt.toISOString(),
    memberName: found.recipient.name,
    isResolved: found.alert.resolvedAt !== null,
    acknowledgedAt: acknowledgedAt?.toISOString() ?? null,
  };
}

/** The refusals of a link, in the order a member would understand them. */
function checkLink(found: FoundLink | undefined, now: Date): FoundLink {
  if (!found) throw new HttpError(404, 'ack_link_invalid', 'emergency:ack.linkInvalid');
  if (found.link.usedAt) throw new HttpError(410, 'ack_link_used', 'emergency:ack.linkUsed');
  if (found.link.expiresAt.getTime() <= now.getTime())
    throw new HttpError(410, 'ack_link_expired', 'emergency:ack.linkExpired');
  if (found.alert.resolvedAt) throw new HttpError(409, 'alert_resolved', 'emergency:ack.alertResolved');
  return found;
}

/** What the link's page shows before the member confirms (nothing is changed). */
export async function lookUpAcknowledgement(db: Db, token: string, now = new Date()) {
  const found = checkLink(await findAckLink(db, token), now);
  return viewOf(found, found.recipient.acknowledgedAt);
}

/** Uses the link: the member's acknowledgement with its time (or the earlier one), the link dead after. */
export async function acknowledgeByLink(db: Db, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const found = checkLink(await findAckLink(tx, token, true), now);
    await markLinkUsed(tx, found.link.id, now);
    if (!(await markAcknowledged(tx, found.recipient.id, now, 'link')))
      return viewOf(found, found.recipient.acknowledgedAt);
    await insertEvent(tx, {
      userId: found.alert.userId,
      alertId: found.alert.id,
      at: now,
      kind: 'acknowledged',
      actor: found.recipient.name,
    });
    const webhooks = await tx
      .select()
      .from(emergencyWebhookTable)
      .where(eq(emergencyWebhookTable.userId, found.alert.userId));
    await enqueueWebhooks(
      tx,
      emergencyWebhooks(webhooks, 'acknowledged', found.alert, now, found.recipient.name),
      now,
    );
    return viewOf(found, now);
  });
}
