import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCompleteMaintenanceTaskRequest,
  ZCreateStarterPlanRequest,
  ZEquipmentMeter,
  ZEquipmentMeterList,
  ZMaintenanceTask,
  ZSaveEquipmentMeterRequest,
  ZStarterPlanResult,
  type TEquipmentMeter,
  type TMaintenanceTask,
} from '../../../shared/contracts/maintenance.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import type { EquipmentMeterRow } from '../../db/schema/maintenance.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { listEquipmentMeters } from './equipment-meters.repository.js';
import { recordMeterReading } from './equipment-meters.service.js';
import { completeMaintenanceTask } from './maintenance-completion.service.js';
import { withDueStatus } from './maintenance-due-status.js';
import { createStarterPlan } from './maintenance-starter-plan.service.js';
import {
  maintenanceResource,
  maintenanceTasksPath,
  toMaintenanceTaskRecord,
} from './maintenance.resource.js';

const path = maintenanceTasksPath;

function toEquipmentMeter(row: EquipmentMeterRow): TEquipmentMeter {
  return {
    id: row.id,
    equipmentName: row.equipmentName,
    runningHours: row.runningHours,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function onlyItem(items: TMaintenanceTask[]): TMaintenanceTask {
  const [item] = items;
  if (!item) throw new Error('no item for the task');
  return item;
}

/**
 * Maintenance plan: the shared records routes on maintenance_tasks (list with due filters, CRUD, CSV), the
 * completion of a task, the starter plan offered on first use, and the equipment hour meters.
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
      request.withUserDb(async (tx, userId) => {
        const row = await completeMaintenanceTask(
          tx,
          userId,
          request.params.id,
          request.body ?? {},
          request.language,
        );
        return onlyItem(await withDueStatus(tx, userId, [toMaintenanceTaskRecord(row)]));
      }),
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
      request.withUserDb(async (tx, userId) =>
        toEquipmentMeter(await recordMeterReading(tx, userId, request.body, request.language)),
      ),
  );
  return Promise.resolve();
};
