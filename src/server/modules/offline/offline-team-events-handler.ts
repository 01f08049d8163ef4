// Offline actions on the team calendar: the team events service, as its REST routes use it (the member of a
// write is checked in the same transaction).
import { ZCreateTeamEventRequest, ZUpdateTeamEventRequest } from '../../../shared/contracts/team.js';
import { deleteTeamEventById, createTeamEvent, updateTeamEventById } from '../team/team-events.service.js';
import { parseActionData, parseRecordId } from './offline-action-input.js';
import type { OfflineTableHandler } from './offline-table-handler.js';

export const teamEventsHandler: OfflineTableHandler = {
  async insert({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    const input = parseActionData(ZCreateTeamEventRequest, action.data, t);
    return { status: 201, body: await createTeamEvent(tx, userId, input, t, id) };
  },
  async update({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    const input = parseActionData(ZUpdateTeamEventRequest, action.data, t);
    return { status: 200, body: await updateTeamEventById(tx, userId, id, input, t, action.baseVersion) };
  },
  async delete({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    await deleteTeamEventById(tx, userId, id, action.baseVersion);
    return { status: 204, body: null };
  },
};
