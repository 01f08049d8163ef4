import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_CSV_IMPORT_ROWS,
  MAX_CSV_ROW_ERRORS,
  ZCsvImportResult,
  ZRecordIdParams,
  pageSchema,
  type TCsvRowError,
  type TListQueryBase,
} from '../../../shared/contracts/records.js';
import { readRecordsCsv, writeRecordsCsv } from '../../../shared/domain/csv-records.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { zodIssueMessages } from '../../plugins/validation-messages.js';
import { csvContentTypes, decodeUtf8Csv } from './csv-upload.js';
import { csvVocabularyFor } from './csv-vocabulary.js';
import type { RecordResource } from './record-resource.js';
import {
  deleteRecord,
  findAllRecords,
  findRecord,
  findRecordForUpdate,
  findRecordPage,
  insertRecords,
  updateRecord,
  type RecordTable,
} from './record-repository.js';

type Row = Record<string, unknown>;

/** Most rows one CSV export holds (a plant's records stay far below it). */
const MAX_CSV_EXPORT_ROWS = 50_000;

function rowProblem(fields: Record<string, string>): HttpError {
  return new HttpError(400, 'validation_failed', 'errors:validationFailed', {}, fields);
}

/**
 * The shared routes of a records module: list (paged, sorted, searched, filtered), read, create, partial
 * update, delete, CSV export and CSV import (all rows or none). Every route runs in the user's transaction
 * (row-level security) and names the owner in its SQL; an id of another user is "not found".
 */
