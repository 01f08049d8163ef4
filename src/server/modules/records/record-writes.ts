// Create, update and delete of one record of a records module, as plain functions over the user's transaction:
// the shared REST routes (record-routes.ts) and the offline actions (modules/offline) apply the same rules
// through them (cross-field checks, the module's follow-up work, the version check, the answered item).
import { randomUUID } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import type { TFunction } from '../../../shared/i18n/translate.js';
import type { TListQueryBase } from '../../../shared/contracts/records.js';
import type { DbTransaction } from '../../db/user-context.js';
import { fieldsRefused, HttpError, notFound } from '../../lib/http-error.js';
import type { RecordResource } from './record-resource.js';
import {
  columnKey,
  deleteRecord,
  findRecordForUpdate,
  insertRecordWithId,
  insertRecords,
  rowVersionOf,
  touchRecord,
  updateRecord,
} from './record-repository.js';
import { checkExpectedVersion } from './version-conflict.js';
import { recordActivity } from '../activity/activity.repository.js';

type Row = Record<string, unknown>;

/** Who writes, in which transaction, and the translator of their language (messages of refused fields). */
export interface RecordWriter {
  tx: DbTransaction;
  userId: string;
  t: TFunction;
}

/** How a module turns rows into the items it answers. */
type ItemSource<TItem, TRecord> = Pick<
  RecordResource<TItem, never, never, TListQueryBase, TRecord>,
  'toItem' | 'completeItems'
>;

/**
 * The user_data_create / update / delete entry of the activity log (spec §3), written in the same transaction as
 * the change, once for every records module and for REST and offline alike: which table, which record (or how
 * many, for an import), never the record's content.
 */
async function recordDataChange(
  { tx, userId }: Pick<RecordWriter, 'tx' | 'userId'>,
  activityType: 'user_data_create' | 'user_data_update' | 'user_data_delete',
  resource: { table: RecordResource<unknown, never, never, TListQueryBase, unknown>['table'] },
  ids: readonly string[],
): Promise<void> {
  const table = getTableName(resource.table);
  await recordActivity(tx, {
    userId,
    activityType,
    description: table,
    metadata: { table, count: ids.length, ...(ids.length === 1 ? { recordId: ids[0] } : {}) },
  });
}

/** 409 `record_exists`: the id an offline insert chose is already taken (by this user or anyone). */
export const recordExists = () => new HttpError(409, 'record_exists', 'errors:recordExists');

/** The answered items of rows, completed by the module when it needs more than the row (the response checks them). */
export async function recordItems<TItem, TRecord>(
  { tx, userId }: Pick<RecordWriter, 'tx' | 'userId'>,
  resource: ItemSource<TItem, TRecord>,
  rows: Row[],
): Promise<(TItem | TRecord)[]> {
  const records = rows.map(resource.toItem);
  return resource.completeItems ? resource.completeItems(tx, userId, records) : records;
}

export async function recordItem<TItem, TRecord>(
  writer: Pick<RecordWriter, 'tx' | 'userId'>,
  resource: ItemSource<TItem, TRecord>,
  row: Row,
): Promise<TItem | TRecord> {
  const [item] = await recordItems(writer, resource, [row]);
  if (item === undefined) throw new Error('no item for the row');
  return item;
}

type RowCheck = (values: Row) => Record<string, string> | null;

/**
 * The module's rules across fields (and those that need the user's data, read once in the transaction), on the
 * row as it would be stored: 400 naming each wrong field.
 */
async function loadRowChecker(
  { tx, userId, t }: RecordWriter,
  resource: { checkRow?: RowCheck; loadRowCheck?: (tx: DbTransaction, userId: string) => Promise<RowCheck> },
): Promise<(values: Row) => void> {
  const contextCheck = await resource.loadRowCheck?.(tx, userId);
  return (values) => {
    const problems = { ...resource.checkRow?.(values), ...contextCheck?.(values) };
    if (Object.keys(problems).length > 0) throw fieldsRefused(problems, t);
  };
}

/**
 * A new record from a validated create request. With `id` (an offline insert) the row takes that id; an id
 * already taken is 409 `record_exists`, never a database error.
 */
