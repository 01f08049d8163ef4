import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getTableName } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_CSV_ROW_ERRORS,
  ZCsvImportResult,
  ZRecordIdParams,
  pageSchema,
  versionConflictSchema,
  type TCsvRowError,
  type TListQueryBase,
} from '../../../shared/contracts/records.js';
import { readRecordsCsv, writeRecordsCsv } from '../../../shared/domain/csv-records.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { zodIssueMessages } from '../../plugins/validation-messages.js';
import {
  csvCheckSlice,
  csvContentTypes,
  csvImportLimits,
  csvImportRouteOptions,
  decodeUtf8Csv,
} from './csv-upload.js';
import { csvVocabularyFor } from './csv-vocabulary.js';
import type { RecordResource } from './record-resource.js';
import { expectedVersionOf } from './if-match.js';
import { findAllRecords, findRecord, findRecordPage, type RecordTable } from './record-repository.js';
import {
  createRecord,
  createRecords,
  deleteRecordById,
  recordItems,
  updateRecordById,
  type RecordWriter,
} from './record-writes.js';
import { answeringVersionConflicts } from './version-conflict.js';
import { recordFeatureUse } from '../activity/feature-use.js';

type Row = Record<string, unknown>;

/** Most rows one CSV export holds (a plant's records stay far below it). */
const MAX_CSV_EXPORT_ROWS = 50_000;

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
  const writerOf = (request: FastifyRequest, tx: DbTransaction, userId: string): RecordWriter => ({
    tx,
    userId,
    t: translate(request),
  });
  /** The answered items of rows (the response schema checks them). */
  const itemsOf = (tx: DbTransaction, userId: string, rows: Row[]) =>
    recordItems({ tx, userId }, resource, rows);
  /** The answered items of rows read with the resource's read columns (list, export, read). */
  const readItemsOf = async (tx: DbTransaction, userId: string, rows: Row[]) => {
    const { toReadItem } = resource;
    return toReadItem ? rows.map((row) => toReadItem(row)) : itemsOf(tx, userId, rows);
  };

  server.get(
    path,
    { schema: { querystring: schemas.query, response: { 200: pageSchema(schemas.item) } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const query = request.query as TQuery;
        const { rows, total } = await findRecordPage(tx, shape, userId, query, filtersOf(query));
        return {
          items: await readItemsOf(tx, userId, rows),
          total,
          page: query.page,
          pageSize: query.pageSize,
        };
      }),
  );

  server.get(
    `${path}/export.csv`,
    { schema: { querystring: schemas.query, produces: ['text/csv'] } },
    async (request, reply) => {
      const query = request.query as TQuery;
      // The answered items, completed as the list completes them (an agenda task's reminder), so the file holds
      // what the import needs to create the same records.
      const items = await request.withUserDb(async (tx, userId) => {
        const read = await readItemsOf(
          tx,
          userId,
          await findAllRecords(tx, shape, userId, query, filtersOf(query), MAX_CSV_EXPORT_ROWS),
        );
        await recordFeatureUse(tx, request, userId, 'csv_export', {
          table: getTableName(resource.table),
          rows: read.length,
        });
        return read;
      });
      const vocabulary = csvVocabularyFor(resource.namespace, resource.csvColumns, request.language);
      const text = writeRecordsCsv(resource.csvColumns, items as Row[], vocabulary);
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
      ...csvImportRouteOptions,
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
        const [item] = await readItemsOf(tx, userId, [row]);
        return item;
      }),
  );

  server.post(
    path,
    { schema: { body: schemas.create, response: { 201: schemas.item } } },
    async (request, reply) => {
      const item = await request.withUserDb((tx, userId) =>
        createRecord(writerOf(request, tx, userId), resource, request.body as TCreate),
      );
      return reply.status(201).send(item);
    },
  );

  // PATCH and DELETE take an optional If-Match: <version>; a row gone or at another version is a 409 with it.
  const conflict = versionConflictSchema(schemas.item);

  server.patch(
    `${path}/:id`,
    {
      schema: {
        params: ZRecordIdParams,
        body: schemas.update,
        response: { 200: schemas.item, 409: conflict },
      },
    },
    (request, reply) => {
      const expectedVersion = expectedVersionOf(request);
      return answeringVersionConflicts(request, reply, async () => {
        const item = await request.withUserDb((tx, userId) =>
          updateRecordById(
            writerOf(request, tx, userId),
            resource,
            idOf(request),
            request.body as TUpdate,
            expectedVersion,
          ),
        );
        return reply.send(item);
      });
    },
  );

  // (No response schema: one would have to describe the empty 204 too; the 409 body is the PATCH's.)
  server.delete(`${path}/:id`, { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const expectedVersion = expectedVersionOf(request);
    return answeringVersionConflicts(request, reply, async () => {
      await request.withUserDb((tx, userId) =>
        deleteRecordById(writerOf(request, tx, userId), resource, idOf(request), expectedVersion),
      );
      return reply.status(204).send();
    });
  });

  /** Every row valid, then all written in one transaction; otherwise nothing and the list of refused rows. */
  async function importCsv(request: FastifyRequest, bytes: Buffer) {
    const t = translate(request);
    const text = decodeUtf8Csv(bytes);
    if (text === null) throw csvRefused([{ row: 1, message: t('records:csv.notUtf8') }]);
    const vocabulary = csvVocabularyFor(resource.namespace, resource.csvColumns, request.language);
    const read = await readRecordsCsv(resource.csvColumns, text, vocabulary, csvImportLimits);
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
    const creates: TCreate[] = [];
    // The rules that need the user's data (the plant's today), read once; the write checks them again.
    const { loadRowCheck } = resource;
    const contextCheck = loadRowCheck
      ? await request.withUserDb((tx: DbTransaction, userId) => loadRowCheck(tx, userId))
      : undefined;
    for (const [index, { row, values }] of read.records.entries()) {
      // Checked in slices, the server answering other requests in between (as the reader does).
      if (index > 0 && index % csvCheckSlice === 0) await csvImportLimits.pause?.();
      const parsed = schemas.create.safeParse(values);
      if (!parsed.success) {
        for (const [field, message] of Object.entries(zodIssueMessages(parsed.error.issues, t))) {
          rowErrors.push({ row, column: columnLabel(field), message });
        }
        continue;
      }
      const insert = resource.toInsertValues(parsed.data);
      const found = { ...resource.checkRow?.(insert), ...contextCheck?.(insert) };
      const problems = Object.keys(found).length > 0 ? found : null;
      if (problems) {
        for (const [field, key] of Object.entries(problems))
          rowErrors.push({ row, column: columnLabel(field), message: t(key) });
        continue;
      }
      creates.push(parsed.data);
    }
    if (rowErrors.length > 0) throw csvRefused(rowErrors);
    // The same path as a record created by the form (after-create work included: an imported agenda task gets
    // its reminder), all rows in one transaction.
    const created = await request.withUserDb(async (tx: DbTransaction, userId) => {
      const rows = await createRecords(writerOf(request, tx, userId), resource, creates);
      await recordFeatureUse(tx, request, userId, 'csv_import', {
        table: getTableName(resource.table),
        rows: rows.length,
      });
      return rows;
    });
    return { imported: created.length };

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
