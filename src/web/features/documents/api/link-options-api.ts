import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import type { TRawMaterial } from '../../../../shared/contracts/raw-materials';
import type { TPage } from '../../../../shared/contracts/records';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** A lot a document may be linked to. */
export interface TLotOption {
  id: string;
  name: string;
}

/** The largest page the records API gives: the first 100 by name are offered. */
const OFFERED = 100;

/** GET /api/raw-materials: the lots by name, for the "linked lot" choice. */
export async function listLotOptions(signal?: AbortSignal): Promise<TApiResult<TLotOption[]>> {
  const result = await apiRequest<TPage<TRawMaterial>>(
    `/api/raw-materials?pageSize=${String(OFFERED)}&sort=name&order=asc`,
    { signal },
  );
  return result.ok
    ? { ...result, data: result.data.items.map((lot) => ({ id: lot.id, name: lot.name })) }
    : result;
}

/** GET /api/maintenance-tasks: the plan's equipment names, suggested for the "linked equipment" text. */
export async function listEquipmentNames(signal?: AbortSignal): Promise<TApiResult<string[]>> {
  const result = await apiRequest<TPage<TMaintenanceTask>>(
    `/api/maintenance-tasks?pageSize=${String(OFFERED)}&sort=equipmentName&order=asc`,
    { signal },
  );
  return result.ok
    ? { ...result, data: [...new Set(result.data.items.map((task) => task.equipmentName))] }
    : result;
}
