import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { ServerSelf } from '../../integrations/webhooks/webhook-target.js';
import { notFound } from '../../lib/http-error.js';
import {
  ZAcknowledgedCount,
  ZActiveAlerts,
  ZAlertRule,
  ZAlertRuleIdParams,
  ZAlertRuleList,
  ZAlertTargetIdParams,
  ZAlertTrigger,
  ZAlertTriggerList,
  ZCreateAlertRuleRequest,
  ZCreateAlertTargetRequest,
  ZCreatedAlertTarget,
  ZSetAlertRuleEnabledRequest,
  ZUpdateAlertRuleRequest,
} from '../../../shared/contracts/alerts.js';
import { requireAdmin } from '../admin/require-admin.js';
import {
  acknowledgeTriggers,
  deleteRule,
  deleteTarget,
  listRules,
  listTriggers,
} from './alerts.repository.js';
import {
  addTarget,
  changeRule,
  createRule,
  resolveByAdmin,
  ruleOf,
  setRuleEnabled,
  triggerOf,
} from './alerts.service.js';

export interface AlertsRoutesOptions {
  /** The owner connection: the alert tables are server-only. */
  db: Db;
  /** How the server itself is reached: a webhook target may not point there. */
  self: ServerSelf;
}

const base = '/api/admin/alerts';

/**
 * The admin's alert rules and triggers (spec §3, §4; §6: admin = role admin AND a verified factor, checked
 * fresh on every route). The in-app panel polls /active.
 */
export const alertsRoutes: FastifyPluginAsyncZod<AlertsRoutesOptions> = (app, { db, self }) => {
  app.get(`${base}/rules`, { schema: { response: { 200: ZAlertRuleList } } }, async (request) => {
    await requireAdmin(db, request);
    return { rules: (await listRules(db)).map(ruleOf) };
  });

  app.post(
    `${base}/rules`,
    { schema: { body: ZCreateAlertRuleRequest, response: { 201: ZAlertRule } } },
    async (request, reply) => {
      const adminId = await requireAdmin(db, request);
      const rule = await createRule(db, request.body, adminId, request.language);
      return reply.code(201).send(rule);
    },
  );

  app.patch(
    `${base}/rules/:id`,
    { schema: { params: ZAlertRuleIdParams, body: ZUpdateAlertRuleRequest, response: { 200: ZAlertRule } } },
    async (request) => {
      await requireAdmin(db, request);
      return changeRule(db, request.params.id, request.body, request.language);
    },
  );

  app.put(
    `${base}/rules/:id/enabled`,
    {
      schema: {
        params: ZAlertRuleIdParams,
        body: ZSetAlertRuleEnabledRequest,
        response: { 200: ZAlertRule },
      },
    },
    async (request) => {
      await requireAdmin(db, request);
      return setRuleEnabled(db, request.params.id, request.body.enabled);
    },
  );

  app.delete(`${base}/rules/:id`, { schema: { params: ZAlertRuleIdParams } }, async (request, reply) => {
    await requireAdmin(db, request);
    if (!(await deleteRule(db, request.params.id))) throw notFound();
    return reply.code(204).send();
  });

  app.post(
    `${base}/rules/:id/targets`,
    {
      schema: {
        params: ZAlertRuleIdParams,
        body: ZCreateAlertTargetRequest,
        response: { 201: ZCreatedAlertTarget },
      },
    },
    async (request, reply) => {
      await requireAdmin(db, request);
      const created = await addTarget(db, request.params.id, request.body, self, request.language);
      return reply.code(201).send(created);
    },
  );

  app.delete(
    `${base}/rules/:id/targets/:targetId`,
    { schema: { params: ZAlertTargetIdParams } },
    async (request, reply) => {
      await requireAdmin(db, request);
      if (!(await deleteTarget(db, request.params.id, request.params.targetId))) throw notFound();
      return reply.code(204).send();
    },
  );

  app.get(`${base}/triggers`, { schema: { response: { 200: ZAlertTriggerList } } }, async (request) => {
    const adminId = await requireAdmin(db, request);
    return { triggers: (await listTriggers(db, false)).map((row) => triggerOf(row, adminId)) };
  });

  app.get(`${base}/active`, { schema: { response: { 200: ZActiveAlerts } } }, async (request) => {
    const adminId = await requireAdmin(db, request);
    const open = await listTriggers(db, true);
    return {
      alerts: open.map((row) => triggerOf(row, adminId)),
      unacknowledgedCount: open.filter((row) => !row.acknowledged).length,
    };
  });

  app.post(
    `${base}/triggers/:id/acknowledge`,
    { schema: { params: ZAlertRuleIdParams, response: { 200: ZAlertTrigger } } },
    async (request) => {
      const adminId = await requireAdmin(db, request);
      const [changed] = await acknowledgeTriggers(db, adminId, new Date(), request.params.id);
      if (changed) return triggerOf(changed, adminId);
      const existing = (await listTriggers(db, false)).find((row) => row.id === request.params.id);
      if (!existing) throw notFound();
      return triggerOf(existing, adminId);
    },
  );

  app.post(
    `${base}/triggers/acknowledge-all`,
    { schema: { response: { 200: ZAcknowledgedCount } } },
    async (request) => {
      const adminId = await requireAdmin(db, request);
      return { acknowledged: (await acknowledgeTriggers(db, adminId, new Date())).length };
    },
  );

  app.post(
    `${base}/triggers/:id/resolve`,
    { schema: { params: ZAlertRuleIdParams, response: { 200: ZAlertTrigger } } },
    async (request) => {
      const adminId = await requireAdmin(db, request);
      return resolveByAdmin(db, request.params.id, adminId);
    },
  );

  return Promise.resolve();
};
