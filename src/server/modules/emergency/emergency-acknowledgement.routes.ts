import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { ZAcknowledgementRequest, ZAcknowledgementView } from '../../../shared/contracts/emergency.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { formatWait } from '../../lib/format-wait.js';
import { consumeRateLimit } from '../rate-limit/rate-limit.repository.js';
import { acknowledgeByLink, lookUpAcknowledgement } from './emergency-acknowledgement.service.js';

export interface EmergencyAcknowledgementRoutesOptions {
  /** The server's own connection: the member who opens the link has no account. */
  db: Db;
}

/** Link requests per minute and address (a token cannot be guessed; this keeps a scanner from hammering). */
const ackRequestsPerMinute = { max: 30, windowMs: 60_000 };

async function limitByAddress(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const key = `emergency-ack:${createHash('sha256').update(request.ip).digest('base64url').slice(0, 22)}`;
  const decision = await consumeRateLimit(db, key, ackRequestsPerMinute);
  if (!decision.isAllowed) {
    reply.header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
    throw tooManyRequests(formatWait(decision.retryAfterMs, request.language));
  }
}

/**
 * The acknowledgement link of an alert mail (no account, no session): read what it is about, then confirm.
 * Both are POSTs carrying the token in the body: a link previewer or a log never sees or uses it.
 */
export const emergencyAcknowledgementRoutes: FastifyPluginAsyncZod<EmergencyAcknowledgementRoutesOptions> = (
  app,
  options,
) => {
  app.post(
    '/api/emergency-acknowledgements/lookup',
    { schema: { body: ZAcknowledgementRequest, response: { 200: ZAcknowledgementView } } },
    async (request, reply) => {
      await limitByAddress(options.db, request, reply);
      return lookUpAcknowledgement(options.db, request.body.token);
    },
  );

  app.post(
    '/api/emergency-acknowledgements',
    { schema: { body: ZAcknowledgementRequest, response: { 200: ZAcknowledgementView } } },
    async (request, reply) => {
      await limitByAddress(options.db, request, reply);
      return acknowledgeByLink(options.db, request.body.token);
    },
  );
  return Promise.resolve();
};
