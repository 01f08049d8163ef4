// What the offline dispatcher asks of each table it can write: apply one action (insert, update or delete) in
// the caller's savepoint and give the answer the matching REST route would have given.
import type { TOfflineAction } from '../../../shared/contracts/offline.js';
import type { RecordWriter } from '../records/record-writes.js';

/** A success answer: 201 and the item, 200 and the item (or the checklist's write result), 204 and null. */
export interface OfflineEffect {
  status: number;
  body: unknown;
}

/** A refusal is thrown (an HttpError: 400, 404, 409…) and rolls the action's savepoint back. */
export type OfflineActionApplier = (writer: RecordWriter, action: TOfflineAction) => Promise<OfflineEffect>;

export type OfflineTableHandler = Record<TOfflineAction['action'], OfflineActionApplier>;
