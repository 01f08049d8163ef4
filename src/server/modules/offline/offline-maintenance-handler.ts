// Offline actions on maintenance tasks: the records CRUD of the maintenance module, plus the `complete` command
// (POST /api/maintenance-tasks/:id/complete, data `{completedOn?, meterHours?}`). Without `completedOn` the task
// was done on the day the user ticked it (the action's moment, in their time zone), not on the day of the sync.
import { ZCompleteMaintenanceTaskRequest } from '../../../shared/contracts/maintenance.js';
import { completeMaintenanceTaskItem } from '../maintenance/maintenance-completion.service.js';
import { maintenanceResource } from '../maintenance/maintenance.resource.js';
import { actionMoment, parseActionData, parseRecordId } from './offline-action-input.js';
import { recordTableHandler } from './offline-record-handler.js';
import type { OfflineTableHandler } from './offline-table-handler.js';

export const maintenanceTasksHandler: OfflineTableHandler = {
  ...recordTableHandler(maintenanceResource),
  commands: {
    async complete({ tx, userId, t, language }, action) {
      const id = parseRecordId(action.recordId, t);
      const input = parseActionData(ZCompleteMaintenanceTaskRequest, action.data, t);
      const doneAt = actionMoment(action);
      return {
        status: 200,
        body: await completeMaintenanceTaskItem(tx, userId, id, input, language, doneAt),
      };
    },
  },
};
