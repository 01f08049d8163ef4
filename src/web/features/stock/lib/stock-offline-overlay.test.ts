import { describe, expect, it } from 'vitest';
import type { TRestockRequest, TStockItem } from '../../../../shared/contracts/stock';
import type { TPage } from '../../../../shared/contracts/records';
import { makeQueuedAction } from '../../../lib/offline/offline-test-support';
import { overlayPendingOnPage } from '../../../lib/offline/pending-overlay';
import { stockEndpoint } from '../api/stock-items';
import { stockItemFixture } from './stock-item-fixture';
import { overlayPendingRestocks } from './stock-offline-overlay';

const charbon = stockItemFixture();
const page: TPage<TStockItem> = { items: [charbon], total: 1, page: 1, pageSize: 20 };

const adjust = (delta: number, timestamp = '2026-11-22T08:00:00.000Z') =>
  makeQueuedAction({
    table: 'stock_items',
    action: 'update',
    command: 'adjust',
    recordId: charbon.id,
    data: { delta },
    timestamp,
  });

describe('stock adjustments waiting offline', () => {
  it('move the level in order, flag it low, date it and raise the version once per adjustment', () => {
    const shown = overlayPendingOnPage(
      page,
      [adjust(-1), adjust(-2.5, '2026-11-22T08:05:00.000Z')],
      'stock_items',
      stockEndpoint,
    );
    expect(shown.items[0]).toEqual({
      ...charbon,
      currentLevel: 18.5,
      isLow: true,
      lastUpdated: '2026-11-22T08:05:00.000Z',
      version: 5,
    });
  });

  it('never take the level under 0, as the server does', () => {
    const shown = overlayPendingOnPage(page, [adjust(-50)], 'stock_items', stockEndpoint);
    expect(shown.items[0]).toMatchObject({ currentLevel: 0, isLow: true, version: 4 });
  });

  it('follow a plain edit waiting before them (its version included)', () => {
    const edit = makeQueuedAction({
      table: 'stock_items',
      action: 'update',
      recordId: charbon.id,
      data: { threshold: 30 },
      baseVersion: 3,
    });
    const shown = overlayPendingOnPage(page, [edit, adjust(5)], 'stock_items', stockEndpoint);
    expect(shown.items[0]).toMatchObject({ currentLevel: 27, threshold: 30, isLow: true, version: 5 });
  });
});

describe('restock needs waiting offline', () => {
  const open: TRestockRequest = {
    id: 'need-soude',
    stockItemId: 'item-soude',
    itemName: 'Soude',
    quantity: 40,
    unit: 'kg',
    status: 'open',
    createdAt: '2026-11-20T08:00:00.000Z',
  };
  const order = (stockItemId: string) =>
    makeQueuedAction({
      table: 'restock_requests',
      action: 'insert',
      recordId: `need-${stockItemId}-offline`,
      data: { stockItemId },
      context: { name: 'Charbon actif', unit: 't', quantity: 78 },
      timestamp: '2026-11-22T08:00:00.000Z',
    });

  it('show a "Commander" made offline first among the open needs, with what it will order', () => {
    expect(overlayPendingRestocks([open], [order(charbon.id)])).toEqual([
      {
        id: `need-${charbon.id}-offline`,
        stockItemId: charbon.id,
        itemName: 'Charbon actif',
        quantity: 78,
        unit: 't',
        status: 'open',
        createdAt: '2026-11-22T08:00:00.000Z',
      },
      open,
    ]);
  });

  it('keep the need already open for the item (the server answers with it) and hide a cancelled one', () => {
    const cancel = makeQueuedAction({ table: 'restock_requests', action: 'delete', recordId: open.id });
    expect(overlayPendingRestocks([open], [order('item-soude')])).toEqual([open]);
    expect(overlayPendingRestocks([open], [cancel])).toEqual([]);
    const orderThenCancel = [
      order(charbon.id),
      makeQueuedAction({
        table: 'restock_requests',
        action: 'delete',
        recordId: `need-${charbon.id}-offline`,
      }),
    ];
    expect(overlayPendingRestocks([open], orderThenCancel)).toEqual([open]);
  });
});
