// The cart (issue 17): add (an existing product raises its quantity), change a quantity, remove, clear, and
// turn a restock need into a line. Totals come from the catalogue's prices at the time of reading
// (shared/domain/shop-cart.ts): a price or VAT rate sent by a client is never used.
import type { TCart, TCartLine } from '../../../shared/contracts/shop.js';
import {
  cartTotals,
  lineTotals,
  MAX_CART_LINE_QUANTITY,
  MAX_CART_LINES,
} from '../../../shared/domain/shop-cart.js';
import { quantityToRefill } from '../../../shared/domain/stock-levels.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { recordExists } from '../records/record-writes.js';
import { findStockItemForUpdate } from '../stock/restock.repository.js';
import {
  countCartLines,
  deleteCartLine,
  deleteCartLines,
  findCartLineForUpdate,
  insertCartLine,
  listCartLines,
  updateCartLine,
  type CartLineRow,
} from './cart.repository.js';
import { findActiveProduct } from './catalogue.repository.js';
import { findRestockRequestForUpdate, moveRestockRequests } from './restock-link.repository.js';
import { cartLineNotFound, productNotFound } from './shop-errors.js';

function toCartLine({ line, product }: CartLineRow): TCartLine {
  const priced = { quantity: line.quantity, unitPrice: product.price, vat: product.vat };
  return {
    id: line.id,
    productId: product.id,
    name: product.name,
    reference: product.reference,
    category: product.category,
    quantity: line.quantity,
    unitPrice: product.price,
    vat: product.vat,
    ...lineTotals(priced),
    translations: product.translations,
    stockItemId: line.stockItemId,
    restockRequestId: line.restockRequestId,
  };
}

export async function readCart(tx: DbTransaction, userId: string): Promise<TCart> {
  const lines = (await listCartLines(tx, userId)).map(toCartLine);
  return { lines, ...cartTotals(lines) };
}

interface LineToAdd {
  /** The new line's id when the caller chose it (an offline insert: the browser's record id). */
  id?: string;
  productId: string;
  quantity: number;
  stockItemId?: string;
  restockRequestId?: string;
}

/**
 * Adds a product, or raises the quantity of its line; links the line to a restock need when given. The line's id,
 * and whether it is new. A chosen id already taken (by any line of anyone) is 409 `record_exists`.
 */
async function addLine(
  tx: DbTransaction,
  userId: string,
  toAdd: LineToAdd,
): Promise<{ lineId: string; isNew: boolean }> {
  const product = await findActiveProduct(tx, toAdd.productId);
  if (!product) throw productNotFound();
  const existing = await findCartLineForUpdate(tx, userId, { productId: product.id });
  if (existing) {
    const quantity = existing.quantity + toAdd.quantity;
    if (quantity > MAX_CART_LINE_QUANTITY) {
      throw new HttpError(422, 'line_quantity_too_high', 'shop:errors.lineQuantityTooHigh', {
        name: product.name,
        max: MAX_CART_LINE_QUANTITY,
      });
    }
    const links = existing.restockRequestId
      ? {}
      : { stockItemId: toAdd.stockItemId ?? null, restockRequestId: toAdd.restockRequestId ?? null };
    await updateCartLine(tx, userId, existing.id, { quantity, ...links });
    return { lineId: existing.id, isNew: false };
  }
  if ((await countCartLines(tx, userId)) >= MAX_CART_LINES) {
    throw new HttpError(422, 'cart_full', 'shop:errors.cartFull', { max: MAX_CART_LINES });
  }
  const [inserted] = await insertCartLine(tx, { userId, ...toAdd });
  if (!inserted) throw recordExists();
  return { lineId: inserted.id, isNew: true };
}

export async function addToCart(
  tx: DbTransaction,
  userId: string,
  toAdd: { productId: string; quantity: number },
): Promise<TCart> {
  await addLine(tx, userId, toAdd);
  return readCart(tx, userId);
}

/**
 * An offline "Ajouter au panier" (table cart_items, insert): the line as the cart shows it after the add, under
 * the browser's `lineId` when new; a product already in the cart has its line raised and answered (isNew false).
 */
export async function addToCartAsLine(
  tx: DbTransaction,
  userId: string,
  toAdd: { productId: string; quantity: number },
  lineId: string,
): Promise<{ line: TCartLine; isNew: boolean }> {
  const added = await addLine(tx, userId, { ...toAdd, id: lineId });
  return { line: await readCartLine(tx, userId, added.lineId), isNew: added.isNew };
}

/** One line of the user's cart as GET /api/cart shows it. */
export async function readCartLine(tx: DbTransaction, userId: string, lineId: string): Promise<TCartLine> {
  const line = (await readCart(tx, userId)).lines.find((candidate) => candidate.id === lineId);
  if (!line) throw cartLineNotFound();
  return line;
}

/**
 * An open restock need into the cart as a line of `productId`, for what refills the item now:
 * max(0, max level − current level), rounded up to whole units. The need moves to in_cart.
 */
export async function addRestockToCart(
  tx: DbTransaction,
  userId: string,
  { restockRequestId, productId }: { restockRequestId: string; productId: string },
): Promise<TCart> {
  const need = await findRestockRequestForUpdate(tx, userId, restockRequestId);
  if (!need || need.status !== 'open' || !need.stockItemId) {
    throw new HttpError(409, 'restock_not_open', 'shop:errors.restockNotOpen');
  }
  const item = await findStockItemForUpdate(tx, userId, need.stockItemId);
  if (!item) throw new HttpError(409, 'restock_not_open', 'shop:errors.restockNotOpen');
  const quantity = Math.min(MAX_CART_LINE_QUANTITY, Math.ceil(quantityToRefill(item)));
  if (quantity <= 0) throw new HttpError(409, 'stock_full', 'shop:errors.restockNothingMissing');
  await addLine(tx, userId, { productId, quantity, stockItemId: item.id, restockRequestId: need.id });
  await moveRestockRequests(tx, userId, [need.id], 'open', 'in_cart');
  return readCart(tx, userId);
}

export async function setCartLineQuantity(
  tx: DbTransaction,
  userId: string,
  id: string,
  quantity: number,
): Promise<TCart> {
  const [updated] = await updateCartLine(tx, userId, id, { quantity });
  if (!updated) throw cartLineNotFound();
  return readCart(tx, userId);
}

/** Removes a line; a restock need it carried is open again. */
export async function removeCartLine(tx: DbTransaction, userId: string, id: string): Promise<TCart> {
  const removed = await deleteCartLine(tx, userId, id);
  if (!removed) throw cartLineNotFound();
  if (removed.restockRequestId) {
    await moveRestockRequests(tx, userId, [removed.restockRequestId], 'in_cart', 'open');
  }
  return readCart(tx, userId);
}

/** Empties the cart; the restock needs its lines carried are open again. */
export async function clearCart(tx: DbTransaction, userId: string): Promise<TCart> {
  const removed = await deleteCartLines(tx, userId);
  const needs = removed.flatMap((line) => (line.restockRequestId ? [line.restockRequestId] : []));
  await moveRestockRequests(tx, userId, needs, 'in_cart', 'open');
  return readCart(tx, userId);
}
