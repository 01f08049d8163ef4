import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TListQueryBase } from '../../../shared/contracts/records.js';
import type { DbTransaction } from '../../db/user-context.js';
import {
  listOrder,
  listSearchMatches,
  listWhere,
  searchMatchesCounted,
  type ListShape,
} from './list-query.js';
import { pageTotalField, pageTotalOf, splitPageTotal } from './page-total.js';

/**
 * Plain CRUD on one user-owned table, shared by the records modules. Every statement names the owner on top
 * of row-level security. Drizzle cannot type an insert into "some table" generically, so rows and values are
 * records here; each module's contract checks them on the way in and out.
 */
export interface RecordTable extends ListShape {
  table: PgTable;
  /** `version`, raised by the bump_row_version trigger on every UPDATE (migration 0012). */
  versionColumn: PgColumn;
  /** The ids among which a list page lies (RecordResource.pageCandidates). */
  pageCandidates?(query: TListQueryBase, where: SQL | undefined): SQL | undefined;
  /** Read with each row by the list, the export and the read (RecordResource.readColumns). */
  readColumns?: (userId: string) => Readonly<Record<string, SQL.Aliased>>;
}

/** `tx`, or `tx.with(…)` the matching ids of the list's search when it reads them (list-query.ts). */
function withListSearch(tx: DbTransaction, shape: ListShape, query: TListQueryBase) {
  const matches = listSearchMatches(tx, shape, query);
  return matches ? tx.with(matches) : tx;
}

/** The table's columns and the resource's read columns. */
function readSelection(shape: RecordTable, userId: string) {
  return { ...getTableColumns(shape.table), ...shape.readColumns?.(userId) };
}

type Row = Record<string, unknown>;

