// SQL of the emergency alerts, their recipients and their timeline. The request routes pass the user's
// transaction (row-level security); the acknowledgement link and the escalation job pass the server's own
// connection, so every statement names the owner or the alert it works on.
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';
import {
  emergencyAlertEvents,
  emergencyAlertRecipients,
  emergencyAlerts,
  type EmergencyAlertEventRow,
  type EmergencyAlertRecipientRow,
  type EmergencyAlertRow,
} from '../../db/schema/emergency.js';
import type {
  TEmergencyAckChannel,
  TEmergencyEventKind,
  TEmergencyHazard,
} from '../../../shared/domain/emergency/emergency-alerts.js';
import {
  EMERGENCY_EVENT_KINDS,
  EMERGENCY_HISTORY_LIMIT,
} from '../../../shared/domain/emergency/emergency-alerts.js';

export type DbOrTx = Db | DbTransaction;

export interface AlertWithDetails {
  alert: EmergencyAlertRow;
  recipients: EmergencyAlertRecipientRow[];
  events: EmergencyAlertEventRow[];
}

export interface NewAlert {
  hazard: TEmergencyHazard;
  isDrill: boolean;
  message: string;
  raisedBy: string;
  raisedAt: Date;
  language: 'fr' | 'en';
  linkBase: string;
}

export async function insertAlert(tx: DbTransaction, userId: string, alert: NewAlert) {
  const [row] = await tx
    .insert(emergencyAlerts)
    .values({ userId, ...alert })
    .returning();
  if (!row) throw new Error('emergency alert insert returned no row');
  return row;
}

export function insertRecipients(
  tx: DbTransaction,
  userId: string,
  alertId: string,
  members: readonly { id: string; name: string; email: string | null }[],
  sentAt: Date,
): Promise<EmergencyAlertRecipientRow[]> {
  if (members.length === 0) return Promise.resolve([]);
  return tx
    .insert(emergencyAlertRecipients)
    .values(
      members.map((member) => ({
        userId,
        alertId,
        teamUserId: member.id,
        name: member.name,
        email: member.email,
        sends: member.email ? 1 : 0,
        lastSentAt: member.email ? sentAt : null,
      })),
    )
    .returning();
}

export async function insertEvent(
  db: DbOrTx,
  event: {
    userId: string;
    alertId: string;
    at: Date;
    kind: TEmergencyEventKind;
    actor?: string | null;
    count?: number | null;
  },
): Promise<void> {
  await db.insert(emergencyAlertEvents).values(event);
}

/** Members in French alphabetical order whatever the database's collation. */
const byName = new Intl.Collator('fr', { sensitivity: 'base' });

async function withDetails(db: DbOrTx, alerts: EmergencyAlertRow[]): Promise<AlertWithDetails[]> {
  if (alerts.length === 0) return [];
  const ids = alerts.map((alert) => alert.id);
  const recipients = await db
    .select()
    .from(emergencyAlertRecipients)
    .where(inArray(emergencyAlertRecipients.alertId, ids));
  const events = await db
    .select()
    .from(emergencyAlertEvents)
    .where(inArray(emergencyAlertEvents.alertId, ids))
    .orderBy(asc(emergencyAlertEvents.at), asc(emergencyAlertEvents.id));
  recipients.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
  // Events of the same instant in the order they happen (raised, then mailed…).
  events.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      EMERGENCY_EVENT_KINDS.indexOf(a.kind) - EMERGENCY_EVENT_KINDS.indexOf(b.kind),
  );
  return alerts.map((alert) => ({
    alert,
    recipients: recipients.filter((recipient) => recipient.alertId === alert.id),
    events: events.filter((event) => event.alertId === alert.id),
  }));
}

/** The open alerts (newest first) and the last resolved ones. */
export async function findAlertsOfUser(tx: DbTransaction, userId: string) {
  const open = await tx
    .select()
    .from(emergencyAlerts)
    .where(and(eq(emergencyAlerts.userId, userId), isNull(emergencyAlerts.resolvedAt)))
    .orderBy(desc(emergencyAlerts.raisedAt), desc(emergencyAlerts.id));
  const history = await tx
    .select()
    .from(emergencyAlerts)
    .where(and(eq(emergencyAlerts.userId, userId), isNotNull(emergencyAlerts.resolvedAt)))
    .orderBy(desc(emergencyAlerts.raisedAt), desc(emergencyAlerts.id))
    .limit(EMERGENCY_HISTORY_LIMIT);
  return { open: await withDetails(tx, open), history: await withDetails(tx, history) };
}

