import {
  deliverDueWebhooks,
  type WebhookDeliveryOptions,
} from '../integrations/webhooks/webhook-delivery.js';
import type { Job } from './scheduler.js';

/** Every 30 s, the webhook deliveries due (first attempts left over, retries whose backoff has passed). */
export function createWebhookDeliveryJob(options: WebhookDeliveryOptions): Job {
  return {
    name: 'webhook-delivery',
    lockKey: 4_842_020_003,
    intervalMs: 30_000,
    async run() {
      await deliverDueWebhooks(options);
    },
  };
}
