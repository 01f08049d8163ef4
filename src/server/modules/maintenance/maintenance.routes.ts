import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompleteMaintenanceTaskRequest,
  ZCreateStarterPlanRequest,
  ZEquipmentMeter,
  ZEquipmentMeterList,
  ZMaintenanceCompletionList,
  ZMaintenanceTask,
  ZSaveEquipmentMeterRequest,
  ZStarterPlanResult,
} from '../../../shared/contracts/maintenance.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { listEquipmentMeters } from './equipment-meters.repository.js';
import { saveEquipmentMeterReading, toEquipmentMeter } from './equipment-meters.service.js';
import { completeMaintenanceTaskItem } from './maintenance-completion.service.js';
import { listAllCompletions, toMaintenanceCompletion } from './maintenance-completions.repository.js';
import { listTaskCompletions } from './maintenance-completions.service.js';
import { maintenanceLogCsv } from './maintenance-log-csv.js';
import { translatorFor } from '../../lib/i18n.js';
import { createStarterPlan } from './maintenance-starter-plan.service.js';
import { maintenanceResource, maintenanceTasksPath } from './maintenance.resource.js';

const path = maintenanceTasksPath;

/**
 * Maintenance plan: the shared records routes on maintenance_tasks (list with due filters, CRUD, CSV), the
 * completion of a task and its log (the services recorded on it; the whole log as CSV), the starter plan offered on first use, and the equipment hour meters.
 */
export const maintenanceRoutes: FastifyPluginAsyncZod = (app) => {
  registerRecordRoutes(app, maintenanceResource);

  app.post(
    `${path}/:id/complete`,
    {
      schema: {
        params: ZRecordIdParams,
        body: ZCompleteMaintenanceTaskRequest.nullish(),
        response: { 200: ZMaintenanceTask },
      },
    },
    (request) =>
      request.withUserDb((tx, userId) =>
        completeMaintenanceTaskItem(tx, userId, request.params.id, request.body ?? {}, request.language),
      ),
  );

  app.get(
    `${path}/:id/completions`,
    { schema: { params: ZRecordIdParams, response: { 200: ZMaintenanceCompletionList } } },
    (request) =>
      request.withUserDb(async (tx, userId) => ({
        items: await listTaskCompletions(tx, userId, request.params.id),
      })),
  );

  app.get(
    '/api/maintenance-completions/export.csv',
    { schema: { produces: ['text/csv'] } },
    async (request, reply) => {
      const entries = await request.withUserDb(async (tx, userId) =>
        (await listAllCompletions(tx, userId)).map(toMaintenanceCompletion),
      );
      const date = new Date().toISOString().slice(0, 10);
      const fileName = translatorFor(request.language)('maintenance:history.fileName');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(maintenanceLogCsv(entries, request.language));
    },
  );

  app.post(
    `${path}/starter-plan`,
    { schema: { body: ZCreateStarterPlanRequest.nullish(), response: { 201: ZStarterPlanResult } } },
    async (request, reply) => {
      const created = await request.withUserDb((tx, userId) =>
        createStarterPlan(tx, userId, request.body ?? {}, request.language),
      );
      return reply.status(201).send({ created });
    },
  );

  app.get('/api/equipment-meters', { schema: { response: { 200: ZEquipmentMeterList } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({
      items: (await listEquipmentMeters(tx, userId)).map(toEquipmentMeter),
    })),
  );

  app.put(
    '/api/equipment-meters',
    { schema: { body: ZSaveEquipmentMeterRequest, response: { 200: ZEquipmentMeter } } },
    (request) =>
      request.withUserDb((tx, userId) =>
        saveEquipmentMeterReading(tx, userId, request.body, request.language),
      ),
  );
  return Promise.resolve();
};
