import type { Db } from '../../db/client.js';
import type { WebhookDeliveryRow } from '../../db/schema/webhooks.js';
import { claimDueDeliveries, markAttemptFailed, markDelivered } from './webhook-queue.js';
import { signWebhook } from './webhook-signature.js';
import { findWebhookTargetProblem, type ServerSelf } from './webhook-target.js';

/** Attempts before a delivery is given up (the row stays 'failed' with its last error). */
export const MAX_WEBHOOK_ATTEMPTS = 8;
/** First retry after 30 s, then doubling: 30 s, 1 min, 2 min … capped at an hour. */
export const FIRST_RETRY_DELAY_MS = 30_000;
const maxRetryDelayMs = 60 * 60_000;
const requestTimeoutMs = 10_000;

/** The wait before attempt n + 1 after n failed ones (exponential backoff). */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(maxRetryDelayMs, FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1));
}

export interface WebhookDeliveryOptions {
  db: Db;
  self: ServerSelf;
  now?: () => Date;
  /** The log: a delivery's failure is a warning (no URL: it may carry a token in its path). */
  logger?: { warn(object: Record<string, unknown>, message: string): void };
}

export interface DeliveryRunResult {
  delivered: number;
  failed: number;
}

async function attempt(delivery: WebhookDeliveryRow, now: Date, self: ServerSelf): Promise<string | null> {
  // Checked again at every attempt: the server's own port is known only once it listens.
  const problem = findWebhookTargetProblem(delivery.url, self);
  if (problem) return `refused target: ${problem}`;
  const body = delivery.body;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (delivery.kind === 'standard' && delivery.secret)
    Object.assign(headers, signWebhook(delivery.secret, delivery.messageId, now.getTime() / 1000, body));
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return error instanceof Error ? error.name : 'network error';
  }
}

/**
 * Sends the deliveries due now, each signed at its attempt's time; a failure (network, timeout, non-2xx,
 * a redirect) is retried with exponential backoff, up to MAX_WEBHOOK_ATTEMPTS.
 */
export async function deliverDueWebhooks(
  options: WebhookDeliveryOptions,
  limit = 50,
): Promise<DeliveryRunResult> {
  const now = options.now ?? (() => new Date());
  const claimed = await claimDueDeliveries(options.db, now(), limit, requestTimeoutMs * 3);
  const result: DeliveryRunResult = { delivered: 0, failed: 0 };
  for (const delivery of claimed) {
    const attempts = delivery.attempts + 1;
    const error = await attempt(delivery, now(), options.self);
    if (error === null) {
      await markDelivered(options.db, delivery.id, attempts, now());
      result.delivered += 1;
      continue;
    }
    result.failed += 1;
    const isLast = attempts >= MAX_WEBHOOK_ATTEMPTS;
    await markAttemptFailed(
      options.db,
      delivery.id,
      attempts,
      error,
      isLast ? null : new Date(now().getTime() + retryDelayMs(attempts)),
    );
    options.logger?.warn(
      { delivery: delivery.id, source: delivery.source, attempts, error, givenUp: isLast },
      'webhook delivery failed',
    );
  }
  return result;
}
