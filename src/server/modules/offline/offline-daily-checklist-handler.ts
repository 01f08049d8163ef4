// Offline actions on the daily checklist (spec §7: the status upsert and the notes update are queued when they
// fail): an `update` whose record is the task code and whose data is the body of PUT /api/daily-tasks/:code/status
// ({status, date?}) or, when it has `notes`, of PUT /api/daily-tasks/:code/notes ({notes, date?}). `date` is the
// business date the user saw (today's or the previous one, as the REST routes accept); without it, today's.
import {
  ZDailyTaskCodeParams,
  ZSetDailyTaskNotesRequest,
  ZSetDailyTaskStatusRequest,
} from '../../../shared/contracts/daily-tasks.js';
import {
  setDailyTaskNotes,
  setDailyTaskStatus,
  type TemplateSource,
} from '../daily-tasks/daily-tasks.service.js';
import { parseActionData, parseRecordId } from './offline-action-input.js';
import { refuseAction, type OfflineTableHandler } from './offline-table-handler.js';

/** The checklist rows are written by upsert: only `update` applies; insert and delete are refused (400). */
export function dailyChecklistHandler(templates: TemplateSource): OfflineTableHandler {
  return {
    insert: refuseAction(),
    delete: refuseAction(),
    async update({ tx, userId, t }, action) {
      const code = parseRecordId(action.recordId, t, ZDailyTaskCodeParams.shape.code);
      const now = new Date();
      if ('notes' in action.data) {
        const input = parseActionData(ZSetDailyTaskNotesRequest, action.data, t);
        return { status: 200, body: await setDailyTaskNotes(tx, userId, templates, code, input, now, t) };
      }
      const input = parseActionData(ZSetDailyTaskStatusRequest, action.data, t);
      return { status: 200, body: await setDailyTaskStatus(tx, userId, templates, code, input, now, t) };
    },
  };
}