export async function findAlertOfUser(
  db: DbOrTx,
  userId: string,
  alertId: string,
): Promise<AlertWithDetails | undefined> {
  const alerts = await db
    .select()
    .from(emergencyAlerts)
    .where(and(eq(emergencyAlerts.userId, userId), eq(emergencyAlerts.id, alertId)));
  return (await withDetails(db, alerts))[0];
}

/** Locks an open alert of the user for a change; undefined when it is not theirs or not there. */
export async function lockAlert(tx: DbTransaction | Db, userId: string, alertId: string) {
  const [row] = await tx
    .select()
    .from(emergencyAlerts)
    .where(and(eq(emergencyAlerts.userId, userId), eq(emergencyAlerts.id, alertId)))
    .for('update');
  return row;
}

export async function markResolved(
  tx: DbTransaction,
  alertId: string,
  resolution: { resolvedAt: Date; resolvedBy: string; resolutionNote: string | null },
): Promise<void> {
  await tx.update(emergencyAlerts).set(resolution).where(eq(emergencyAlerts.id, alertId));
}

/** Records a member's acknowledgement once: false when they had acknowledged already. */
export async function markAcknowledged(
  db: DbOrTx,
  recipientId: string,
  at: Date,
  via: TEmergencyAckChannel,
): Promise<boolean> {
  const updated = await db
    .update(emergencyAlertRecipients)
    .set({ acknowledgedAt: at, acknowledgedVia: via })
    .where(and(eq(emergencyAlertRecipients.id, recipientId), isNull(emergencyAlertRecipients.acknowledgedAt)))
    .returning({ id: emergencyAlertRecipients.id });
  return updated.length > 0;
}

export async function recordSend(db: DbOrTx, recipientId: string, sends: number, at: Date): Promise<void> {
  await db
    .update(emergencyAlertRecipients)
    .set({ sends, lastSentAt: at })
    .where(eq(emergencyAlertRecipients.id, recipientId));
}

export async function markEscalationEnded(db: DbOrTx, alertId: string, at: Date): Promise<void> {
  await db.update(emergencyAlerts).set({ escalationEndedAt: at }).where(eq(emergencyAlerts.id, alertId));
}

/** Open alerts whose escalation is still running, oldest first (the job's scan, every user). */
export function findEscalatingAlertIds(db: Db, limit: number) {
  return db
    .select({ id: emergencyAlerts.id, userId: emergencyAlerts.userId })
    .from(emergencyAlerts)
    .where(and(isNull(emergencyAlerts.resolvedAt), isNull(emergencyAlerts.escalationEndedAt)))
    .orderBy(asc(emergencyAlerts.raisedAt))
    .limit(limit);
}

/** How many open alerts the user has (the sidebar and the dashboard). */
export async function countOpenAlerts(tx: DbTransaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ open: count() })
    .from(emergencyAlerts)
    .where(and(eq(emergencyAlerts.userId, userId), isNull(emergencyAlerts.resolvedAt)));
  return row?.open ?? 0;
}

/** The open alerts of the dashboard's card: what, real or drill, when, and how many acknowledged so far. */
export function findOpenAlertSummaries(tx: DbTransaction, userId: string) {
  return tx
    .select({
      id: emergencyAlerts.id,
      hazard: emergencyAlerts.hazard,
      isDrill: emergencyAlerts.isDrill,
      raisedAt: emergencyAlerts.raisedAt,
      // Written out: in a one-table select Drizzle leaves the outer column unqualified, which the subquery
      // would read as its own.
      acknowledged: sql<number>`(select count(*) from emergency_alert_recipients r
        where r.alert_id = emergency_alerts.id and r.acknowledged_at is not null)`.mapWith(Number),
      recipients: sql<number>`(select count(*) from emergency_alert_recipients r
        where r.alert_id = emergency_alerts.id)`.mapWith(Number),
    })
    .from(emergencyAlerts)
    .where(and(eq(emergencyAlerts.userId, userId), isNull(emergencyAlerts.resolvedAt)))
    .orderBy(desc(emergencyAlerts.raisedAt), desc(emergencyAlerts.id));
}
