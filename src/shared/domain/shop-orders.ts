/**
 * Order statuses (spec §3, §4) and who moves an order between them: pending → confirmed | cancelled,
 * confirmed → delivered | cancelled; delivered and cancelled are final. The customer may cancel an order while
 * it is pending; an admin confirms, delivers and cancels.
 */

export const ORDER_STATUSES = ['pending', 'confirmed', 'delivered', 'cancelled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

const nextStatuses: Readonly<Record<TOrderStatus, readonly TOrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};

export type TOrderActor = 'customer' | 'admin';

/** Whether the state machine allows `from` → `to` at all. */
export function isOrderMoveAllowed(from: TOrderStatus, to: TOrderStatus): boolean {
  return nextStatuses[from].includes(to);
}

export function isFinalOrderStatus(status: TOrderStatus): boolean {
  return nextStatuses[status].length === 0;
}

/** The moves `actor` may make from `from`: a customer only cancels a pending order. */
export function orderMovesFor(actor: TOrderActor, from: TOrderStatus): readonly TOrderStatus[] {
  if (actor === 'admin') return nextStatuses[from];
  return from === 'pending' ? ['cancelled'] : [];
}

/**
 * Payment choices of spec §9: PayPal, credit card, bank transfer. Bank transfer is "bientôt disponible", as the
 * pricing page says: shown, not selectable, and refused by the server.
 */
export const PAYMENT_METHODS = ['paypal', 'card', 'bank_transfer'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const AVAILABLE_PAYMENT_METHODS: readonly TPaymentMethod[] = ['paypal', 'card'];
