// Offline actions on the equipment hour meters: an update is a reading (PUT /api/equipment-meters), the record
// being the equipment's name, which the data's `equipmentName` must repeat. A meter is created by its first
// reading and never deleted from here: insert and delete are refused (400).
import { ZSaveEquipmentMeterRequest } from '../../../shared/contracts/maintenance.js';
import { saveEquipmentMeterReading } from '../maintenance/equipment-meters.service.js';
import { parseActionData, parseRecordId, recordIdMismatch } from './offline-action-input.js';
import { refuseAction, type OfflineTableHandler } from './offline-table-handler.js';

export const equipmentMetersHandler: OfflineTableHandler = {
  insert: refuseAction(),
  async update({ tx, userId, t, language }, action) {
    const equipmentName = parseRecordId(action.recordId, t, ZSaveEquipmentMeterRequest.shape.equipmentName);
    const reading = parseActionData(ZSaveEquipmentMeterRequest, action.data, t);
    if (reading.equipmentName !== equipmentName) throw recordIdMismatch(t, 'equipmentName');
    return { status: 200, body: await saveEquipmentMeterReading(tx, userId, reading, language) };
  },
  delete: refuseAction(),
};
