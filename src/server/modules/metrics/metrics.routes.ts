import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import {
  ZClientMetricsAccepted,
  ZClientMetricsBatch,
  ZErrorGroupListQuery,
  ZErrorGroupParams,
  ZErrorGroupStatusChange,
  ZErrorGroupsResponse,
  ZFiguresQuery,
  ZFiguresResponse,
  ZRouteLatencyQuery,
  ZRouteLatencyResponse,
} from '../../../shared/contracts/measured-metrics.js';
import { CLIENT_REPORTS_PER_MINUTE } from '../../../shared/domain/metrics/client-report-limits.js';
import type { Db } from '../../db/client.js';
import { formatWait } from '../../lib/format-wait.js';
import { HttpError, notFound, tooManyRequests } from '../../lib/http-error.js';
import { requireAdmin as requireAdminOf } from '../admin/require-admin.js';
import { consumeRateLimit } from '../rate-limit/rate-limit.repository.js';
import { ingestClientBatch } from './client-metrics.service.js';
import { listErrorGroups, setErrorGroupStatus } from './error-groups.repository.js';
import { readFigureSeries, readRouteLatencies } from './monitoring-figures.repository.js';

export interface MetricsRoutesOptions {
  db: Db;
  /** Batches per minute a user (or a visitor's address) may send; CLIENT_REPORTS_PER_MINUTE by default. */
  clientReportsPerMinute?: number;
}

/** A batch holds at most 50 errors of 8 KB stacks, 50 timings and 50 events. */
const CLIENT_BATCH_BODY_LIMIT = 512 * 1024;

/** The rate-limit key of a reporter: the user, else a digest of the address (never the address itself). */
function reporterKey(userId: string | null, request: FastifyRequest): string {
  return userId
    ? `user:${userId}`
    : `ip:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 22)}`;
}

async function optionalUserId(request: FastifyRequest): Promise<string | null> {
  try {
    return await request.signedInUserId();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
}

/**
 * Browser reports (signed in or visitor; zod-bounded, rate limited) and the admin reads of the measured figures
 * and error groups (every one behind requireAdmin: role admin AND a verified TOTP factor).
 */
export const metricsRoutes: FastifyPluginAsyncZod<MetricsRoutesOptions> = (app, options) => {
  const { db } = options;
  const perMinute = options.clientReportsPerMinute ?? CLIENT_REPORTS_PER_MINUTE;
  const requireAdmin = (request: FastifyRequest) => requireAdminOf(db, request);

  // navigator.sendBeacon sends its JSON as text/plain (a CORS-safelisted type): read it as JSON here only.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'malformed_json', 'errors:malformedJson'), undefined);
    }
  });

  app.post(
    '/api/metrics/client',
    {
      bodyLimit: CLIENT_BATCH_BODY_LIMIT,
      schema: { body: ZClientMetricsBatch, response: { 202: ZClientMetricsAccepted } },
    },
    async (request, reply) => {
      const userId = await optionalUserId(request);
      const decision = await consumeRateLimit(db, `client-metrics:${reporterKey(userId, request)}`, {
        max: perMinute,
        windowMs: 60_000,
      });
      if (!decision.isAllowed) {
        reply.header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
        throw tooManyRequests(formatWait(decision.retryAfterMs, request.language));
      }
      await ingestClientBatch(db, request.body, {
        userAgent: request.headers['user-agent'] ?? null,
        withUserDb: userId ? (work) => request.withUserDb(work) : null,
      });
      return reply.code(202).send({ accepted: true });
    },
  );

  app.get(
    '/api/monitoring/figures',
    { schema: { querystring: ZFiguresQuery, response: { 200: ZFiguresResponse } } },
    async (request) => {
      await requireAdmin(request);
      const series = await readFigureSeries(db, request.query.minutes);
      return { from: series.from.toISOString(), to: series.to.toISOString(), points: series.points };
    },
  );

  app.get(
    '/api/monitoring/route-latencies',
    { schema: { querystring: ZRouteLatencyQuery, response: { 200: ZRouteLatencyResponse } } },
    async (request) => {
      await requireAdmin(request);
      return { hours: request.query.hours, routes: await readRouteLatencies(db, request.query.hours) };
    },
  );

  app.get(
    '/api/monitoring/error-groups',
    { schema: { querystring: ZErrorGroupListQuery, response: { 200: ZErrorGroupsResponse } } },
    async (request) => {
      await requireAdmin(request);
      const groups = await listErrorGroups(db, request.query.status);
      return {
        groups: groups.map((group) => ({
          ...group,
          count: group.count.toString(),
          firstSeen: group.firstSeen.toISOString(),
          lastSeen: group.lastSeen.toISOString(),
          samples: group.samples.map((sample) => ({
            stack: sample.stack,
            page: sample.pageUrl,
            browser: sample.browser,
            occurredAt: sample.occurredAt.toISOString(),
          })),
        })),
      };
    },
  );

  app.patch(
    '/api/monitoring/error-groups/:id',
    { schema: { params: ZErrorGroupParams, body: ZErrorGroupStatusChange } },
    async (request) => {
      await requireAdmin(request);
      if (!(await setErrorGroupStatus(db, request.params.id, request.body.status))) throw notFound();
      return { id: request.params.id, status: request.body.status };
    },
  );
  return Promise.resolve();
};
