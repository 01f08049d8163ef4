import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZChainVerification,
  ZLogStatistics,
  ZSecureLogPage,
  ZSecureLogsQuery,
} from '../../../shared/contracts/secure-logs.js';
import { SECURE_LOG_PAGE_SIZE } from '../../../shared/domain/secure-logs.js';
import type { Db } from '../../db/client.js';
import { requireAdmin } from '../admin/require-admin.js';
import { adminViewOf } from './secure-log-reading.js';
import { readAllLogStatistics, readSecureLogPage } from './secure-logs.repository.js';
import type { SecureLogVault } from './secure-log-vault.js';
import { verifySecureLogChain } from './secure-log-verify.js';

export interface SecureLogAdminRoutesOptions {
  db: Db;
  vault: SecureLogVault;
}

/**
 * The admin's secure logs (spec §6: role admin and a verified factor): every user's rows in their masked form
 * (an admin never reads another user's encrypted copy), the statistics across users, and the chain check.
 */
export const secureLogAdminRoutes: FastifyPluginAsyncZod<SecureLogAdminRoutesOptions> = (
  app,
  { db, vault },
) => {
  app.addHook('preValidation', async (request) => {
    await requireAdmin(db, request);
  });

  app.get(
    '/api/admin/secure-logs',
    { schema: { querystring: ZSecureLogsQuery, response: { 200: ZSecureLogPage } } },
    async (request) => {
      const page = await readSecureLogPage(db, request.query, null);
      return {
        logs: page.rows.map(adminViewOf),
        page: request.query.page,
        pageSize: SECURE_LOG_PAGE_SIZE,
        total: page.total,
      };
    },
  );

  app.get('/api/admin/secure-logs/statistics', { schema: { response: { 200: ZLogStatistics } } }, () =>
    readAllLogStatistics(db),
  );

  app.post('/api/admin/secure-logs/verify', { schema: { response: { 200: ZChainVerification } } }, () =>
    verifySecureLogChain(db, vault),
  );
  return Promise.resolve();
};
