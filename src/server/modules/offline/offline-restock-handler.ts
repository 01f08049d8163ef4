// Offline actions on restock needs: an insert is "Commander" pressed on a stock item (POST
// /api/stock-items/:id/restock-request; `recordId` is the new need's id, data `{stockItemId}`), a delete cancels a
// need (DELETE /api/restock-requests/:id; data `{stockItemId?}`). A need is never edited: update is refused (400).
import {
  ZOfflineRestockCancelData,
  ZOfflineRestockRequestData,
  type TRestockRequest,
} from '../../../shared/contracts/stock.js';
import type { DbTransaction } from '../../db/user-context.js';
import { cancelOpenRestockRequest, requestRestock } from '../stock/restock.service.js';
import { parseActionData, parseRecordId } from './offline-action-input.js';
import { findAnswerByFingerprint } from './offline-actions.repository.js';
import { offlineActionFingerprint } from './offline-fingerprint.js';
import { refuseAction, type OfflineTableHandler } from './offline-table-handler.js';

/**
 * The need a "Commander" of this user with the browser's id `requestedId` on `stockItemId` was answered with
 * (200) because the item already had one open: the browser knows only its own id for it. Null when there was no
 * such answer.
 */
async function needAnsweredFor(
  tx: DbTransaction,
  userId: string,
  requestedId: string,
  stockItemId: string,
): Promise<string | null> {
  const order = {
    table: 'restock_requests',
    action: 'insert',
    recordId: requestedId,
    data: { stockItemId },
  } as const;
  const answer = await findAnswerByFingerprint(tx, userId, offlineActionFingerprint(order));
  if (answer?.status !== 200) return null;
  const need = answer.response as Partial<TRestockRequest> | null;
  return typeof need?.id === 'string' ? need.id : null;
}

export const restockRequestsHandler: OfflineTableHandler = {
  // 201 with a new need (it takes the browser's id), 200 with the item's need already open, 409 when full.
  async insert({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    const { stockItemId } = parseActionData(ZOfflineRestockRequestData, action.data, t);
    const { request, isNew } = await requestRestock(tx, userId, stockItemId, id);
    return { status: isNew ? 201 : 200, body: request };
  },
  update: refuseAction(),
  // A need "Commander" recorded offline and then cancelled offline may have been answered with the item's need
  // already open: the cancel then names the browser's id, and cancels that need.
  async delete({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    const { stockItemId } = parseActionData(ZOfflineRestockCancelData, action.data, t);
    const answeredNeedId = stockItemId ? await needAnsweredFor(tx, userId, id, stockItemId) : null;
    await cancelOpenRestockRequest(tx, userId, answeredNeedId ?? id);
    return { status: 204, body: null };
  },
};
