import { eq, lte, type SQL } from 'drizzle-orm';
import {
  ZCreateStockItemRequest,
  ZStockItem,
  ZStockListQuery,
  ZUpdateStockItemRequest,
  type TStockItem,
  type TStockListQuery,
  type TUpdateStockItemRequest,
} from '../../../shared/contracts/stock.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import { STOCK_CATEGORIES, STOCK_UNITS, isLowStock } from '../../../shared/domain/stock-levels.js';
import { stockItems, type StockItemRow } from '../../db/schema/stock.js';
import type { RecordResource } from '../records/record-resource.js';
import type { z } from 'zod';

export const stockCsvColumns: readonly CsvColumn[] = [
  { key: 'name', kind: 'text' },
  { key: 'category', kind: 'enum', values: STOCK_CATEGORIES },
  { key: 'currentLevel', kind: 'decimal' },
  { key: 'maxLevel', kind: 'decimal' },
  { key: 'unit', kind: 'enum', values: STOCK_UNITS },
  { key: 'threshold', kind: 'decimal' },
];

export function toStockItem(row: StockItemRow): TStockItem {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    currentLevel: row.currentLevel,
    maxLevel: row.maxLevel,
    unit: row.unit,
    threshold: row.threshold,
    isLow: isLowStock(row),
    createdAt: row.createdAt.toISOString(),
    lastUpdated: row.lastUpdated.toISOString(),
    version: row.version,
  };
}

function lowOnlyFilter(query: TStockListQuery): SQL | undefined {
  return query.lowOnly === 'true' ? lte(stockItems.currentLevel, stockItems.threshold) : undefined;
}

/** Stock items (spec §3, §7): every change stamps last_updated. */
export const stockResource: RecordResource<
  TStockItem,
  z.output<typeof ZCreateStockItemRequest>,
  TUpdateStockItemRequest,
  TStockListQuery
> = {
  path: '/api/stock-items',
  namespace: 'stock',
  fileName: 'stock',
  table: stockItems,
  idColumn: stockItems.id,
  userIdColumn: stockItems.userId,
  versionColumn: stockItems.version,
  schemas: {
    item: ZStockItem,
    create: ZCreateStockItemRequest,
    update: ZUpdateStockItemRequest,
    query: ZStockListQuery,
  },
  sortColumns: {
    createdAt: stockItems.createdAt,
    name: stockItems.name,
    category: stockItems.category,
    currentLevel: stockItems.currentLevel,
    lastUpdated: stockItems.lastUpdated,
  },
  search: { source: 'stock' },
  filters: (query) => [
    query.category ? eq(stockItems.category, query.category) : undefined,
    lowOnlyFilter(query),
  ],
  toItem: (row) => toStockItem(row as StockItemRow),
  toInsertValues: (input) => ({ ...input }),
  toUpdateValues: (input) => ({ ...input, lastUpdated: new Date() }),
  csvColumns: stockCsvColumns,
};
