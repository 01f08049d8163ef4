import { describe, expect, it } from 'vitest';
import { isFinalOrderStatus, isOrderMoveAllowed, ORDER_STATUSES, orderMovesFor } from './shop-orders.js';

describe('order statuses (spec §3, §4)', () => {
  it('allows exactly pending → confirmed | cancelled and confirmed → delivered | cancelled', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => isOrderMoveAllowed(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'pending→confirmed',
      'pending→cancelled',
      'confirmed→delivered',
      'confirmed→cancelled',
    ]);
  });

  it('makes delivered and cancelled final', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['delivered', 'cancelled']);
  });

  it('lets a customer cancel only a pending order, and an admin make every allowed move', () => {
    expect(orderMovesFor('customer', 'pending')).toEqual(['cancelled']);
    expect(orderMovesFor('customer', 'confirmed')).toEqual([]);
    expect(orderMovesFor('admin', 'pending')).toEqual(['confirmed', 'cancelled']);
    expect(orderMovesFor('admin', 'confirmed')).toEqual(['delivered', 'cancelled']);
    expect(orderMovesFor('admin', 'delivered')).toEqual([]);
  });
});
