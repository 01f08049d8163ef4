/**
 * Where the server posts a webhook (the admin alert targets, the emergency alerts): a signed Standard Webhooks
 * endpoint, or a Slack-compatible incoming webhook ({"text": …}).
 */
export const WEBHOOK_TARGET_KINDS = ['standard', 'slack'] as const;
export type TWebhookTargetKind = (typeof WEBHOOK_TARGET_KINDS)[number];
