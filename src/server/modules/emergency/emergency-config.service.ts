// The page's configuration: the procedures (the operator's text or the default), the inspectorate contact and
// the escalation policy, the webhooks (checked like the admin alert targets), and how many members an alert
// reaches.
import type { FastifyRequest } from 'fastify';
import { createWebhookSecret } from '../../integrations/webhooks/webhook-signature.js';
import { findWebhookTargetProblem, type ServerSelf } from '../../integrations/webhooks/webhook-target.js';
import { fieldsRefused, HttpError } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import type {
  TAddedEmergencyWebhook,
  TEmergencyOverview,
  TEmergencySettings,
  TEmergencyWebhook,
} from '../../../shared/contracts/emergency.js';
import type { z } from '../../../shared/contracts/zod.js';
import type {
  ZAddEmergencyWebhookRequest,
  ZUpdateEmergencySettingsRequest,
} from '../../../shared/contracts/emergency.js';
import {
  ACK_DELAY_MINUTES,
  EMERGENCY_HAZARDS,
  MAX_RESENDS,
} from '../../../shared/domain/emergency/emergency-alerts.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { EmergencySettingsRow, EmergencyWebhookRow } from '../../db/schema/emergency.js';
import {
  countTeamReach,
  findProcedures,
  findSettings,
  findWebhooks,
  insertWebhook,
  saveSettings,
} from './emergency-config.repository.js';

/** Webhooks per plant. */
export const MAX_EMERGENCY_WEBHOOKS = 10;

function settingsOf(row: EmergencySettingsRow | undefined): TEmergencySettings {
  return {
    inspectorateName: row?.inspectorateName ?? null,
    inspectoratePhone: row?.inspectoratePhone ?? null,
    inspectorateEmail: row?.inspectorateEmail ?? null,
    siteAccess: row?.siteAccess ?? null,
    ackDelayMinutes: row?.ackDelayMinutes ?? ACK_DELAY_MINUTES.default,
    maxResends: row?.maxResends ?? MAX_RESENDS.default,
  };
}

function webhookOf(row: EmergencyWebhookRow): TEmergencyWebhook {
  return { id: row.id, kind: row.kind, url: row.url, createdAt: row.createdAt.toISOString() };
}

export async function readOverview(tx: DbTransaction, userId: string): Promise<TEmergencyOverview> {
  const own = new Map((await findProcedures(tx, userId)).map((row) => [row.hazard, row]));
  return {
    procedures: EMERGENCY_HAZARDS.map((hazard) => {
      const row = own.get(hazard);
      return {
        hazard,
        customSteps: row ? row.steps.split('\n').filter((line) => line.trim() !== '') : null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    }),
    settings: settingsOf(await findSettings(tx, userId)),
    webhooks: (await findWebhooks(tx, userId)).map(webhookOf),
    team: await countTeamReach(tx, userId),
  };
}

export async function updateSettings(
  tx: DbTransaction,
  userId: string,
  body: z.output<typeof ZUpdateEmergencySettingsRequest>,
): Promise<TEmergencySettings> {
  await saveSettings(tx, userId, body);
  return settingsOf(await findSettings(tx, userId));
}

export async function addWebhook(
  request: FastifyRequest,
  body: z.output<typeof ZAddEmergencyWebhookRequest>,
  self: ServerSelf,
): Promise<TAddedEmergencyWebhook> {
  const problem = findWebhookTargetProblem(body.url, self);
  if (problem) throw fieldsRefused({ url: `alerts:targets.${problem}` }, translatorFor(request.language));
  return request.withUserDb(async (tx, userId) => {
    if ((await findWebhooks(tx, userId)).length >= MAX_EMERGENCY_WEBHOOKS)
      throw new HttpError(409, 'too_many_webhooks', 'emergency:errors.tooManyWebhooks');
    const secret = body.kind === 'standard' ? createWebhookSecret() : null;
    const row = await insertWebhook(tx, userId, { kind: body.kind, url: body.url, secret });
    return { webhook: webhookOf(row), secret };
  });
}
