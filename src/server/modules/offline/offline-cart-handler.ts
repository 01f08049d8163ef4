// Offline actions on the cart (table cart_items, the record being a cart line), through the cart's own service
// as the REST routes use it: an insert adds a product (POST /api/cart/items; a product already in the cart raises
// that line, answered 200, while a new line takes the browser's `recordId`, 201), an update sets a line's
// quantity (PATCH /api/cart/items/:id), a delete removes a line (DELETE /api/cart/items/:id).
import {
  ZAddCartLineRequest,
  ZOfflineCartLineRemoveData,
  ZOfflineCartLineUpdateData,
  type TCartLine,
} from '../../../shared/contracts/shop.js';
import type { DbTransaction } from '../../db/user-context.js';
import { addToCartAsLine, readCartLine, removeCartLine, setCartLineQuantity } from '../shop/cart.service.js';
import { findCartLineForUpdate } from '../shop/cart.repository.js';
import { parseActionData, parseRecordId } from './offline-action-input.js';
import { findAnswerByFingerprint } from './offline-actions.repository.js';
import { offlineActionFingerprint } from './offline-fingerprint.js';
import type { OfflineTableHandler } from './offline-table-handler.js';

/**
 * The line an action names: its `recordId` when that is one of the user's lines; else, when the action carries
 * `addedAs`, the line the user's offline insert under that id was merged into (answered 200 with it). The id
 * itself otherwise, which the service then answers as not found.
 */
async function lineIdFor(
  tx: DbTransaction,
  userId: string,
  recordId: string,
  addedAs: Record<string, unknown> | undefined,
): Promise<string> {
  if (!addedAs || (await findCartLineForUpdate(tx, userId, { id: recordId }))) return recordId;
  const insert = { table: 'cart_items', action: 'insert', recordId, data: addedAs } as const;
  const answer = await findAnswerByFingerprint(tx, userId, offlineActionFingerprint(insert));
  const line = answer?.status === 200 ? (answer.response as Partial<TCartLine> | null) : null;
  return typeof line?.id === 'string' ? line.id : recordId;
}

export const cartItemsHandler: OfflineTableHandler = {
  async insert({ tx, userId, t }, action) {
    const id = parseRecordId(action.recordId, t);
    const toAdd = parseActionData(ZAddCartLineRequest, action.data, t);
    const { line, isNew } = await addToCartAsLine(tx, userId, toAdd, id);
    return { status: isNew ? 201 : 200, body: line };
  },
  async update({ tx, userId, t }, action) {
    const recordId = parseRecordId(action.recordId, t);
    const { quantity, addedAs } = parseActionData(ZOfflineCartLineUpdateData, action.data, t);
    const id = await lineIdFor(tx, userId, recordId, addedAs);
    await setCartLineQuantity(tx, userId, id, quantity);
    return { status: 200, body: await readCartLine(tx, userId, id) };
  },
  async delete({ tx, userId, t }, action) {
    const recordId = parseRecordId(action.recordId, t);
    const { addedAs } = parseActionData(ZOfflineCartLineRemoveData, action.data, t);
    await removeCartLine(tx, userId, await lineIdFor(tx, userId, recordId, addedAs));
    return { status: 204, body: null };
  },
};
