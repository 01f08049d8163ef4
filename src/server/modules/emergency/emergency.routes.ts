import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddEmergencyWebhookRequest,
  ZAddedEmergencyWebhook,
  ZAlertRecipientParams,
  ZEmergencyAlert,
  ZEmergencyAlertList,
  ZEmergencyOverview,
  ZEmergencySettings,
  ZHazardParams,
  ZRaiseEmergencyAlertRequest,
  ZResolveEmergencyAlertRequest,
  ZUpdateEmergencySettingsRequest,
  ZUpdateProcedureRequest,
} from '../../../shared/contracts/emergency.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import type { ServerSelf } from '../../integrations/webhooks/webhook-target.js';
import { HttpError } from '../../lib/http-error.js';
import { deleteProcedure, deleteWebhook, saveProcedure } from './emergency-config.repository.js';
import { addWebhook, readOverview, updateSettings } from './emergency-config.service.js';
import { findAlertsOfUser } from './emergency-alerts.repository.js';
import {
  acknowledgeForMember,
  raiseAlert,
  resolveAlert,
  type EmergencyDependencies,
} from './emergency-alerts.service.js';
import { alertOf } from './emergency-alert-view.js';
import { alertLinkBase } from './emergency-link-base.js';

export interface EmergencyRoutesOptions extends EmergencyDependencies {
  self: ServerSelf;
  publicUrl: string | undefined;
  port: number;
}

/**
 * The emergency alerts page (issue 21): its configuration (procedures, contacts, escalation, webhooks) and the
 * alerts (raise, note an acknowledgement, resolve). The member's acknowledgement link is
 * emergency-acknowledgement.routes.ts.
 */
export const emergencyRoutes: FastifyPluginAsyncZod<EmergencyRoutesOptions> = (app, options) => {
  app.get('/api/emergency/overview', { schema: { response: { 200: ZEmergencyOverview } } }, (request) =>
    request.withUserDb((tx, userId) => readOverview(tx, userId)),
  );

  app.put(
    '/api/emergency/procedures/:hazard',
    {
      schema: { params: ZHazardParams, body: ZUpdateProcedureRequest, response: { 200: ZEmergencyOverview } },
    },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        await saveProcedure(tx, userId, request.params.hazard, request.body.steps);
        return readOverview(tx, userId);
      }),
  );

  app.delete(
    '/api/emergency/procedures/:hazard',
    { schema: { params: ZHazardParams, response: { 200: ZEmergencyOverview } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        await deleteProcedure(tx, userId, request.params.hazard);
        return readOverview(tx, userId);
      }),
  );

  app.put(
    '/api/emergency/settings',
    { schema: { body: ZUpdateEmergencySettingsRequest, response: { 200: ZEmergencySettings } } },
    (request) => request.withUserDb((tx, userId) => updateSettings(tx, userId, request.body)),
  );

  app.post(
    '/api/emergency/webhooks',
    { schema: { body: ZAddEmergencyWebhookRequest, response: { 201: ZAddedEmergencyWebhook } } },
    async (request, reply) => reply.status(201).send(await addWebhook(request, request.body, options.self)),
  );

  app.delete(
    '/api/emergency/webhooks/:id',
    { schema: { params: ZRecordIdParams } },
    async (request, reply) => {
      const deleted = await request.withUserDb((tx, userId) => deleteWebhook(tx, userId, request.params.id));
      if (!deleted) throw new HttpError(404, 'webhook_not_found', 'emergency:errors.webhookNotFound');
      return reply.status(204).send();
    },
  );

  app.get('/api/emergency/alerts', { schema: { response: { 200: ZEmergencyAlertList } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const alerts = await findAlertsOfUser(tx, userId);
      return { open: alerts.open.map(alertOf), history: alerts.history.map(alertOf) };
    }),
  );

  app.post(
    '/api/emergency/alerts',
    { schema: { body: ZRaiseEmergencyAlertRequest, response: { 201: ZEmergencyAlert } } },
    async (request, reply) => {
      const linkBase = alertLinkBase(request, options.publicUrl, options.port);
      const raised = await raiseAlert(request, options, request.body, linkBase);
      return reply.status(201).send(alertOf(raised));
    },
  );

  app.post(
    '/api/emergency/alerts/:id/recipients/:recipientId/acknowledge',
    { schema: { params: ZAlertRecipientParams, response: { 200: ZEmergencyAlert } } },
    async (request) =>
      alertOf(await acknowledgeForMember(request, options, request.params.id, request.params.recipientId)),
  );

  app.post(
    '/api/emergency/alerts/:id/resolve',
    {
      schema: {
        params: ZRecordIdParams,
        body: ZResolveEmergencyAlertRequest,
        response: { 200: ZEmergencyAlert },
      },
    },
    async (request) => alertOf(await resolveAlert(request, options, request.params.id, request.body.note)),
  );
  return Promise.resolve();
};
