import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isIP } from 'node:net';
import { ZDevOutboxResponse } from '../../../shared/contracts/dev-outbox.js';
import type { Db } from '../../db/client.js';
import { sendApiNotFound } from '../../plugins/error-handler.js';
import { findRecentOutboxMails } from './dev-outbox.repository.js';

export interface DevOutboxRoutesOptions {
  db: Db;
  /** config.isDevOutboxEnabled: when false the route is not even registered. */
  isEnabled: boolean;
}

const pageSize = 50;

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const unmapped = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(unmapped) === 4) return unmapped.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}

/**
 * Only a browser on this machine, talking to the server directly: the socket must be loopback and no proxy
 * may be in between (behind a local reverse proxy every caller would look like 127.0.0.1).
 */
function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  const isForwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !isForwarded && isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}

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
