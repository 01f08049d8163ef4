import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError } from '../../../shared/contracts/errors.js';
import {
  ZCreateSupportMessageRequest,
  ZCreateSupportMessageResponse,
} from '../../../shared/contracts/support.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { createSupportMessage } from './support.service.js';

export interface SupportRoutesOptions {
  mailer: Mailer;
  /** SUPPORT_EMAIL. */
  supportEmail: string;
}

/** Messages per IP address and window on the public contact form (each one sends two mails). */
const messagesPerWindow = 5;
const windowMs = 10 * 60_000;

export const supportRoutes: FastifyPluginAsyncZod<SupportRoutesOptions> = async (app, options) => {
  // JSON only: Fastify parses text/plain by default, which would turn a text body into a 400 instead of a 415.
  app.removeContentTypeParser('text/plain');
  // Only the routes of this plugin that ask for it (config.rateLimit) are limited.
  await app.register(rateLimit, { global: false });

  app.post(
    '/api/support/messages',
    {
      config: { rateLimit: { max: messagesPerWindow, timeWindow: windowMs } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to support (public contact form)',
        body: ZCreateSupportMessageRequest,
        response: { 201: ZCreateSupportMessageResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      const created = await createSupportMessage({
        message: request.body,
        language: request.language,
        withAnonymousDb: (work) => request.withAnonymousDb(work),
        mailer: options.mailer,
        supportEmail: options.supportEmail,
        logger: request.log,
      });
      return reply.status(201).send(created);
    },
  );
};
