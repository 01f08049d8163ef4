import { queryOptions } from '@tanstack/react-query';
import type {
  TCompleteMaintenanceTaskRequest,
  TCreateStarterPlanRequest,
  TEquipmentMeter,
  TMaintenanceTask,
  TSaveEquipmentMeterRequest,
  TStarterPlanResult,
} from '../../../../shared/contracts/maintenance';
import type { TPage } from '../../../../shared/contracts/records';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from '../../../lib/query-client';
import {
  createRecord,
  deleteRecord,
  recordsKeys,
  toQueryString,
  updateRecord,
  useRecordWrite,
  type RecordChange,
  type RecordsEndpoint,
  type RecordTarget,
} from '../../../lib/records/records-endpoint';
import { optimisticMaintenanceTask } from '../../../lib/records/optimistic-items';

export const maintenanceEndpoint: RecordsEndpoint = {
  path: '/api/maintenance-tasks',
  key: 'maintenance-tasks',
  table: 'maintenance_tasks',
  toOptimisticItem: optimisticMaintenanceTask,
};

/**
 * The equipment hour meters. Their key sits under the tasks' key: every write to the tasks (a completion
 * records the meter reading) reads them again, and a meter reading reads the tasks again (hours left).
 */
export const equipmentMetersQuery = queryOptions({
  queryKey: [...recordsKeys.all(maintenanceEndpoint), 'meters'] as const,
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<{ items: TEquipmentMeter[] }>('/api/equipment-meters', { signal }))
      .items,
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

export function useCreateMaintenanceTask() {
  return useRecordWrite(maintenanceEndpoint, (body: unknown) =>
    createRecord<TMaintenanceTask>(maintenanceEndpoint, body),
  );
}

export function useUpdateMaintenanceTask() {
  return useRecordWrite(maintenanceEndpoint, ({ id, version, body }: RecordChange) =>
    updateRecord<TMaintenanceTask>(maintenanceEndpoint, { id, version }, body),
  );
}

export function useDeleteMaintenanceTask() {
  return useRecordWrite(maintenanceEndpoint, (target: RecordTarget) =>
    deleteRecord(maintenanceEndpoint, target),
  );
}

/** POST /api/maintenance-tasks/:id/complete: the task is done; a recurring one is scheduled again. */
export function useCompleteMaintenanceTask() {
  return useRecordWrite(
    maintenanceEndpoint,
    ({ id, body }: { id: string; body: TCompleteMaintenanceTaskRequest }) =>
      apiRequest<TMaintenanceTask>(`${maintenanceEndpoint.path}/${encodeURIComponent(id)}/complete`, {
        method: 'POST',
        body,
      }),
  );
}

/** POST /api/maintenance-tasks/starter-plan: the plan of domain.md (201 { created }, 409 once tasks exist). */
export function useCreateStarterPlan() {
  return useRecordWrite(maintenanceEndpoint, (body: TCreateStarterPlanRequest) =>
    apiRequest<TStarterPlanResult>(`${maintenanceEndpoint.path}/starter-plan`, { method: 'POST', body }),
  );
}

/** PUT /api/equipment-meters: a meter reading (a lower one needs isReset). */
export function useSaveEquipmentMeter() {
  return useRecordWrite(maintenanceEndpoint, (body: TSaveEquipmentMeterRequest) =>
    apiRequest<TEquipmentMeter>('/api/equipment-meters', { method: 'PUT', body }),
  );
}
