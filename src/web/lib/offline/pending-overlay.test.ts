import { describe, expect, it } from 'vitest';
import type { TPage } from '../../../shared/contracts/records';
import { overlayPendingOnItem, overlayPendingOnPage } from './pending-overlay';
import type { QueuedAction } from './queued-action';

type Item = { id: string; name: string; version: number; isLow?: boolean; currentLevel?: number };

const page = (items: Item[], pageNumber = 1): TPage<Item> => ({
  items,
  total: items.length,
  page: pageNumber,
  pageSize: 20,
});

let sequence = 0;
function action(partial: Partial<QueuedAction> & Pick<QueuedAction, 'action' | 'recordId'>): QueuedAction {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    table: 'stock_items',
    data: {},
    timestamp: '2026-11-22T08:00:00.000Z',
    synced: false,
    state: 'pending',
    ...partial,
  };
}

describe('pending offline actions laid over a list', () => {
  const server = page([
    { id: 'a', name: 'Charbon actif', version: 2 },
    { id: 'b', name: 'Enzymes', version: 1 },
  ]);

  it('shows a record created offline on top, changed ones merged, deleted ones gone, in order', () => {
    const shown = overlayPendingOnPage(
      server,
      [
        action({ action: 'insert', recordId: 'c', data: { name: 'Filtre' } }),
        action({ action: 'update', recordId: 'a', data: { name: 'Charbon' }, baseVersion: 2 }),
        action({ action: 'update', recordId: 'a', data: { name: 'Charbon actif 2' }, baseVersion: 3 }),
        action({ action: 'delete', recordId: 'b', baseVersion: 1 }),
      ],
      'stock_items',
    );
    expect(shown.items.map((item) => [item.id, item.name, item.version])).toEqual([
      ['c', 'Filtre', 1],
      ['a', 'Charbon actif 2', 4],
    ]);
    expect(shown.total).toBe(2);
  });

  it('ignores other tables, synced actions and actions waiting for the user', () => {
    const shown = overlayPendingOnPage(
      server,
      [
        action({ action: 'delete', recordId: 'a', table: 'invoices' }),
        action({ action: 'delete', recordId: 'a', synced: true }),
        action({ action: 'delete', recordId: 'b', state: 'conflict' }),
      ],
      'stock_items',
    );
    expect(shown).toBe(server);
  });

  it('puts created records on the first page only', () => {
    const second = page([{ id: 'z', name: 'Pompe', version: 1 }], 2);
    const shown = overlayPendingOnPage(second, [action({ action: 'insert', recordId: 'n' })], 'stock_items');
    expect(shown.items.map((item) => item.id)).toEqual(['z']);
  });

  it("fills in what the server would derive with the module's rule", () => {
    const shown = overlayPendingOnPage(
      server,
      [action({ action: 'update', recordId: 'b', data: { currentLevel: 2 }, baseVersion: 1 })],
      'stock_items',
      { toOptimisticItem: (fields) => ({ ...fields, isLow: Number(fields.currentLevel) < 5 }) },
    );
    expect(shown.items[1]).toMatchObject({ id: 'b', currentLevel: 2, isLow: true, version: 2 });
  });

  it('gives one record as it will be, or null once deleted offline', () => {
    const item = { id: 'a', name: 'Charbon actif', version: 2 };
    const changed = overlayPendingOnItem(
      item,
      [action({ action: 'update', recordId: 'a', data: { name: 'Charbon' }, baseVersion: 2 })],
      'stock_items',
      'a',
    );
    expect(changed).toMatchObject({ name: 'Charbon', version: 3 });
    expect(
      overlayPendingOnItem(item, [action({ action: 'delete', recordId: 'a' })], 'stock_items', 'a'),
    ).toBe(null);
  });
});
