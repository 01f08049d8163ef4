// Outgoing webhook deliveries (architecture: webhooks), queued and retried with backoff by a job. General: the
// alert notifications and the emergency alerts use it. Server-only (RLS on, no policy, revoked).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WEBHOOK_TARGET_KINDS } from '../../../shared/domain/webhook-kinds.js';
import { id, isOneOf, timestamps } from './columns.js';

/** standard: signed the Standard Webhooks way; slack: a Slack-compatible incoming webhook ({"text": …}). */
export const WEBHOOK_KINDS = WEBHOOK_TARGET_KINDS;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];

/** pending: to send (now or at next_attempt_at); delivered; failed: given up after the last attempt. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    // The webhook-id header: the same on every attempt, so the receiver can drop a duplicate.
    messageId: text('message_id').notNull(),
    // Who queued it (e.g. 'alerts'), for the log and the admin pages.
    source: text('source').notNull(),
    kind: text('kind', { enum: WEBHOOK_KINDS }).notNull(),
    url: text('url').notNull(),
    // `whsec_<base64>` of a standard delivery; null for Slack.
    secret: text('secret'),
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('webhook_deliveries_kind_check', isOneOf(t.kind, WEBHOOK_KINDS)),
    check('webhook_deliveries_status_check', isOneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    check('webhook_deliveries_attempts_check', sql`${t.attempts} >= 0`),
    check('webhook_deliveries_secret_check', sql`(${t.kind} = 'standard') = (${t.secret} is not null)`),
    index('webhook_deliveries_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
  ],
).enableRLS();
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
