import type { AlertNotificationTargetRow, AlertTriggerRow } from '../../db/schema/alerts.js';
import type { QueuedWebhook } from '../../integrations/webhooks/webhook-queue.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import { translatorFor } from '../../lib/i18n.js';
import { cleanupMessage, resolvedMessage } from './alert-messages.js';

export type AlertNoticeKind = 'fired' | 'resolved';

/**
 * Spec §7 alert webhook body {alert, severity, message, value, threshold, timestamp}; a resolved notice adds
 * `status: 'resolved'` and its time (a fired one says `status: 'firing'`).
 */
export function alertWebhookBody(trigger: AlertTriggerRow, kind: AlertNoticeKind) {
  return {
    alert: trigger.ruleName,
    severity: trigger.severity,
    message: kind === 'fired' ? trigger.message : resolvedMessage(trigger.ruleName, 'fr'),
    value: trigger.value,
    threshold: trigger.threshold,
    timestamp: trigger.triggeredAt.toISOString(),
    status: kind === 'fired' ? 'firing' : 'resolved',
    ...(kind === 'resolved' && trigger.resolvedAt ? { resolvedAt: trigger.resolvedAt.toISOString() } : {}),
  };
}

function noticeText(trigger: AlertTriggerRow, kind: AlertNoticeKind): string {
  if (kind === 'resolved') return resolvedMessage(trigger.ruleName, 'fr');
  const cleanup = trigger.cleanup ? `\n${cleanupMessage(trigger.cleanup, 'fr')}` : '';
  return `${trigger.message}${cleanup}`;
}

export interface AlertNotices {
  webhooks: QueuedWebhook[];
  mails: MailMessage[];
}

/**
 * What one fired or resolved trigger sends through its rule's enabled targets: webhooks and Slack messages
 * (queued in the evaluation's transaction), mails (sent after it commits; an empty address means every
 * admin). The in-app panel reads the triggers themselves. The product's language, French, is used.
 */
export function alertNotices(
  trigger: AlertTriggerRow,
  kind: AlertNoticeKind,
  targets: readonly AlertNotificationTargetRow[],
  adminEmails: readonly string[],
): AlertNotices {
  const notices: AlertNotices = { webhooks: [], mails: [] };
  const t = translatorFor('fr');
  const text = noticeText(trigger, kind);
  for (const target of targets.filter((candidate) => candidate.enabled)) {
    if (target.type === 'webhook')
      notices.webhooks.push({
        source: 'alerts',
        kind: 'standard',
        url: target.target,
        secret: target.secret,
        payload: alertWebhookBody(trigger, kind),
      });
    else if (target.type === 'slack')
      notices.webhooks.push({
        source: 'alerts',
        kind: 'slack',
        url: target.target,
        secret: null,
        payload: { text: `[${t(`alerts:severities.${trigger.severity}`)}] ${text}` },
      });
    else if (target.type === 'email')
      for (const to of target.target === '' ? adminEmails : [target.target])
        notices.mails.push({
          to,
          subject: t(kind === 'fired' ? 'alerts:mail.firedSubject' : 'alerts:mail.resolvedSubject', {
            rule: trigger.ruleName,
            severity: t(`alerts:severities.${trigger.severity}`),
          }),
          text,
        });
  }
  return notices;
}
