import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSendQuoteRequest, ZSendQuoteResponse } from '../../../shared/contracts/shop.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { quoteRequestBodyLimit } from './quote-pdf.js';
import { sendQuoteRequest } from './quote-request.service.js';

export interface QuoteRequestRoutesOptions {
  mailer: Mailer;
  salesEmail: string;
}

/** POST /api/quote-requests (spec §7 send-quote-email): the PDF made in the browser, stored and mailed. */
export const quoteRequestRoutes: FastifyPluginAsyncZod<QuoteRequestRoutesOptions> = (app, options) => {
  app.post(
    '/api/quote-requests',
    {
      bodyLimit: quoteRequestBodyLimit,
      schema: { body: ZSendQuoteRequest, response: { 201: ZSendQuoteResponse } },
    },
    async (request, reply) => {
      const sent = await sendQuoteRequest({
        request: request.body,
        language: request.language,
        withUserDb: (work) => request.withUserDb(work),
        mailer: options.mailer,
        salesEmail: options.salesEmail,
        logger: request.log,
      });
      return reply.status(201).send(sent);
    },
  );
  return Promise.resolve();
};
