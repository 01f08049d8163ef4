// The operator's emergency configuration: procedures, contacts and escalation policy, webhooks, and the team
// the alerts go to. Every statement names the owner on top of row-level security.
import { and, asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbTransaction } from '../../db/user-context.js';
import {
  emergencyProcedures,
  emergencySettings,
  emergencyWebhooks,
  type EmergencyProcedureRow,
  type EmergencySettingsRow,
  type EmergencyWebhookRow,
} from '../../db/schema/emergency.js';
import { teamUsers } from '../../db/schema/team.js';
import type { TEmergencyHazard } from '../../../shared/domain/emergency/emergency-alerts.js';
import type { TWebhookTargetKind } from '../../../shared/domain/webhook-kinds.js';

export function findProcedures(tx: DbTransaction, userId: string): Promise<EmergencyProcedureRow[]> {
  return tx.select().from(emergencyProcedures).where(eq(emergencyProcedures.userId, userId));
}

export async function findProcedure(
  tx: DbTransaction,
  userId: string,
  hazard: TEmergencyHazard,
): Promise<EmergencyProcedureRow | undefined> {
  const [row] = await tx
    .select()
    .from(emergencyProcedures)
    .where(and(eq(emergencyProcedures.userId, userId), eq(emergencyProcedures.hazard, hazard)));
  return row;
}

export async function saveProcedure(
  tx: DbTransaction,
  userId: string,
  hazard: TEmergencyHazard,
  steps: string,
): Promise<void> {
  await tx
    .insert(emergencyProcedures)
    .values({ userId, hazard, steps })
    .onConflictDoUpdate({
      target: [emergencyProcedures.userId, emergencyProcedures.hazard],
      set: { steps, updatedAt: new Date() },
    });
}

export async function deleteProcedure(tx: DbTransaction, userId: string, hazard: TEmergencyHazard) {
  await tx
    .delete(emergencyProcedures)
    .where(and(eq(emergencyProcedures.userId, userId), eq(emergencyProcedures.hazard, hazard)));
}

export async function findSettings(
  tx: DbTransaction,
  userId: string,
): Promise<EmergencySettingsRow | undefined> {
  const [row] = await tx.select().from(emergencySettings).where(eq(emergencySettings.userId, userId));
  return row;
}

export type EmergencySettingsValues = Omit<EmergencySettingsRow, 'userId' | 'createdAt' | 'updatedAt'>;

export async function saveSettings(tx: DbTransaction, userId: string, values: EmergencySettingsValues) {
  await tx
    .insert(emergencySettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: emergencySettings.userId, set: { ...values, updatedAt: new Date() } });
}

export function findWebhooks(tx: DbTransaction, userId: string): Promise<EmergencyWebhookRow[]> {
  return tx
    .select()
    .from(emergencyWebhooks)
    .where(eq(emergencyWebhooks.userId, userId))
    .orderBy(asc(emergencyWebhooks.createdAt), asc(emergencyWebhooks.id));
}

export async function insertWebhook(
  tx: DbTransaction,
  userId: string,
  webhook: { kind: TWebhookTargetKind; url: string; secret: string | null },
): Promise<EmergencyWebhookRow> {
  const [row] = await tx
    .insert(emergencyWebhooks)
    .values({ userId, ...webhook })
    .returning();
  if (!row) throw new Error('emergency webhook insert returned no row');
  return row;
}

export async function deleteWebhook(tx: DbTransaction, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(emergencyWebhooks)
    .where(and(eq(emergencyWebhooks.userId, userId), eq(emergencyWebhooks.id, id)))
    .returning({ id: emergencyWebhooks.id });
  return deleted.length > 0;
}

const hasEmail = and(isNotNull(teamUsers.email), sql`btrim(${teamUsers.email}) <> ''`);

/** The team members an alert is mailed to (those with an address) and how many have none. */
export async function countTeamReach(tx: DbTransaction, userId: string) {
  const [row] = await tx
    .select({
      withEmail: sql<number>`count(*) filter (where ${hasEmail})`.mapWith(Number),
      total: count(),
    })
    .from(teamUsers)
    .where(eq(teamUsers.userId, userId));
  const withEmail = row?.withEmail ?? 0;
  return { withEmail, withoutEmail: (row?.total ?? 0) - withEmail };
}

/** Every team member, with or without an address: those without are listed as "to call". */
export function findTeamMembers(tx: DbTransaction, userId: string) {
  return tx
    .select({ id: teamUsers.id, name: teamUsers.name, email: teamUsers.email })
    .from(teamUsers)
    .where(eq(teamUsers.userId, userId))
    .orderBy(asc(teamUsers.name), asc(teamUsers.id));
}
