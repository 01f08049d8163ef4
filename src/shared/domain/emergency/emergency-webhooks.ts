/** Where an emergency alert may be posted: a signed Standard Webhooks endpoint, or a Slack incoming webhook. */
export const WEBHOOK_TARGET_KINDS = ['standard', 'slack'] as const;
export type TWebhookTargetKind = (typeof WEBHOOK_TARGET_KINDS)[number];
