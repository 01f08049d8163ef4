import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZDevOutboxResponse } from '../../../shared/contracts/dev-outbox.js';
import type { Db } from '../../db/client.js';
import { isDirectLoopbackRequest } from '../../lib/loopback.js';
import { sendApiNotFound } from '../../plugins/error-handler.js';
import { findRecentOutboxMails } from './dev-outbox.repository.js';

export interface DevOutboxRoutesOptions {
  db: Db;
  /** config.isDevOutboxEnabled: when false the route is not even registered. */
  isEnabled: boolean;
}

const pageSize = 50;

/** GET /api/dev/outbox: the mails kept in the outbox, for developers without an SMTP server. */
export const devOutboxRoutes: FastifyPluginAsyncZod<DevOutboxRoutesOptions> = (app, options) => {
  if (!options.isEnabled) return Promise.resolve();

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        hide: true,
        tags: ['dev'],
        summary: 'Mails kept in the outbox (development, loopback only)',
        response: { 200: ZDevOutboxResponse },
      },
    },
    async (request, reply) => {
      // Anyone else gets the very answer of a route that does not exist.
      if (!isDirectLoopbackRequest(request)) return sendApiNotFound(request, reply);
      const rows = await findRecentOutboxMails(options.db, pageSize);
      const mails = rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      }));
      return reply.header('cache-control', 'no-store').send({ mails });
    },
  );
  return Promise.resolve();
};
