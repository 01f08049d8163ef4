import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCsvImportResult,
  ZRecordIdParams,
  pageSchema,
  versionConflictSchema,
} from '../../../shared/contracts/records.js';
import {
  ZCreateTeamEventRequest,
  ZTeamEvent,
  ZTeamEventListQuery,
  ZUpdateTeamEventRequest,
  type TTeamEventListQuery,
} from '../../../shared/contracts/team.js';
import { writeRecordsCsv } from '../../../shared/domain/csv-records.js';
import { notFound } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import { csvContentTypes, csvImportRouteOptions } from '../records/csv-upload.js';
import { csvVocabularyFor } from '../records/csv-vocabulary.js';
import { importTeamEventsCsv } from './team-events.import.js';
import { expectedVersionOf } from '../records/if-match.js';
import { answeringVersionConflicts } from '../records/version-conflict.js';
import { findAllTeamEvents, findTeamEvent, findTeamEventPage } from './team-events.repository.js';
import { teamEventsResource as resource, toTeamEvent } from './team-events.resource.js';
import { createTeamEvent, deleteTeamEventById, updateTeamEventById } from './team-events.service.js';

/** Most rows one CSV export holds (as the shared record routes). */
const MAX_CSV_EXPORT_ROWS = 50_000;

/**
 * The team calendar: the same routes as every records module (list, read, create, update, delete, CSV
 * export and import), written here because reads join the member's name and writes check the member in
 * their own transaction. Every route runs in the user's transaction (row-level security) and names the
 * owner in its SQL; another user's event is "not found".
 */
export const teamEventRoutes: FastifyPluginAsyncZod = (app) => {
  const { path } = resource;
  const filtersOf = (query: TTeamEventListQuery) => resource.filters?.(query) ?? [];

  app.get(
    path,
    { schema: { querystring: ZTeamEventListQuery, response: { 200: pageSchema(ZTeamEvent) } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const { query } = request;
        const { rows, total } = await findTeamEventPage(tx, resource, userId, query, filtersOf(query));
        return { items: rows.map(toTeamEvent), total, page: query.page, pageSize: query.pageSize };
      }),
  );

  app.get(
    `${path}/export.csv`,
    { schema: { querystring: ZTeamEventListQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const { query } = request;
      const rows = await request.withUserDb((tx, userId) =>
        findAllTeamEvents(tx, resource, userId, query, filtersOf(query), MAX_CSV_EXPORT_ROWS),
      );
      const vocabulary = csvVocabularyFor(resource.namespace, resource.csvColumns, request.language);
      const text = writeRecordsCsv(resource.csvColumns, rows.map(toTeamEvent), vocabulary);
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${resource.fileName}-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );

  app.post(
    `${path}/import`,
    {
      ...csvImportRouteOptions,
      schema: { consumes: csvContentTypes, body: z.instanceof(Buffer), response: { 200: ZCsvImportResult } },
    },
    (request) => importTeamEventsCsv(request, request.body),
  );

  app.get(`${path}/:id`, { schema: { params: ZRecordIdParams, response: { 200: ZTeamEvent } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const row = await findTeamEvent(tx, userId, request.params.id);
      if (!row) throw notFound();
      return toTeamEvent(row);
    }),
  );

  app.post(
    path,
    { schema: { body: ZCreateTeamEventRequest, response: { 201: ZTeamEvent } } },
    async (request, reply) => {
      const t = translatorFor(request.language);
      const event = await request.withUserDb((tx, userId) => createTeamEvent(tx, userId, request.body, t));
      return reply.status(201).send(event);
    },
  );

  // PATCH and DELETE take an optional If-Match: <version>; a row gone or at another version is a 409 with it.
  app.patch(
    `${path}/:id`,
    {
      schema: {
        params: ZRecordIdParams,
        body: ZUpdateTeamEventRequest,
        response: { 200: ZTeamEvent, 409: versionConflictSchema(ZTeamEvent) },
      },
    },
    // The answer is sent by the reply (the item, or the 409 with the current event): the handler resolves empty.
    async (request, reply) => {
      const t = translatorFor(request.language);
      const expectedVersion = expectedVersionOf(request);
      await answeringVersionConflicts(request, reply, async () => {
        const event = await request.withUserDb((tx, userId) =>
          updateTeamEventById(tx, userId, request.params.id, request.body, t, expectedVersion),
        );
        return reply.send(event);
      });
    },
  );

  app.delete(`${path}/:id`, { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const expectedVersion = expectedVersionOf(request);
    return answeringVersionConflicts(request, reply, async () => {
      await request.withUserDb((tx, userId) =>
        deleteTeamEventById(tx, userId, request.params.id, expectedVersion),
      );
      return reply.status(204).send();
    });
  });
  return Promise.resolve();
};
