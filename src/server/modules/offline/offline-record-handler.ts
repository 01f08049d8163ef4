// Offline actions on a records module served by the shared REST routes (stock, maintenance, raw materials,
// invoices, agenda, team members): the same write functions, contracts and answers as those routes.
import type { TListQueryBase } from '../../../shared/contracts/records.js';
import type { RecordResource } from '../records/record-resource.js';
import { createRecord, deleteRecordById, updateRecordById } from '../records/record-writes.js';
import { parseActionData, parseRecordId } from './offline-action-input.js';
import type { OfflineTableHandler } from './offline-table-handler.js';

export function recordTableHandler<TItem, TCreate, TUpdate, TQuery extends TListQueryBase, TRecord>(
  resource: RecordResource<TItem, TCreate, TUpdate, TQuery, TRecord>,
): OfflineTableHandler {
  const { schemas } = resource;
  return {
    // The row takes the id the browser chose, so that its later offline edits can name it.
    async insert(writer, action) {
      const id = parseRecordId(action.recordId, writer.t);
      const input = parseActionData(schemas.create, action.data, writer.t);
      const item = await createRecord(writer, resource, input, id);
      return { status: 201, body: schemas.item.parse(item) };
    },
    async update(writer, action) {
      const id = parseRecordId(action.recordId, writer.t);
      const input = parseActionData(schemas.update, action.data, writer.t);
      const item = await updateRecordById(writer, resource, id, input, action.baseVersion);
      return { status: 200, body: schemas.item.parse(item) };
    },
    async delete(writer, action) {
      const id = parseRecordId(action.recordId, writer.t);
      await deleteRecordById(writer, resource, id, action.baseVersion);
      return { status: 204, body: null };
    },
  };
}
