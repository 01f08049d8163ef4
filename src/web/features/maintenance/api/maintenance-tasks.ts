import { queryOptions } from '@tanstack/react-query';
import type {
  TCompleteMaintenanceTaskRequest,
  TCreateStarterPlanRequest,
  TEquipmentMeter,
  TMaintenanceCompletion,
  TMaintenanceTask,
  TSaveEquipmentMeterRequest,
  TStarterPlanResult,
} from '../../../../shared/contracts/maintenance';
import type { TPage } from '../../../../shared/contracts/records';
import { apiRequest } from '../../../lib/api-client';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import { writeThroughOfflineLayer } from '../../../lib/offline/offline-write';
import { readItemsWithPending } from '../../../lib/offline/read-with-pending';
import { unwrapApiResult } from '../../../lib/query-client';
import { commandRecord } from '../../../lib/records/offline-record-command';
import {
  recordsKeys,
  toQueryString,
  useCreateRecord,
  useDeleteRecord,
  useRecordWrite,
  useUpdateRecord,
  type RecordsEndpoint,
} from '../../../lib/records/records-endpoint';
import { optimisticMaintenanceTask } from '../../../lib/records/optimistic-items';
import {
  applyMaintenanceCommand,
  meterReadingOnTasks,
  meterShownWhileQueued,
  overlayPendingMeters,
} from '../lib/maintenance-offline-overlay';

export const maintenanceEndpoint: RecordsEndpoint = {
  path: '/api/maintenance-tasks',
  key: 'maintenance-tasks',
  table: 'maintenance_tasks',
  toOptimisticItem: optimisticMaintenanceTask,
  applyCommand: applyMaintenanceCommand,
  related: meterReadingOnTasks,
};

const metersKey = [...recordsKeys.all(maintenanceEndpoint), 'meters'] as const;

/**
 * The equipment hour meters, with the readings taken offline. Their key sits under the tasks' key: every write
 * to the tasks (a completion records the meter reading) reads them again, and a meter reading reads the tasks
 * again (hours left). Runs offline too (from the encrypted cache).
 */
export const equipmentMetersQuery = queryOptions({
  queryKey: metersKey,
  queryFn: ({ signal }) =>
    readItemsWithPending(
      metersKey,
      () => apiRequest<{ items: TEquipmentMeter[] }>('/api/equipment-meters', { signal }),
      overlayPendingMeters,
    ),
  networkMode: 'always',
});

/** Largest page the API gives: the equipment names the forms suggest come from it. */
const equipmentPageSize = 100;

/** The equipment names of the plan (first 100 tasks by name), for the forms' suggestions. */
export const equipmentNamesQuery = queryOptions({
  queryKey: [...recordsKeys.all(maintenanceEndpoint), 'equipment-names'] as const,
  queryFn: async ({ signal }) => {
    const query = toQueryString({ pageSize: equipmentPageSize, sort: 'equipmentName', order: 'asc' });
    const page = unwrapApiResult(
      await apiRequest<TPage<TMaintenanceTask>>(`${maintenanceEndpoint.path}${query}`, { signal }),
    );
    return page.items.map((task) => task.equipmentName);
  },
});

/**
 * The maintenance log of one task (GET /api/maintenance-tasks/:id/completions), the latest service first.
 * Under the tasks' key, so a completion reads it again; offline from the encrypted cache.
 */
export function taskCompletionsQuery(taskId: string) {
  const queryKey = [...recordsKeys.all(maintenanceEndpoint), 'completions', taskId] as const;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      unwrapApiResult(
        await offlineRuntime.readThrough(JSON.stringify(queryKey), () =>
          apiRequest<{ items: TMaintenanceCompletion[] }>(
            `${maintenanceEndpoint.path}/${encodeURIComponent(taskId)}/completions`,
            { signal },
          ),
        ),
      ).items,
    networkMode: 'always',
  });
}

export function useCreateMaintenanceTask() {
  return useCreateRecord<TMaintenanceTask>(maintenanceEndpoint);
}

export function useUpdateMaintenanceTask() {
  return useUpdateRecord<TMaintenanceTask>(maintenanceEndpoint);
}

export function useDeleteMaintenanceTask() {
  return useDeleteRecord(maintenanceEndpoint);
}

/**
 * POST /api/maintenance-tasks/:id/complete, also offline: the task is done; a recurring one is scheduled
 * again.
 */
export function useCompleteMaintenanceTask() {
  return useRecordWrite(
    maintenanceEndpoint,
    ({ task, body }: { task: TMaintenanceTask; body: TCompleteMaintenanceTaskRequest }) =>
      commandRecord(maintenanceEndpoint, {
        item: task,
        command: 'complete',
        data: body,
        context: { name: `${task.equipmentName} · ${task.taskType}` },
      }),
  );
}

/** POST /api/maintenance-tasks/starter-plan: the plan of domain.md (201 { created }, 409 once tasks exist). */
export function useCreateStarterPlan() {
  return useRecordWrite(maintenanceEndpoint, (body: TCreateStarterPlanRequest) =>
    apiRequest<TStarterPlanResult>(`${maintenanceEndpoint.path}/starter-plan`, { method: 'POST', body }),
  );
}

/** PUT /api/equipment-meters, also offline (the record is the equipment's name): a meter reading (a lower one needs isReset). */
export function useSaveEquipmentMeter() {
  return useRecordWrite(maintenanceEndpoint, (body: TSaveEquipmentMeterRequest) =>
    writeThroughOfflineLayer<TEquipmentMeter>({
      request: { table: 'equipment_meters', action: 'update', recordId: body.equipmentName, data: body },
      sendDirectly: () => apiRequest<TEquipmentMeter>('/api/equipment-meters', { method: 'PUT', body }),
      shownWhileQueued: (action) => meterShownWhileQueued(action),
    }),
  );
}
