// Offline actions on restock needs: an insert is "Commander" pressed on a stock item (POST
// /api/stock-items/:id/restock-request; `recordId` is the new need's id, data `{stockItemId}`), a delete cancels a
// need (DELETE /api/restock-requests/:id). A need is never edited: update is refused (400).
import { ZOfflineRestockRequestData } from '../../../shared/contracts/stock.js';
import { cancelOpenRestockRequest, requestRestock } from '../stock/restock.service.js';
import { parseActionData, parseRecordId } from './offline-action-input.js';
import { refuseAction, type OfflineTableHandler } from './offline-table-handler.js';

export const restockRequestsHandler: OfflineTableHandler = {
  // 201 with a new need (it takes the browser's id), 200 with the item's need already open, 409 when full.
  async insert({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    const { stockItemId } = parseActionData(ZOfflineRestockRequestData, action.data, t);
    const { request, isNew } = await requestRestock(tx, userId, stockItemId, id);
    return { status: isNew ? 201 : 200, body: request };
  },
  update: refuseAction(),
  async delete({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    await cancelOpenRestockRequest(tx, userId, id);
    return { status: 204, body: null };
  },
};
