// What an emergency alert sends: the mails of the team (raised, sent again, resolved) and the webhook bodies
// (raised, acknowledged, resolved), in the language of the operator who raised it. Pure.
import type { EmergencyAlertRow, EmergencyWebhookRow } from '../../db/schema/emergency.js';
import type { QueuedWebhook } from '../../integrations/webhooks/webhook-queue.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import { translatorFor } from '../../lib/i18n.js';
import {
  ACK_LINK_VALIDITY_HOURS,
  type TEmergencyHazard,
} from '../../../shared/domain/emergency/emergency-alerts.js';
import type { AlertOwner } from './emergency-owner.repository.js';

export type EmergencyWebhookEvent = 'raised' | 'acknowledged' | 'resolved';

/** The steps of a hazard's procedure: the operator's own text (one step per line), else the default. */
export function procedureSteps(
  hazard: TEmergencyHazard,
  customSteps: string | undefined,
  language: 'fr' | 'en',
): string[] {
  if (customSteps !== undefined)
    return customSteps
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
  return translatorFor(language)(`emergency:procedures.${hazard}.steps`, { returnObjects: true }) as string[];
}

function formatInstant(at: Date, alert: EmergencyAlertRow, owner: AlertOwner): string {
  return new Intl.DateTimeFormat(alert.language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: owner.timeZone,
  }).format(at);
}

function plantOf(alert: EmergencyAlertRow, owner: AlertOwner): string {
  return owner.plant ?? (alert.language === 'fr' ? 'votre site' : 'your site');
}

/** The mail of a member: the alert, the procedure, the numbers, and the link that acknowledges it. */
export function alertMail(
  alert: EmergencyAlertRow,
  owner: AlertOwner,
  to: string,
  ackUrl: string,
  steps: readonly string[],
  isReminder: boolean,
): MailMessage {
  const t = translatorFor(alert.language);
  const hazard = t(`emergency:hazards.${alert.hazard}`);
  const subject = t(alert.isDrill ? 'emergency:mail.subjectDrill' : 'emergency:mail.subjectReal', {
    hazard,
    plant: plantOf(alert, owner),
  });
  const lines = [
    t(alert.isDrill ? 'emergency:mail.drillLine' : 'emergency:mail.realLine'),
    hazard,
    t('emergency:mail.raisedBy', { name: alert.raisedBy, date: formatInstant(alert.raisedAt, alert, owner) }),
    ...(alert.message ? [t('emergency:mail.message', { message: alert.message })] : []),
    '',
    t('emergency:mail.ackLine', { hours: ACK_LINK_VALIDITY_HOURS }),
    ackUrl,
    '',
    t('emergency:mail.procedure'),
    ...steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    t('emergency:mail.numbers'),
    t('emergency:mail.secondChannel'),
  ];
  return {
    to,
    subject: `${isReminder ? t('emergency:mail.subjectResent') : ''}${subject}`,
    text: lines.join('\n'),
  };
}

/** The one notice of a resolved alert. */
export function resolvedMail(alert: EmergencyAlertRow, owner: AlertOwner, to: string): MailMessage {
  const t = translatorFor(alert.language);
  const hazard = t(`emergency:hazards.${alert.hazard}`);
  const lines = [
    ...(alert.isDrill ? [t('emergency:mail.drillLine')] : []),
    t('emergency:mail.resolvedBody', {
      hazard,
      date: formatInstant(alert.raisedAt, alert, owner),
      name: alert.resolvedBy ?? owner.name,
    }),
    ...(alert.resolutionNote ? [t('emergency:mail.resolvedNote', { note: alert.resolutionNote })] : []),
  ];
  return {
    to,
    subject: t('emergency:mail.subjectResolved', { hazard, plant: plantOf(alert, owner) }),
    text: lines.join('\n'),
  };
}

/** The body of a standard webhook: what happened, when, and the alert as it stands. */
export function emergencyWebhookBody(
  event: EmergencyWebhookEvent,
  alert: EmergencyAlertRow,
  at: Date,
  member?: string,
) {
  return {
    type: `emergency.${event}`,
    timestamp: at.toISOString(),
    data: {
      alertId: alert.id,
      hazard: alert.hazard,
      isDrill: alert.isDrill,
      message: alert.message,
      raisedBy: alert.raisedBy,
      raisedAt: alert.raisedAt.toISOString(),
      ...(member ? { member } : {}),
      ...(alert.resolvedAt
        ? { resolvedAt: alert.resolvedAt.toISOString(), resolvedBy: alert.resolvedBy }
        : {}),
    },
  };
}

function slackText(event: EmergencyWebhookEvent, alert: EmergencyAlertRow, member?: string): string {
  const t = translatorFor(alert.language);
  const hazard = t(`emergency:hazards.${alert.hazard}`);
  const prefix = alert.isDrill ? `${t('emergency:open.drillBadge')} · ` : '';
  if (event === 'acknowledged') return `${prefix}${t('emergency:timeline.acknowledged', { actor: member })}`;
  if (event === 'resolved')
    return `${prefix}${hazard}: ${t('emergency:timeline.resolved', { actor: alert.resolvedBy })}`;
  return `${prefix}${t(alert.isDrill ? 'emergency:mail.drillLine' : 'emergency:mail.realLine')} ${hazard}. ${alert.message}`.trim();
}

/** The deliveries of one event to every webhook of the operator. */
export function emergencyWebhooks(
  webhooks: readonly EmergencyWebhookRow[],
  event: EmergencyWebhookEvent,
  alert: EmergencyAlertRow,
  at: Date,
  member?: string,
): QueuedWebhook[] {
  return webhooks.map((webhook) => ({
    source: 'emergency',
    kind: webhook.kind,
    url: webhook.url,
    secret: webhook.secret,
    payload:
      webhook.kind === 'slack'
        ? { text: slackText(event, alert, member) }
        : emergencyWebhookBody(event, alert, at, member),
  }));
}
