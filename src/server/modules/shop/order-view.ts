import type { TOrder } from '../../../shared/contracts/shop.js';
import type { OrderRows } from './orders.repository.js';

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
      productId: line.productId,
      name: line.name,
      reference: line.reference,
      category: line.category,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vat: line.vat,
      subtotal: line.subtotal,
      vatAmount: line.vatAmount,
      total: line.total,
      stockItemId: line.stockItemId,
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
