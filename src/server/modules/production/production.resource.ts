import { gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZCreateProductionLogRequest,
  ZProductionLog,
  ZProductionLogListQuery,
  ZUpdateProductionLogRequest,
  type TProductionLog,
  type TProductionLogListQuery,
  type TUpdateProductionLogRequest,
} from '../../../shared/contracts/production.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import { productionLogs, type ProductionLogRow } from '../../db/schema/production.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findUserToday } from '../profile/user-today.js';
import { dateNotAfter } from '../records/date-not-after.js';
import type { RecordResource } from '../records/record-resource.js';

type Row = Record<string, unknown>;

/** The columns of the CSV export and import (a SCADA export saved in this layout imports as it is). */
export const productionLogCsvColumns: readonly CsvColumn[] = [
  { key: 'readingDate', kind: 'date' },
  { key: 'readingTime', kind: 'text' },
  { key: 'biogasM3', kind: 'decimal' },
  { key: 'biomethaneNm3PerHour', kind: 'decimal' },
  { key: 'kwhProduced', kind: 'decimal' },
  { key: 'temperatureC', kind: 'decimal' },
  { key: 'ph', kind: 'decimal' },
  { key: 'fosTac', kind: 'decimal' },
  { key: 'methanePercent', kind: 'decimal' },
  { key: 'h2sPpm', kind: 'decimal' },
  { key: 'notes', kind: 'text' },
];

export function toProductionLog(row: ProductionLogRow): TProductionLog {
  return {
    id: row.id,
    readingDate: row.readingDate,
    // The time column reads 'HH:MM:SS'.
    readingTime: row.readingTime === null ? null : row.readingTime.slice(0, 5),
    biogasM3: row.biogasM3,
    biomethaneNm3PerHour: row.biomethaneNm3PerHour,
    kwhProduced: row.kwhProduced,
    temperatureC: row.temperatureC,
    ph: row.ph,
    fosTac: row.fosTac,
    methanePercent: row.methanePercent,
    h2sPpm: row.h2sPpm,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** An injection plant logs its biomethane flow, a CHP plant its energy: one of the two at least. */
export function checkProductionOutput(values: Row): Record<string, string> | null {
  if (values.biomethaneNm3PerHour == null && values.kwhProduced == null) {
    const key = 'production:validation.outputRequired';
    return { biomethaneNm3PerHour: key, kwhProduced: key };
  }
  return null;
}

/**
 * A reading may not be dated after the plant's today: the calendar date in the user's time zone (the latest day an
 * entry may carry, as for maintenance completions), read once per write.
 */
async function loadReadingDateCheck(tx: DbTransaction, userId: string) {
  return dateNotAfter(
    await findUserToday(tx, userId),
    'readingDate',
    'production:validation.readingDateInFuture',
  );
}

function periodFilters(query: TProductionLogListQuery): (SQL | undefined)[] {
  return [
    query.from ? gte(productionLogs.readingDate, query.from) : undefined,
    query.to ? lte(productionLogs.readingDate, query.to) : undefined,
  ];
}

/** The production log (issue 18 point 1): readings by date, newest first; searched on their notes. */
export const productionLogResource: RecordResource<
  TProductionLog,
  z.output<typeof ZCreateProductionLogRequest>,
  TUpdateProductionLogRequest,
  TProductionLogListQuery
> = {
  path: '/api/production-logs',
  namespace: 'production',
  fileName: 'production',
  table: productionLogs,
  idColumn: productionLogs.id,
  userIdColumn: productionLogs.userId,
  versionColumn: productionLogs.version,
  schemas: {
    item: ZProductionLog,
    create: ZCreateProductionLogRequest,
    update: ZUpdateProductionLogRequest,
    query: ZProductionLogListQuery,
  },
  sortColumns: {
    // The day, then the time of day: the evening reading is newer than the morning one.
    readingDate: sql`(${productionLogs.readingDate} + coalesce(${productionLogs.readingTime}, time '00:00'))`,
    createdAt: productionLogs.createdAt,
    biogasM3: productionLogs.biogasM3,
  },
  search: { columns: [productionLogs.notes] },
  filters: periodFilters,
  toItem: (row) => toProductionLog(row as ProductionLogRow),
  toInsertValues: (input) => ({ ...input }),
  toUpdateValues: (input) => ({ ...input }),
  checkRow: checkProductionOutput,
  loadRowCheck: loadReadingDateCheck,
  csvColumns: productionLogCsvColumns,
};
