import { createHmac, randomBytes, randomUUID } from 'node:crypto';

/**
 * Standard Webhooks signing (standardwebhooks.com): the secret is `whsec_` + base64 of random bytes; the
 * signature is `v1,` + base64 of HMAC-SHA256, keyed by the secret's bytes, of `id.timestamp.body`.
 */
const secretPrefix = 'whsec_';

/** A new per-target secret (24 random bytes, as the reference libraries make them). */
export function createWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(24).toString('base64')}`;
}

export function createWebhookMessageId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

export interface SignedWebhookHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers of one attempt; `timestamp` in seconds since the epoch, the attempt's own time. */
export function signWebhook(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): SignedWebhookHeaders {
  if (!secret.startsWith(secretPrefix)) throw new Error('webhook secret without its whsec_ prefix');
  const key = Buffer.from(secret.slice(secretPrefix.length), 'base64');
  const timestamp = String(Math.floor(timestampSeconds));
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