export async function findRecordPage(
  tx: DbTransaction,
  shape: RecordTable,
  userId: string,
  query: TListQueryBase,
  filters: (SQL | undefined)[],
): Promise<{ rows: Row[]; total: number }> {
  const where = listWhere(shape, userId, query, filters);
  const pageWhere = listWhere(shape, userId, query, filters, 'page');
  // The total counts every matching row; the page sorts only the candidates when the module narrows them.
  const candidates = shape.pageCandidates?.(query, where);
  const searchMatches = searchMatchesCounted(shape, query, filters);
  const total = searchMatches
    ? pageTotalOf(searchMatches, undefined)
    : pageTotalOf(sql`${shape.table}`, where);
  const rowsWithTotal = await withListSearch(tx, shape, query)
    .select({ ...readSelection(shape, userId), [pageTotalField]: total })
    .from(shape.table)
    .where(and(pageWhere, candidates ? sql`${shape.idColumn} in (${candidates})` : undefined))
    .orderBy(...listOrder(shape, query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return splitPageTotal(rowsWithTotal as (Row & { [pageTotalField]: number })[], async () => {
    // No row to carry the total: an empty list (page 1), or a page past the last row.
    if (query.page === 1) return 0;
    const [counted] = await withListSearch(tx, shape, query)
      .select({ total: count() })
      .from(shape.table)
      .where(where);
    return counted?.total ?? 0;
  });
}

/** Every row matching the filters, in list order (CSV export), at most `limit`. */
export async function findAllRecords(
  tx: DbTransaction,
  shape: RecordTable,
  userId: string,
  query: TListQueryBase,
  filters: (SQL | undefined)[],
  limit: number,
): Promise<Row[]> {
  return withListSearch(tx, shape, query)
    .select(readSelection(shape, userId))
    .from(shape.table)
    .where(listWhere(shape, userId, query, filters))
    .orderBy(...listOrder(shape, query))
    .limit(limit);
}

export async function findRecord(tx: DbTransaction, shape: RecordTable, userId: string, id: string) {
  const [row] = (await tx
    .select(readSelection(shape, userId))
    .from(shape.table)
    .where(and(eq(shape.idColumn, id), eq(shape.userIdColumn, userId)))
    .limit(1)) as Row[];
  return row ?? null;
}

/** Locks the row for the rest of the transaction (read-modify-write without lost updates). */
export async function findRecordForUpdate(tx: DbTransaction, shape: RecordTable, userId: string, id: string) {
  const [row] = (await tx
    .select()
    .from(shape.table)
    .where(and(eq(shape.idColumn, id), eq(shape.userIdColumn, userId)))
    .for('update')
    .limit(1)) as Row[];
  return row ?? null;
}

/** Rows per INSERT of a big import (a 5,000-row CSV file takes 20 statements). */
const maxRowsPerInsert = 250;

/** Rows per statement: at most `maxRowsPerInsert`, and within PostgreSQL's 65,535 parameters per statement. */
function insertChunkSize(columnCount: number): number {
  return Math.max(1, Math.min(maxRowsPerInsert, Math.floor(60_000 / Math.max(1, columnCount))));
}

export async function insertRecords(
  tx: DbTransaction,
  shape: RecordTable,
  userId: string,
  values: readonly Row[],
): Promise<Row[]> {
  if (values.length === 0) return [];
  const withOwner = values.map((value) => ({
    ...value,
    [columnKey(shape.table, shape.userIdColumn)]: userId,
  }));
  const chunkSize = insertChunkSize(Object.keys(withOwner[0] ?? {}).length);
  const inserted: Row[] = [];
  for (let start = 0; start < withOwner.length; start += chunkSize) {
    // The embedded engine runs a statement on the event loop: between chunks, the server answers other requests.
    if (start > 0) await nextTurn();
    const chunk = withOwner.slice(start, start + chunkSize);
    inserted.push(
      ...((await tx
        .insert(shape.table)
        .values(chunk as never)
        .returning()) as Row[]),
    );
  }
  return inserted;
}

/**
 * One new row whose id the caller chose (an offline insert: the browser draws the id so that later offline
 * edits can name the row). An id already taken, by this user or anyone, inserts nothing and gives null
 * instead of a unique violation (which would abort the transaction).
 */
export async function insertRecordWithId(
  tx: DbTransaction,
  shape: RecordTable,
  userId: string,
  id: string,
  values: Row,
): Promise<Row | null> {
  const [row] = (await tx
    .insert(shape.table)
    .values({
      ...values,
      [columnKey(shape.table, shape.idColumn)]: id,
      [columnKey(shape.table, shape.userIdColumn)]: userId,
    } as never)
    .onConflictDoNothing({ target: shape.idColumn })
    .returning()) as Row[];
  return row ?? null;
}

/**
 * Rewrites the row as it is, so that its version still rises by one: an update that changes no field is
 * still an accepted edit (the browser counts on version + 1 for each of its own).
 */
export async function touchRecord(
  tx: DbTransaction,
  shape: RecordTable,
  userId: string,
  id: string,
): Promise<Row | null> {
  return updateRecord(tx, shape, userId, id, {
    [columnKey(shape.table, shape.versionColumn)]: sql`${shape.versionColumn}`,
  });
}

export async function updateRecord(
  tx: DbTransaction,
  shape: RecordTable,
  userId: string,
  id: string,
  values: Row,
): Promise<Row | null> {
  const [row] = (await tx
    .update(shape.table)
    .set(values as never)
    .where(and(eq(shape.idColumn, id), eq(shape.userIdColumn, userId)))
    .returning()) as Row[];
  return row ?? null;
}

export async function deleteRecord(tx: DbTransaction, shape: RecordTable, userId: string, id: string) {
  const deleted = await tx
    .delete(shape.table)
    .where(and(eq(shape.idColumn, id), eq(shape.userIdColumn, userId)))
    .returning({ id: shape.idColumn });
  return deleted.length > 0;
}

/** The row's version (every records table has one, see RecordTable.versionColumn). */
export function rowVersionOf(shape: RecordTable, row: Row): number {
  const version = row[columnKey(shape.table, shape.versionColumn)];
  if (typeof version !== 'number') throw new Error('row without a version');
  return version;
}

/** The property name Drizzle uses for a column of a table (e.g. `userId` for `user_id`). */
export function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column);
  if (!entry) throw new Error(`Column ${column.name} is not in the table`);
  return entry[0];
}
