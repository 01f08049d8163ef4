import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAppendSecureLogRequest,
  ZAppendSecureLogResponse,
  ZLogStatistics,
  ZSecureLogPage,
  ZSecureLogsQuery,
} from '../../../shared/contracts/secure-logs.js';
import { SECURE_LOG_PAGE_SIZE } from '../../../shared/domain/secure-logs.js';
import type { Db } from '../../db/client.js';
import { formatWait } from '../../lib/format-wait.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { consumeRateLimit } from '../rate-limit/rate-limit.repository.js';
import { appendSecureLog } from './secure-log-append.js';
import { ownerViewOf } from './secure-log-reading.js';
import { readOwnLogStatistics, readSecureLogPage } from './secure-logs.repository.js';
import type { SecureLogVault } from './secure-log-vault.js';

export interface SecureLogRoutesOptions {
  db: Db;
  vault: SecureLogVault;
}

/** Appends per user and minute through the secure-log-handler (every append costs a serialised write). */
export const secureLogAppendRule = { max: 60, windowMs: 60_000 };

/** The secure-log-handler, get_secure_logs and get_log_statistics (spec §7), bound to the signed-in user. */
export const secureLogRoutes: FastifyPluginAsyncZod<SecureLogRoutesOptions> = (app, { db, vault }) => {
  app.post(
    '/api/secure-logs',
    { schema: { body: ZAppendSecureLogRequest, response: { 200: ZAppendSecureLogResponse } } },
    async (request, reply) => {
      const userId = await request.signedInUserId();
      const decision = await consumeRateLimit(db, `secure-log:${userId}`, secureLogAppendRule);
      if (!decision.isAllowed) {
        reply.header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
        throw tooManyRequests(formatWait(decision.retryAfterMs, request.language));
      }
      const { data } = request.body;
      return appendSecureLog(db, vault, {
        userId,
        level: data.level,
        message: data.message,
        metadata: data.metadata ?? null,
        source: data.source ?? 'app',
        userAgent: data.user_agent ?? request.headers['user-agent'] ?? null,
        sensitive: data.sensitive ?? false,
      });
    },
  );

  app.get(
    '/api/secure-logs',
    { schema: { querystring: ZSecureLogsQuery, response: { 200: ZSecureLogPage } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const page = await readSecureLogPage(tx, request.query, userId);
        return {
          logs: page.rows.map((row) => ownerViewOf(vault, row)),
          page: request.query.page,
          pageSize: SECURE_LOG_PAGE_SIZE,
          total: page.total,
        };
      }),
  );

  app.get('/api/secure-logs/statistics', { schema: { response: { 200: ZLogStatistics } } }, (request) =>
    request.withUserDb((tx, userId) => readOwnLogStatistics(tx, userId)),
  );
  return Promise.resolve();
};
