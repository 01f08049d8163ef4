import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import { webhookDeliveries, type WebhookDeliveryRow, type WebhookKind } from '../../db/schema/webhooks.js';
import { createWebhookMessageId } from './webhook-signature.js';

export interface QueuedWebhook {
  /** Who queued it, e.g. 'alerts'. */
  source: string;
  kind: WebhookKind;
  url: string;
  /** `whsec_…` for a standard webhook; ignored (null) for Slack. */
  secret: string | null;
  /** The JSON body, serialised once: every attempt sends (and signs) the same bytes. */
  payload: unknown;
}

/** Queues deliveries in the caller's transaction, due at `now`: they leave only if it commits. */
export async function enqueueWebhooks(
  tx: Db | DbTransaction,
  webhooks: readonly QueuedWebhook[],
  now: Date,
): Promise<void> {
  if (webhooks.length === 0) return;
  await tx.insert(webhookDeliveries).values(
    webhooks.map((webhook) => ({
      messageId: createWebhookMessageId(),
      source: webhook.source,
      kind: webhook.kind,
      url: webhook.url,
      secret: webhook.kind === 'standard' ? webhook.secret : null,
      body: JSON.stringify(webhook.payload),
      nextAttemptAt: now,
    })),
  );
}

/**
 * Takes up to `limit` pending deliveries due at `now` and pushes their next attempt `leaseMs` ahead in the
 * same statement, so two instances (or two runs) never send the same attempt twice.
 */
export async function claimDueDeliveries(
  db: Db,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<WebhookDeliveryRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, now)))
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
      .where(
        sql`${webhookDeliveries.id} in (${sql.join(
          due.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      )
      .returning();
  });
}

export async function markDelivered(db: Db, id: string, attempts: number, now: Date): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({ status: 'delivered', attempts, deliveredAt: now, lastError: null })
    .where(eq(webhookDeliveries.id, id));
}

export async function markAttemptFailed(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  nextAttemptAt: Date | null,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set(
      nextAttemptAt
        ? { attempts, lastError: error, nextAttemptAt }
        : { attempts, lastError: error, status: 'failed' },
    )
    .where(eq(webhookDeliveries.id, id));
}
