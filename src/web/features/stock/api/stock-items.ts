import type { TStockItem } from '../../../../shared/contracts/stock';
import { commandRecord } from '../../../lib/records/offline-record-command';
import {
  useCreateRecord,
  useDeleteRecord,
  useRecordWrite,
  useUpdateRecord,
  type RecordsEndpoint,
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
  return useCreateRecord<TStockItem>(stockEndpoint);
}

export function useUpdateStockItem() {
  return useUpdateRecord<TStockItem>(stockEndpoint);
}

export function useDeleteStockItem() {
  return useDeleteRecord(stockEndpoint);
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
