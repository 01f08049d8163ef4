import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TListQueryBase } from '../../../shared/contracts/records.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { ListSearch } from './list-query.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';

type Row = Record<string, unknown>;

/**
 * What a records module tells the shared routes (list, read, create, update, delete, CSV export and import):
 * its table, its contracts and how rows and requests map onto each other. The module's own routes (quick
 * adjustments, completion, summaries) sit next to these.
 */
export interface RecordResource<TItem, TCreate, TUpdate, TQuery extends TListQueryBase, TRecord = TItem> {
  /** URL path of the collection, e.g. "/api/stock-items". */
  path: string;
  /** i18n namespace of the module: field labels `fields.<key>`, enum labels `values.<key>.<code>`. */
  namespace: string;
  /** Name of the exported file, without extension. */
  fileName: string;
  table: PgTable;
  idColumn: PgColumn;
  userIdColumn: PgColumn;
  /** `version`: 1 when created, raised by one on every change (the If-Match and offline conflict check). */
  versionColumn: PgColumn;
  schemas: {
    item: z.ZodType<TItem>;
    create: z.ZodType<TCreate>;
    update: z.ZodType<TUpdate>;
    query: z.ZodType<TQuery>;
  };
  sortColumns: Readonly<Record<TQuery['sort'], PgColumn | SQL>>;
  search: ListSearch;
  /**
   * For a sort no index serves as it is (the maintenance list's next due first): ids among which the page of
   * `query` lies, as a subquery for `id in (…)`, read from indexes; the page statement sorts only these rows by
   * the list's order. `where` is the list's whole condition. Undefined: the page sorts every matching row.
   */
  pageCandidates?: (query: TQuery, where: SQL | undefined) => SQL | undefined;
  /** The module's list filters (undefined entries are ignored). */
  filters?: (query: TQuery) => (SQL | undefined)[];
  /** The stored fields of a row (also what the CSV export writes). */
  toItem: (row: Row) => TRecord;
  /**
   * What answers need beyond the row (the next reminder of a task, the due state against the user's "today"
   * and meters), read for all the answered rows at once in the same transaction. Without it the records are
   * the items.
   */
  completeItems?: (tx: DbTransaction, userId: string, records: TRecord[]) => Promise<TItem[]>;
  /**
   * What answers need beyond the row that the row's own statement can read (an agenda task's next reminder, a
   * maintenance task's meter and the owner's preferences): one subquery each, selected with the rows the list,
   * the export and the read answer, so these need no statement of their own. Such rows are answered by
   * `toReadItem`; rows written (RETURNING carries the table's columns only) by `toItem` and `completeItems`.
   */
  readColumns?: (userId: string) => Readonly<Record<string, SQL.Aliased>>;
  /** The item of a row read with `readColumns` (required with them). */
  toReadItem?: (row: Row) => TItem;
  /** Column values of a new row (the owner is added by the repository). */
  toInsertValues: (input: TCreate) => Row;
  /** Column values to change; `current` is the row as it is (locked), for rules across fields. */
  toUpdateValues: (input: TUpdate, current: Row) => Row;
  /**
   * Rules across fields, checked on the row as it would be stored (create, update merged with the current
   * row, every CSV row): field -> i18n key of the message.
   */
  checkRow?: (values: Row) => Record<string, string> | null;
  /**
   * Rules that need the user's data (a reading dated after the plant's today): read once in the write's
   * transaction, then checked like `checkRow` on every row as it would be stored (create, update, CSV, offline).
   */
  loadRowCheck?: (
    tx: DbTransaction,
    userId: string,
  ) => Promise<(values: Row) => Record<string, string> | null>;
  /**
   * Work done in the same transaction after a create or an update through the shared routes (e.g. the
   * reminder of an agenda task): a failure undoes the whole write.
   */
  afterCreate?: (tx: DbTransaction, userId: string, row: Row, input: TCreate) => Promise<void>;
  afterUpdate?: (tx: DbTransaction, userId: string, row: Row, input: TUpdate) => Promise<void>;
  /**
   * A rule checked before a delete (REST and offline alike), in the same transaction: throws the HttpError that
   * says why the record must stay (a lot that has feed log entries).
   */
  beforeDelete?: (tx: DbTransaction, userId: string, id: string) => Promise<void>;
  /** Columns of the CSV files, in order; their keys are keys of the create request and of the item. */
  csvColumns: readonly CsvColumn[];
}
