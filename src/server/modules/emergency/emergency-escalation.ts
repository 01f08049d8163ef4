// The escalation of open alerts (a job, every 30 s, one instance at a time): a member who has not acknowledged
// within the plant's delay gets the mail again with a new link, up to the plant's number of reminders; when
// nobody is left to remind, the timeline says so once. `now` is a parameter: tests drive it with a fake clock.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { emergencyProcedures, emergencySettings } from '../../db/schema/emergency.js';
import {
  ACK_DELAY_MINUTES,
  MAX_RESENDS,
  isEscalationOver,
  isResendDue,
} from '../../../shared/domain/emergency/emergency-alerts.js';
import type { MailMessage } from '../../integrations/mail/mailer.js';
import {
  findAlertOfUser,
  findEscalatingAlertIds,
  insertEvent,
  lockAlert,
  markEscalationEnded,
  recordSend,
  type DbOrTx,
} from './emergency-alerts.repository.js';
import { ackLinkUrl, createAckLink } from './emergency-ack-links.js';
import { alertMail, procedureSteps } from './emergency-notices.js';
import { findAlertOwner } from './emergency-owner.repository.js';
import type { EmergencyDependencies } from './emergency-alerts.service.js';

/** Alerts looked at per run: far more than a plant raises at once. */
const ALERTS_PER_RUN = 200;

export interface EscalationResult {
  reminders: number;
  ended: number;
}

async function policyOf(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(emergencySettings).where(eq(emergencySettings.userId, userId));
  return {
    ackDelayMinutes: row?.ackDelayMinutes ?? ACK_DELAY_MINUTES.default,
    maxResends: row?.maxResends ?? MAX_RESENDS.default,
  };
}

async function escalateOne(db: Db, alertId: string, userId: string, now: Date, mails: MailMessage[]) {
  let reminders = 0;
  let ended = 0;
  await db.transaction(async (tx) => {
    const alert = await lockAlert(tx, userId, alertId);
    if (!alert || alert.resolvedAt || alert.escalationEndedAt) return;
    const details = await findAlertOfUser(tx, userId, alertId);
    if (!details) return;
    const policy = await policyOf(tx, userId);
    const due = details.recipients.filter(
      (recipient) => recipient.email && isResendDue(recipient, policy, now),
    );
    if (due.length > 0) {
      const owner = await findAlertOwner(tx, userId);
      const [custom] = await tx
        .select({ steps: emergencyProcedures.steps })
        .from(emergencyProcedures)
        .where(and(eq(emergencyProcedures.userId, userId), eq(emergencyProcedures.hazard, alert.hazard)));
      const steps = procedureSteps(alert.hazard, custom?.steps, alert.language);
      for (const recipient of due) {
        const token = await createAckLink(tx, recipient, now);
        await recordSend(tx, recipient.id, recipient.sends + 1, now);
        await insertEvent(tx, { userId, alertId, at: now, kind: 'resent', actor: recipient.name });
        mails.push(
          alertMail(alert, owner, recipient.email ?? '', ackLinkUrl(alert.linkBase, token), steps, true),
        );
        recipient.sends += 1;
        recipient.lastSentAt = now;
        reminders += 1;
      }
    } else if (isEscalationOver(details.recipients, policy, now)) {
      await markEscalationEnded(tx, alertId, now);
      await insertEvent(tx, { userId, alertId, at: now, kind: 'escalation_ended' });
      ended += 1;
    }
  });
  return { reminders, ended };
}

/** One run of the escalation over every open alert; mails leave after each alert's transaction commits. */
export async function escalateEmergencyAlerts(
  dependencies: EmergencyDependencies,
  now = new Date(),
): Promise<EscalationResult> {
  const result: EscalationResult = { reminders: 0, ended: 0 };
  for (const { id, userId } of await findEscalatingAlertIds(dependencies.db, ALERTS_PER_RUN)) {
    const mails: MailMessage[] = [];
    const one = await escalateOne(dependencies.db, id, userId, now, mails);
    result.reminders += one.reminders;
    result.ended += one.ended;
    for (const mail of mails) await dependencies.mailer.send(mail, { isBackground: true });
  }
  return result;
}
