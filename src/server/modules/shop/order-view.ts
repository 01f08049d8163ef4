import type { TOrder } from '../../../shared/contracts/shop.js';
import type { OrderRows } from './orders.repository.js';
import { pricedLineFields } from './priced-line.js';

export function toOrder({ order, lines, history }: OrderRows): TOrder {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    subtotal: order.subtotal,
    vatAmount: order.vatAmount,
    total: order.total,
    deliveryName: order.deliveryName,
    deliveryCompany: order.deliveryCompany,
    deliveryAddress: order.deliveryAddress,
    deliveryPostalCode: order.deliveryPostalCode,
    deliveryCity: order.deliveryCity,
    siret: order.siret,
    paymentMethod: order.paymentMethod,
    notes: order.notes,
    createdAt: order.createdAt.toISOString(),
    lines: lines.map((line) => ({
      id: line.id,
      ...pricedLineFields(line),
      receivedQuantity: line.receivedQuantity,
      receivedAt: line.receivedAt?.toISOString() ?? null,
    })),
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      changedBy: entry.changedBy,
      changedAt: entry.changedAt.toISOString(),
    })),
  };
}