export function registerRecordRoutes<TItem, TCreate, TUpdate, TQuery extends TListQueryBase, TRecord>(
  app: FastifyInstance,
  resource: RecordResource<TItem, TCreate, TUpdate, TQuery, TRecord>,
): void {
  // Plain (untyped) routes: the schemas still validate input and output, but a generic item type cannot
  // flow through the type provider, so parameters are read through `idOf` and casts to the contracts' types.
  const server = app;
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;
  const shape: RecordTable = resource;
  const { path, schemas } = resource;
  const filtersOf = (query: TQuery) => resource.filters?.(query) ?? [];
  const translate = (request: FastifyRequest) => translatorFor(request.language);
  /** The answered items of rows (the response schema checks them). */
  const itemsOf = async (tx: DbTransaction, userId: string, rows: Row[]): Promise<unknown[]> => {
    const records = rows.map(resource.toItem);
    return resource.completeItems ? resource.completeItems(tx, userId, records) : records;
  };
  const itemOf = async (tx: DbTransaction, userId: string, row: Row): Promise<unknown> => {
    const [item] = await itemsOf(tx, userId, [row]);
    return item;
  };

  const checkRow = (request: FastifyRequest, values: Row) => {
    const problems = resource.checkRow?.(values);
    if (!problems) return;
    const t = translate(request);
    throw rowProblem(Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)])));
  };

  server.get(
    path,
    { schema: { querystring: schemas.query, response: { 200: pageSchema(schemas.item) } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const query = request.query as TQuery;
        const { rows, total } = await findRecordPage(tx, shape, userId, query, filtersOf(query));
        return { items: await itemsOf(tx, userId, rows), total, page: query.page, pageSize: query.pageSize };
      }),
  );

  server.get(
    `${path}/export.csv`,
    { schema: { querystring: schemas.query, produces: ['text/csv'] } },
    async (request, reply) => {
      const query = request.query as TQuery;
      const rows = await request.withUserDb((tx, userId) =>
        findAllRecords(tx, shape, userId, query, filtersOf(query), MAX_CSV_EXPORT_ROWS),
      );
      const vocabulary = csvVocabularyFor(resource.namespace, resource.csvColumns, request.language);
      const text = writeRecordsCsv(
        resource.csvColumns,
        rows.map((row) => resource.toItem(row) as Row),
        vocabulary,
      );
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resource.fileName}-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  server.post(
    `${path}/import`,
    {
      schema: {
        consumes: csvContentTypes,
        body: z.instanceof(Buffer),
        response: { 200: ZCsvImportResult },
      },
    },
    (request) => importCsv(request, request.body as Buffer),
  );

  server.get(
    `${path}/:id`,
    { schema: { params: ZRecordIdParams, response: { 200: schemas.item } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const row = await findRecord(tx, shape, userId, idOf(request));
        if (!row) throw notFound();
        return itemOf(tx, userId, row);
      }),
  );

  server.post(
    path,
    { schema: { body: schemas.create, response: { 201: schemas.item } } },
    async (request, reply) => {
      const input = request.body as TCreate;
      const values = resource.toInsertValues(input);
      checkRow(request, values);
      const item = await request.withUserDb(async (tx, userId) => {
        const [inserted] = await insertRecords(tx, shape, userId, [values]);
        if (!inserted) throw new Error('insert returned no row');
        await resource.afterCreate?.(tx, userId, inserted, input);
        return itemOf(tx, userId, inserted);
      });
      return reply.status(201).send(item);
    },
  );

  server.patch(
    `${path}/:id`,
    { schema: { params: ZRecordIdParams, body: schemas.update, response: { 200: schemas.item } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const current = await findRecordForUpdate(tx, shape, userId, idOf(request));
        if (!current) throw notFound();
        const input = request.body as TUpdate;
        const changes = resource.toUpdateValues(input, current);
        checkRow(request, { ...current, ...changes });
        // An empty change (PATCH {}) writes nothing: the row is answered as it is.
        const row =
          Object.keys(changes).length === 0
            ? current
            : await updateRecord(tx, shape, userId, idOf(request), changes);
        if (!row) throw notFound();
        await resource.afterUpdate?.(tx, userId, row, input);
        return itemOf(tx, userId, row);
      }),
  );

  server.delete(`${path}/:id`, { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const isDeleted = await request.withUserDb((tx, userId) =>
      deleteRecord(tx, shape, userId, idOf(request)),
    );
    if (!isDeleted) throw notFound();
    return reply.status(204).send();
  });

  /** Every row valid, then all written in one transaction; otherwise nothing and the list of refused rows. */
  async function importCsv(request: FastifyRequest, bytes: Buffer) {
    const t = translate(request);
    const text = decodeUtf8Csv(bytes);
    if (text === null) throw csvRefused([{ row: 1, message: t('records:csv.notUtf8') }]);
    const vocabulary = csvVocabularyFor(resource.namespace, resource.csvColumns, request.language);
    const read = readRecordsCsv(resource.csvColumns, text, vocabulary, MAX_CSV_IMPORT_ROWS);
    if (!read.ok) {
      throw csvRefused(
        read.problems.map((problem) => ({
          row: problem.row,
          ...(problem.column ? { column: vocabulary.header(problem.column) } : {}),
          message: t(problem.messageKey, problem.params),
        })),
      );
    }
    const rowErrors: TCsvRowError[] = [];
    const inserts: Row[] = [];
    for (const { row, values } of read.records) {
      const parsed = schemas.create.safeParse(values);
      if (!parsed.success) {
        for (const [field, message] of Object.entries(zodIssueMessages(parsed.error.issues, t))) {
          rowErrors.push({ row, column: columnLabel(field), message });
        }
        continue;
      }
      const insert = resource.toInsertValues(parsed.data);
      const problems = resource.checkRow?.(insert);
      if (problems) {
        for (const [field, key] of Object.entries(problems))
          rowErrors.push({ row, column: columnLabel(field), message: t(key) });
        continue;
      }
      inserts.push(insert);
    }
    if (rowErrors.length > 0) throw csvRefused(rowErrors);
    const inserted = await request.withUserDb((tx: DbTransaction, userId) =>
      insertRecords(tx, shape, userId, inserts),
    );
    return { imported: inserted.length };

    function columnLabel(field: string): string | undefined {
      const key = field.split('.')[0] ?? field;
      return resource.csvColumns.some((column) => column.key === key) ? vocabulary.header(key) : undefined;
    }
    function csvRefused(rows: TCsvRowError[]): HttpError {
      const shown = rows.slice(0, MAX_CSV_ROW_ERRORS);
      return new HttpError(
        400,
        'csv_invalid',
        'records:csv.refused',
        { count: new Set(rows.map((entry) => entry.row)).size },
        undefined,
        shown,
      );
    }
  }
}
