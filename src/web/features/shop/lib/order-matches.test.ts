import { describe, expect, it } from 'vitest';
import type { TOrder } from '../../../../shared/contracts/shop';
import { orderMatches } from './order-matches';

const order = {
  orderNumber: 1004,
  deliveryName: 'Gaëlle Kerbrat',
  deliveryCompany: 'GAEC du Léon',
  deliveryCity: 'Brest',
} as TOrder;

describe('orderMatches', () => {
  it('finds an order by its number, its delivery name, company or city, and its status label', () => {
    expect(orderMatches(order, '1004', 'En attente')).toBe(true);
    expect(orderMatches(order, 'kerbrat', 'En attente')).toBe(true);
    expect(orderMatches(order, 'gaec du leon', 'En attente')).toBe(true);
    expect(orderMatches(order, 'BREST', 'En attente')).toBe(true);
    expect(orderMatches(order, 'en attente', 'En attente')).toBe(true);
    expect(orderMatches(order, '  ', 'En attente')).toBe(true);
  });

  it('leaves out an order that does not answer the text', () => {
    expect(orderMatches(order, '1005', 'En attente')).toBe(false);
    expect(orderMatches(order, 'livrée', 'En attente')).toBe(false);
  });
});
