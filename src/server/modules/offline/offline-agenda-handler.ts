// Offline actions on agenda tasks: the records CRUD of the agenda module, plus the `complete` and `reopen`
// commands (POST /api/agenda-tasks/:id/complete and /reopen, data `{}`). A completion is dated when the user
// ticked the task (the action's moment, never later than now), not when the queue was synchronised.
import { z } from 'zod';
import { changeAgendaTaskState } from '../agenda/agenda-task-state.service.js';
import { agendaResource } from '../agenda/agenda.resource.js';
import { actionMoment, parseActionData, parseRecordId } from './offline-action-input.js';
import { recordTableHandler } from './offline-record-handler.js';
import type { OfflineActionApplier, OfflineTableHandler } from './offline-table-handler.js';

/** The REST routes take no body: any field is refused (400 naming it). */
const ZNoData = z.object({}).strict();

function stateCommand(command: 'complete' | 'reopen'): OfflineActionApplier {
  return async ({ tx, userId, t }, action) => {
    const id = parseRecordId(action.recordId, t);
    parseActionData(ZNoData, action.data, t);
    return { status: 200, body: await changeAgendaTaskState(tx, userId, id, command, actionMoment(action)) };
  };
}

export const agendaTasksHandler: OfflineTableHandler = {
  ...recordTableHandler(agendaResource),
  commands: { complete: stateCommand('complete'), reopen: stateCommand('reopen') },
};
