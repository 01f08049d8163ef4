import type { TStockItem } from '../../../../shared/contracts/stock';
import { commandRecord } from '../../../lib/records/offline-record-command';
import {
  createRecord,
  deleteRecord,
  updateRecord,
  useRecordWrite,
  type RecordChange,
  type RecordsEndpoint,
  type RecordTarget,
} from '../../../lib/records/records-endpoint';
import { optimisticStockItem } from '../../../lib/records/optimistic-items';
import { applyStockCommand } from '../lib/stock-offline-overlay';

export const stockEndpoint: RecordsEndpoint = {
  path: '/api/stock-items',
  key: 'stock-items',
  table: 'stock_items',
  toOptimisticItem: optimisticStockItem,
  applyCommand: applyStockCommand,
};

export function useCreateStockItem() {
  return useRecordWrite(stockEndpoint, (body: unknown) => createRecord<TStockItem>(stockEndpoint, body));
}

export function useUpdateStockItem() {
  return useRecordWrite(stockEndpoint, ({ id, version, body }: RecordChange) =>
    updateRecord<TStockItem>(stockEndpoint, { id, version }, body),
  );
}

export function useDeleteStockItem() {
  return useRecordWrite(stockEndpoint, (target: RecordTarget) => deleteRecord(stockEndpoint, target));
}

/** The quick +/- buttons (POST /api/stock-items/:id/adjust), also offline. */
export function useAdjustStockLevel() {
  return useRecordWrite(stockEndpoint, ({ item, delta }: { item: TStockItem; delta: number }) =>
    commandRecord(stockEndpoint, {
      item,
      command: 'adjust',
      data: { delta },
      context: { name: item.name, unit: item.unit },
    }),
  );
}
