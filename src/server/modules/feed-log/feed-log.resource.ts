import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZCreateFeedLogRequest,
  ZFeedLog,
  ZFeedLogListQuery,
  ZUpdateFeedLogRequest,
  type TFeedLog,
  type TFeedLogListQuery,
  type TUpdateFeedLogRequest,
} from '../../../shared/contracts/feed-log.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import { expectedMethaneNm3Of, volatileSolidsKgOf } from '../../../shared/domain/feed-log.js';
import { feedLogs, type FeedLogRow } from '../../db/schema/feed-log.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findUserToday } from '../profile/user-today.js';
import { resolvedLotValues } from '../raw-materials/raw-materials-analysis.service.js';
import { dateNotAfter } from '../records/date-not-after.js';
import type { RecordResource } from '../records/record-resource.js';
import { findLotsByIds, findUserLotIds } from './feed-log.repository.js';

type Row = Record<string, unknown>;

/** An entry as its row holds it; the lot's name, category and the figures are added per answer. */
type TFeedLogRecord = Omit<TFeedLog, 'lotName' | 'lotCategory' | 'volatileSolidsKg' | 'expectedMethaneNm3'>;

/**
 * The CSV columns. The lot is referenced by its id (`rawMaterialId`, the id the lots' own export and the API use):
 * two lots may share a name (two deliveries of maize silage), an id never. The lot's name is written beside it
 * for the reader (`lotName`) and ignored on import (optional, so a file without it imports too).
 */
export const feedLogCsvColumns: readonly CsvColumn[] = [
  { key: 'fedOn', kind: 'date' },
  { key: 'rawMaterialId', kind: 'text' },
  { key: 'lotName', kind: 'text', isOptional: true },
  { key: 'tonnes', kind: 'decimal' },
  { key: 'notes', kind: 'text' },
];

function toFeedLogRecord(row: FeedLogRow): TFeedLogRecord {
  return {
    id: row.id,
    fedOn: row.fedOn,
    rawMaterialId: row.rawMaterialId,
    tonnes: row.tonnes,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** The entries with their lot's name and category and the kg VS and methane they carry (one read of the lots). */
async function withLotFigures(
  tx: DbTransaction,
  userId: string,
  records: TFeedLogRecord[],
): Promise<TFeedLog[]> {
  const lots = await findLotsByIds(tx, userId, [...new Set(records.map((record) => record.rawMaterialId))]);
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  return records.map((record) => {
    const lot = byId.get(record.rawMaterialId);
    if (!lot) throw new Error('feed entry without its lot');
    const values = resolvedLotValues(lot);
    return {
      ...record,
      lotName: lot.name,
      lotCategory: lot.category,
      volatileSolidsKg: volatileSolidsKgOf(record.tonnes, values),
      expectedMethaneNm3: expectedMethaneNm3Of(record.tonnes, values),
    };
  });
}

/**
 * Rules that need the user's data, read once per write: the lot is one of the user's ("Lot introuvable" for an
 * unknown id or another user's lot, never a database error) and was not refused at the gate, and the date is not
 * after the plant's today.
 */
async function loadFeedRowCheck(tx: DbTransaction, userId: string) {
  const checkDate = dateNotAfter(
    await findUserToday(tx, userId),
    'fedOn',
    'feedLog:validation.fedOnInFuture',
  );
  const lotIds = await findUserLotIds(tx, userId);
  return (values: Row): Record<string, string> | null => {
    const problems: Record<string, string> = { ...checkDate(values) };
    if (typeof values.rawMaterialId === 'string') {
      if (!lotIds.all.has(values.rawMaterialId)) problems.rawMaterialId = 'feedLog:validation.lotNotFound';
      // A lot refused at the gate never entered the plant: it cannot be fed.
      else if (lotIds.refused.has(values.rawMaterialId))
        problems.rawMaterialId = 'feedLog:validation.lotRefused';
    }
    return Object.keys(problems).length > 0 ? problems : null;
  };
}

function listFilters(query: TFeedLogListQuery): (SQL | undefined)[] {
  return [
    query.from ? gte(feedLogs.fedOn, query.from) : undefined,
    query.to ? lte(feedLogs.fedOn, query.to) : undefined,
    query.rawMaterialId ? eq(feedLogs.rawMaterialId, query.rawMaterialId) : undefined,
  ];
}

/** The feed log: entries by day, newest first; searched on their notes. */
export const feedLogResource: RecordResource<
  TFeedLog,
  z.output<typeof ZCreateFeedLogRequest>,
  TUpdateFeedLogRequest,
  TFeedLogListQuery,
  TFeedLogRecord
> = {
  path: '/api/feed-logs',
  namespace: 'feedLog',
  fileName: 'alimentation',
  table: feedLogs,
  idColumn: feedLogs.id,
  userIdColumn: feedLogs.userId,
  versionColumn: feedLogs.version,
  schemas: {
    item: ZFeedLog,
    create: ZCreateFeedLogRequest,
    update: ZUpdateFeedLogRequest,
    query: ZFeedLogListQuery,
  },
  sortColumns: {
    // The day, then when it was entered: the lot loaded last that morning is the newer entry.
    fedOn: sql`(${feedLogs.fedOn}, ${feedLogs.createdAt})`,
    createdAt: feedLogs.createdAt,
    tonnes: feedLogs.tonnes,
  },
  search: { columns: [feedLogs.notes] },
  filters: listFilters,
  toItem: (row) => toFeedLogRecord(row as FeedLogRow),
  completeItems: withLotFigures,
  toInsertValues: (input) => ({ ...input }),
  toUpdateValues: (input) => ({ ...input }),
  loadRowCheck: loadFeedRowCheck,
  csvColumns: feedLogCsvColumns,
};
