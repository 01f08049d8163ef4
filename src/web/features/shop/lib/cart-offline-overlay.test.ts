import { describe, expect, it } from 'vitest';
import type { TCart, TCartLine } from '../../../../shared/contracts/shop';
import { cartTotals, lineTotals } from '../../../../shared/domain/shop-cart';
import { makeQueuedAction } from '../../../lib/offline/offline-test-support';
import type { QueuedAction } from '../../../lib/offline/queued-action';
import { overlayPendingCart } from './cart-offline-overlay';

function line(
  id: string,
  productId: string,
  reference: string,
  unitPrice: number,
  quantity: number,
): TCartLine {
  return {
    id,
    productId,
    name: `Produit ${reference}`,
    reference,
    category: 'equipment',
    quantity,
    unitPrice,
    vat: 20,
    ...lineTotals({ quantity, unitPrice, vat: 20 }),
    translations: {},
    stockItemId: null,
    restockRequestId: null,
  };
}

const analyser = line('line-201', 'product-201', 'MP-201', 1250, 1);
const kit = line('line-202', 'product-202', 'MP-202', 349.99, 1);
const cart: TCart = { lines: [analyser, kit], ...cartTotals([analyser, kit]) };

const cartAction = (overrides: Partial<QueuedAction>) =>
  makeQueuedAction({ table: 'cart_items', action: 'update', data: {}, ...overrides });

const figures = (shown: TCart) => [shown.subtotal, shown.vatAmount, shown.total];

describe('the cart with changes waiting offline', () => {
  it('shows a changed quantity with the line and cart totals the server will compute', () => {
    const shown = overlayPendingCart(cart, [cartAction({ recordId: kit.id, data: { quantity: 2 } })]);
    expect(shown.lines[1]).toMatchObject({ quantity: 2, subtotal: 699.98, vatAmount: 140, total: 839.98 });
    // 1 250 + 699,98 = 1 949,98 HT; VAT 250 + 140,00 (139,996 rounded half up) = 390; 2 339,98 TTC.
    expect(figures(shown)).toEqual([1949.98, 390, 2339.98]);
    expect(shown.unitCount).toBe(3);
  });

  it('raises the line of a product already in the cart, and adds a new product as a line of its own', () => {
    const shown = overlayPendingCart(cart, [
      cartAction({
        action: 'insert',
        recordId: 'browser-1',
        data: { productId: 'product-201', quantity: 2 },
      }),
      cartAction({
        action: 'insert',
        recordId: 'browser-2',
        data: { productId: 'product-301', quantity: 1 },
        context: {
          name: 'Formation conduite du digesteur',
          product: { reference: 'MP-301', unitPrice: 750, vat: 20, category: 'service', nameEn: 'Training' },
        },
      }),
    ]);
    expect(shown.lines.map((shownLine) => [shownLine.id, shownLine.quantity])).toEqual([
      ['line-201', 3],
      ['line-202', 1],
      ['browser-2', 1],
    ]);
    expect(shown.lines[2]).toMatchObject({ name: 'Formation conduite du digesteur', total: 900 });
    expect(shown.lines[2]?.translations.en?.name).toBe('Training');
    expect(figures(shown)).toEqual([4849.99, 970, 5819.99]);
  });

  it('follows later edits of a line added offline, by its browser id or by the product it was laid over', () => {
    const addedAs = { productId: 'product-202', quantity: 1 };
    const shown = overlayPendingCart(cart, [
      cartAction({ action: 'insert', recordId: 'browser-1', data: addedAs }),
      cartAction({ recordId: 'browser-1', data: { quantity: 5, addedAs } }),
    ]);
    expect(shown.lines.map((shownLine) => shownLine.quantity)).toEqual([1, 5]);
    const removed = overlayPendingCart(cart, [
      cartAction({ action: 'delete', recordId: 'browser-1', data: { addedAs } }),
    ]);
    expect(removed.lines.map((shownLine) => shownLine.reference)).toEqual(['MP-201']);
    expect(figures(removed)).toEqual([1250, 250, 1500]);
  });

  it('removes a line, and leaves the cart as the server gave it for synced, refused or other tables’ actions', () => {
    const removed = overlayPendingCart(cart, [cartAction({ action: 'delete', recordId: analyser.id })]);
    expect(removed.lines).toEqual([kit]);
    expect(removed.productCount).toBe(1);
    const untouched = overlayPendingCart(cart, [
      cartAction({ recordId: kit.id, data: { quantity: 4 }, synced: true }),
      cartAction({ recordId: kit.id, data: { quantity: 4 }, state: 'failed' }),
      makeQueuedAction({ table: 'stock_items', action: 'delete', recordId: kit.id }),
    ]);
    expect(untouched).toBe(cart);
  });
});
