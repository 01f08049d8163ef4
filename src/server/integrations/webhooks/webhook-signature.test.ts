import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createWebhookMessageId, createWebhookSecret, signWebhook } from './webhook-signature.js';

describe('Standard Webhooks signature', () => {
  it('is what the reference library verifies, and it refuses a changed body, an old timestamp, another secret', () => {
    const secret = createWebhookSecret();
    const id = createWebhookMessageId();
    const body = JSON.stringify({ alert: 'Crash détecté', severity: 'critical', value: 1 });
    const now = Math.floor(Date.now() / 1000);
    const headers = signWebhook(secret, id, now, body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace('1', '2'), headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, signWebhook(secret, id, now - 6 * 60, body))).toThrow();
    expect(() => new Webhook(createWebhookSecret()).verify(body, headers)).toThrow();
  });
});
