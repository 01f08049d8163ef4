// Offline actions on stock items: the records CRUD of the stock module, plus the `adjust` command (the quick +/-
// buttons, POST /api/stock-items/:id/adjust, data `{delta}`): the change is added to the level the server holds.
import { ZAdjustStockRequest } from '../../../shared/contracts/stock.js';
import { adjustStockItem } from '../stock/stock-adjust.service.js';
import { stockResource } from '../stock/stock.resource.js';
import { parseActionData, parseRecordId } from './offline-action-input.js';
import { recordTableHandler } from './offline-record-handler.js';
import type { OfflineTableHandler } from './offline-table-handler.js';

export const stockItemsHandler: OfflineTableHandler = {
  ...recordTableHandler(stockResource),
  commands: {
    async adjust({ tx, userId, t }, action) {
      const id = parseRecordId(action.recordId, t);
      const { delta } = parseActionData(ZAdjustStockRequest, action.data, t);
      return { status: 200, body: await adjustStockItem(tx, userId, id, delta) };
    },
  },
};