export async function createRecord<TItem, TCreate, TUpdate, TQuery extends TListQueryBase, TRecord>(
  writer: RecordWriter,
  resource: RecordResource<TItem, TCreate, TUpdate, TQuery, TRecord>,
  input: TCreate,
  id?: string,
): Promise<TItem | TRecord> {
  const { tx, userId } = writer;
  if (id === undefined) {
    const [created] = await createRecords(writer, resource, [input]);
    if (!created) throw new Error('insert returned no row');
    return recordItem(writer, resource, created);
  }
  const values = resource.toInsertValues(input);
  (await loadRowChecker(writer, resource))(values);
  const inserted = await insertRecordWithId(tx, resource, userId, id, values);
  if (!inserted) throw recordExists();
  await resource.afterCreate?.(tx, userId, inserted, input);
  await recordDataChange(writer, 'user_data_create', resource, [id]);
  return recordItem(writer, resource, inserted);
}

/**
 * New records from validated create requests, in one transaction, by the same rules as one record created by the
 * form: the module's check across fields, then its after-create work for each row (an agenda task's reminder),
 * in the order of the requests. The rows are written in chunks of one statement each; each takes an id drawn here
 * so that its after-create work gets its own request. The CSV import creates its rows through this.
 */
export async function createRecords<TItem, TCreate, TUpdate, TQuery extends TListQueryBase, TRecord>(
  writer: RecordWriter,
  resource: RecordResource<TItem, TCreate, TUpdate, TQuery, TRecord>,
  inputs: readonly TCreate[],
): Promise<Row[]> {
  const { tx, userId } = writer;
  const idKey = columnKey(resource.table, resource.idColumn);
  const ids = inputs.map(() => randomUUID());
  const checkRow = await loadRowChecker(writer, resource);
  const values = inputs.map((input, index) => {
    const insert = resource.toInsertValues(input);
    checkRow(insert);
    return { ...insert, [idKey]: ids[index] };
  });
  const inserted = await insertRecords(tx, resource, userId, values);
  const rowsById = new Map(inserted.map((row) => [String(row[idKey]), row]));
  const rows = ids.map((rowId) => {
    const row = rowsById.get(rowId);
    if (!row) throw new Error('insert returned no row');
    return row;
  });
  if (resource.afterCreate) {
    for (const [index, row] of rows.entries()) {
      const input = inputs[index];
      if (input !== undefined) await resource.afterCreate(tx, userId, row, input);
    }
  }
  if (ids.length > 0) await recordDataChange(writer, 'user_data_create', resource, ids);
  return rows;
}

/**
 * A partial update from a validated update request, on the locked row. With `expectedVersion`, a row gone or
 * at another version is a 409 conflict; without it, a missing row is 404. An update that changes no field still
 * raises the version (the row is rewritten as it is).
 */
export async function updateRecordById<TItem, TCreate, TUpdate, TQuery extends TListQueryBase, TRecord>(
  writer: RecordWriter,
  resource: RecordResource<TItem, TCreate, TUpdate, TQuery, TRecord>,
  id: string,
  input: TUpdate,
  expectedVersion?: number,
): Promise<TItem | TRecord> {
  const { tx, userId } = writer;
  const current = await findRecordForUpdate(tx, resource, userId, id);
  await checkExpectedVersion(
    expectedVersion,
    current,
    (row) => rowVersionOf(resource, row),
    (row) => recordItem(writer, resource, row),
  );
  if (!current) throw notFound();
  const changes = resource.toUpdateValues(input, current);
  (await loadRowChecker(writer, resource))({ ...current, ...changes });
  const row =
    Object.keys(changes).length === 0
      ? await touchRecord(tx, resource, userId, id)
      : await updateRecord(tx, resource, userId, id, changes);
  if (!row) throw notFound();
  await resource.afterUpdate?.(tx, userId, row, input);
  await recordDataChange(writer, 'user_data_update', resource, [id]);
  return recordItem(writer, resource, row);
}

/** Deletes the record; with `expectedVersion` the row is locked and checked first (409 when it moved on). */
export async function deleteRecordById<TItem, TCreate, TUpdate, TQuery extends TListQueryBase, TRecord>(
  writer: RecordWriter,
  resource: RecordResource<TItem, TCreate, TUpdate, TQuery, TRecord>,
  id: string,
  expectedVersion?: number,
): Promise<void> {
  const { tx, userId } = writer;
  if (expectedVersion !== undefined) {
    const current = await findRecordForUpdate(tx, resource, userId, id);
    await checkExpectedVersion(
      expectedVersion,
      current,
      (row) => rowVersionOf(resource, row),
      (row) => recordItem(writer, resource, row),
    );
  }
  await resource.beforeDelete?.(tx, userId, id);
  if (!(await deleteRecord(tx, resource, userId, id))) throw notFound();
  await recordDataChange(writer, 'user_data_delete', resource, [id]);
}
