// Checkout (issue 17): the cart becomes an order in status pending, with the catalogue's prices of that moment
// on each line and the totals of shared/domain/shop-cart.ts; the cart is emptied and its restock needs are
// ordered. All in the caller's transaction: nothing half written.
import type { z } from 'zod';
import type { TOrder, ZCheckoutRequest } from '../../../shared/contracts/shop.js';
import { cartTotals } from '../../../shared/domain/shop-cart.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { deleteCartLines } from './cart.repository.js';
import { readCart } from './cart.service.js';
import { toOrder } from './order-view.js';
import { pricedLineFields } from './priced-line.js';
import { findOrderForUpdate, insertOrder } from './orders.repository.js';
import { moveRestockRequests } from './restock-link.repository.js';

export async function checkout(
  tx: DbTransaction,
  userId: string,
  request: z.output<typeof ZCheckoutRequest>,
): Promise<TOrder> {
  const cart = await readCart(tx, userId);
  if (cart.lines.length === 0) throw new HttpError(409, 'empty_cart', 'shop:errors.emptyCart');
  const totals = cartTotals(cart.lines);
  const created = await insertOrder(
    tx,
    {
      userId,
      status: 'pending',
      subtotal: totals.subtotal,
      vatAmount: totals.vatAmount,
      total: totals.total,
      notes: request.notes || null,
      deliveryName: request.deliveryName,
      deliveryCompany: request.deliveryCompany ?? null,
      deliveryAddress: request.deliveryAddress,
      deliveryPostalCode: request.deliveryPostalCode,
      deliveryCity: request.deliveryCity,
      siret: request.siret ?? null,
      paymentMethod: request.paymentMethod,
      termsAcceptedAt: new Date(),
    },
    cart.lines.map((line) => ({ ...pricedLineFields(line), restockRequestId: line.restockRequestId })),
    userId,
  );
  await deleteCartLines(tx, userId);
  const needs = cart.lines.flatMap((line) => (line.restockRequestId ? [line.restockRequestId] : []));
  await moveRestockRequests(tx, userId, needs, 'in_cart', 'ordered');
  const details = await findOrderForUpdate(tx, created.id, userId);
  if (!details) throw new Error('The new order could not be read back');
  return toOrder(details);
}
