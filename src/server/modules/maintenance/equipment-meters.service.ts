import type { TEquipmentMeter, TSaveEquipmentMeterRequest } from '../../../shared/contracts/maintenance.js';
import { hoursSinceService } from '../../../shared/domain/maintenance-schedule.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { EquipmentMeterRow } from '../../db/schema/maintenance.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import {
  findEquipmentMeterForUpdate,
  insertEquipmentMeterIfAbsent,
  setEquipmentMeterHours,
} from './equipment-meters.repository.js';
import { findOpenRunningHoursTasksForUpdate, setLastServiceRunningHours } from './maintenance.repository.js';

export function toEquipmentMeter(row: EquipmentMeterRow): TEquipmentMeter {
  return {
    id: row.id,
    equipmentName: row.equipmentName,
    runningHours: row.runningHours,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function formatHours(hours: number, language: TLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(hours);
}

/** Thousandths of an hour, as numeric(14,3) keeps them. */
function roundHours(hours: number): number {
  return Math.round(hours * 1000) / 1000;
}

/**
 * Records a meter reading: creates the meter on its first reading, refuses a reading that goes backwards unless
 * the meter was replaced or reset (`isReset`).
 *
 * On a reset, the open running-hours tasks of the equipment are moved onto the new meter: each keeps the hours
 * it had run since its last service (its reading at service becomes new reading − hours since). Without that,
 * once the new meter passed the old reading at service the task would count from that old figure. Where the new
 * reading is lower than the hours already run, the reading at service can only go down to 0 (the column holds no
 * negative reading) and the task then counts fewer hours than it ran: a limit noted for a schema change.
 */
export async function recordMeterReading(
  tx: DbTransaction,
  userId: string,
  reading: TSaveEquipmentMeterRequest,
  language: TLanguage,
): Promise<EquipmentMeterRow> {
  const { equipmentName, runningHours, isReset = false } = reading;
  const created = await insertEquipmentMeterIfAbsent(tx, userId, equipmentName, runningHours);
  if (created) return created;
  const current = await findEquipmentMeterForUpdate(tx, userId, equipmentName);
  if (!current) throw new Error('equipment meter missing after a conflicting insert');
  if (runningHours < current.runningHours && !isReset) {
    throw new HttpError(400, 'meter_backwards', 'maintenance:errors.meterBackwards', {
      current: formatHours(current.runningHours, language),
    });
  }
  if (isReset) {
    for (const task of await findOpenRunningHoursTasksForUpdate(tx, userId, current.equipmentName)) {
      const runSince = hoursSinceService({
        meterHours: current.runningHours,
        lastServiceHours: task.lastServiceRunningHours,
      });
      await setLastServiceRunningHours(tx, userId, task.id, Math.max(0, roundHours(runningHours - runSince)));
    }
  }
  // Also written when unchanged: updated_at then says when the meter was last read.
  return setEquipmentMeterHours(tx, userId, current.id, runningHours);
}

/** A reading as PUT /api/equipment-meters answers it (the REST route and the offline `equipment_meters` update). */
export async function saveEquipmentMeterReading(
  tx: DbTransaction,
  userId: string,
  reading: TSaveEquipmentMeterRequest,
  language: TLanguage,
): Promise<TEquipmentMeter> {
  return toEquipmentMeter(await recordMeterReading(tx, userId, reading, language));
}
