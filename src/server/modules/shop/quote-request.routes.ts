import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { ZQuoteRequestList, ZSendQuoteRequest, ZSendQuoteResponse } from '../../../shared/contracts/shop.js';
import { HttpError } from '../../lib/http-error.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { quoteRequestBodyLimit } from './quote-pdf.js';
import { findQuotePdf, listQuoteRequests } from './quote-request.repository.js';
import { sendQuoteRequest } from './quote-request.service.js';
import { toQuoteRequestSummary } from './quote-request-view.js';

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

  app.get('/api/quote-requests', { schema: { response: { 200: ZQuoteRequestList } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({
      items: (await listQuoteRequests(tx, userId)).map(toQuoteRequestSummary),
    })),
  );

  /** The PDF as it was mailed, for the user to download again. */
  app.get('/api/quote-requests/:id/pdf', { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const pdf = await request.withUserDb((tx, userId) => findQuotePdf(tx, userId, request.params.id));
    if (!pdf) throw new HttpError(404, 'quote_not_found', 'shop:errors.quoteNotFound');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${pdf.fileName ?? 'demande-de-devis.pdf'}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf.content);
  });
  return Promise.resolve();
};
