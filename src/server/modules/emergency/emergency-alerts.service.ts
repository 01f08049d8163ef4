// Raising, acknowledging (by the operator) and resolving an emergency alert in the user's transaction. Mails
// leave after the transaction commits (in the background: the request does not wait for the SMTP server);
// webhooks are queued then on the server's connection (their queue is server-only).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { EmergencyAlertRow } from '../../db/schema/emergency.js';
import type { Mailer, MailMessage } from '../../integrations/mail/mailer.js';
import { enqueueWebhooks, type QueuedWebhook } from '../../integrations/webhooks/webhook-queue.js';
import { HttpError } from '../../lib/http-error.js';
import type { TRaiseEmergencyAlertRequest } from '../../../shared/contracts/emergency.js';
import { recordActivity } from '../activity/activity.repository.js';
import { findProcedure, findTeamMembers, findWebhooks } from './emergency-config.repository.js';
import {
  findAlertOfUser,
  insertAlert,
  insertEvent,
  insertRecipients,
  lockAlert,
  markAcknowledged,
  markResolved,
  type AlertWithDetails,
} from './emergency-alerts.repository.js';
import { ackLinkUrl, createAckLink } from './emergency-ack-links.js';
import { alertMail, emergencyWebhooks, procedureSteps, resolvedMail } from './emergency-notices.js';
import { findAlertOwner } from './emergency-owner.repository.js';

export interface EmergencyDependencies {
  /** The server's own connection: the webhook queue and the acknowledgement links. */
  db: Db;
  mailer: Mailer;
}

interface Outbox {
  mails: MailMessage[];
  webhooks: QueuedWebhook[];
}

/** Sends what a committed change produced: mails in the background, webhooks into their queue. */
export async function dispatch(dependencies: EmergencyDependencies, outbox: Outbox, now: Date) {
  await enqueueWebhooks(dependencies.db, outbox.webhooks, now);
  for (const mail of outbox.mails) await dependencies.mailer.send(mail, { isBackground: true });
}

const alertNotFound = () => new HttpError(404, 'alert_not_found', 'emergency:errors.alertNotFound');
const alreadyResolved = () => new HttpError(409, 'alert_resolved', 'emergency:errors.alreadyResolved');

async function openAlertOf(tx: DbTransaction, userId: string, alertId: string): Promise<EmergencyAlertRow> {
  const alert = await lockAlert(tx, userId, alertId);
  if (!alert) throw alertNotFound();
  if (alert.resolvedAt) throw alreadyResolved();
  return alert;
}

async function detailsOf(tx: DbTransaction, userId: string, alertId: string): Promise<AlertWithDetails> {
  const details = await findAlertOfUser(tx, userId, alertId);
  if (!details) throw alertNotFound();
  return details;
}

/**
 * Raises an alert: who (the account's name), when and what are recorded; every team member is a recipient
 * (those with an address get a mail with their own acknowledgement link, the others are listed "to call").
 */
export async function raiseAlert(
  request: FastifyRequest,
  dependencies: EmergencyDependencies,
  body: TRaiseEmergencyAlertRequest & { message: string },
  linkBase: string,
): Promise<AlertWithDetails> {
  const now = new Date();
  const outbox: Outbox = { mails: [], webhooks: [] };
  const details = await request.withUserDb(async (tx, userId) => {
    const owner = await findAlertOwner(tx, userId);
    const alert = await insertAlert(tx, userId, {
      hazard: body.hazard,
      isDrill: body.isDrill,
      message: body.message,
      raisedBy: owner.name,
      raisedAt: now,
      language: request.language,
      linkBase,
    });
    const recipients = await insertRecipients(tx, userId, alert.id, await findTeamMembers(tx, userId), now);
    const custom = await findProcedure(tx, userId, body.hazard);
    const steps = procedureSteps(body.hazard, custom?.steps, alert.language);
    for (const recipient of recipients.filter((candidate) => candidate.email)) {
      const token = await createAckLink(tx, recipient, now);
      outbox.mails.push(
        alertMail(alert, owner, recipient.email ?? '', ackLinkUrl(linkBase, token), steps, false),
      );
    }
    await insertEvent(tx, { userId, alertId: alert.id, at: now, kind: 'raised', actor: owner.name });
    if (outbox.mails.length > 0)
      await insertEvent(tx, {
        userId,
        alertId: alert.id,
        at: now,
        kind: 'mailed',
        count: outbox.mails.length,
      });
    outbox.webhooks = emergencyWebhooks(await findWebhooks(tx, userId), 'raised', alert, now);
    await recordActivity(tx, {
      userId,
      activityType: 'feature_use',
      description: 'emergency_alert_raised',
      metadata: { hazard: alert.hazard, isDrill: alert.isDrill, recipients: recipients.length },
    });
    return detailsOf(tx, userId, alert.id);
  });
  await dispatch(dependencies, outbox, now);
  return details;
}

/** The operator notes a member's acknowledgement received another way (a phone call, in person). */
export async function acknowledgeForMember(
  request: FastifyRequest,
  dependencies: EmergencyDependencies,
  alertId: string,
  recipientId: string,
): Promise<AlertWithDetails> {
  const now = new Date();
  const outbox: Outbox = { mails: [], webhooks: [] };
  const details = await request.withUserDb(async (tx, userId) => {
    const alert = await openAlertOf(tx, userId, alertId);
    const recipient = (await detailsOf(tx, userId, alertId)).recipients.find((row) => row.id === recipientId);
    if (!recipient) throw new HttpError(404, 'recipient_not_found', 'emergency:errors.recipientNotFound');
    if (!(await markAcknowledged(tx, recipient.id, now, 'operator')))
      throw new HttpError(409, 'already_acknowledged', 'emergency:errors.alreadyAcknowledged');
    await insertEvent(tx, { userId, alertId, at: now, kind: 'acknowledged', actor: recipient.name });
    outbox.webhooks = emergencyWebhooks(
      await findWebhooks(tx, userId),
      'acknowledged',
      alert,
      now,
      recipient.name,
    );
    return detailsOf(tx, userId, alertId);
  });
  await dispatch(dependencies, outbox, now);
  return details;
}

/** Resolves an open alert: recorded with who and a note, and the team told once. */
export async function resolveAlert(
  request: FastifyRequest,
  dependencies: EmergencyDependencies,
  alertId: string,
  note: string,
): Promise<AlertWithDetails> {
  const now = new Date();
  const outbox: Outbox = { mails: [], webhooks: [] };
  const details = await request.withUserDb(async (tx, userId) => {
    const open = await openAlertOf(tx, userId, alertId);
    const owner = await findAlertOwner(tx, userId);
    const resolution = { resolvedAt: now, resolvedBy: owner.name, resolutionNote: note || null };
    await markResolved(tx, alertId, resolution);
    const alert = { ...open, ...resolution };
    await insertEvent(tx, { userId, alertId, at: now, kind: 'resolved', actor: owner.name });
    const resolved = await detailsOf(tx, userId, alertId);
    outbox.mails = resolved.recipients
      .filter((recipient) => recipient.email && recipient.sends > 0)
      .map((recipient) => resolvedMail(alert, owner, recipient.email ?? ''));
    outbox.webhooks = emergencyWebhooks(await findWebhooks(tx, userId), 'resolved', alert, now);
    return resolved;
  });
  await dispatch(dependencies, outbox, now);
  return details;
}
