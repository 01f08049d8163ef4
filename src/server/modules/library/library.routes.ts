import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZLibraryDocument,
  ZLibraryFileQuery,
  ZLibraryListQuery,
  ZLibraryPage,
  ZMonthlyReportRequest,
  ZRediiDossierRequest,
  ZRediiDossierZipParams,
} from '../../../shared/contracts/library.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { HttpError } from '../../lib/http-error.js';
import { recordFeatureUse } from '../activity/feature-use.js';
import { deleteDocument, findDocumentFile, listDocuments } from './library.repository.js';
import { buildRediiDossierZip } from './redii-dossier-zip.js';
import { checkReportMonth, checkReportYear, generateReport, toLibraryDocument } from './report-generation.js';
import { monthlyReport } from './reports/monthly-report.js';
import { rediiDossier } from './reports/redii-dossier.js';

/** The library of generated documents (issue 19 point 5): list, file, deletion, the monthly report on demand. */
export const libraryRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/library/documents',
    { schema: { querystring: ZLibraryListQuery, response: { 200: ZLibraryPage } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const { rows, total } = await listDocuments(tx, userId, request.query);
        return {
          items: rows.map(toLibraryDocument),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        };
      }),
  );

  app.get(
    '/api/library/documents/:id/file',
    { schema: { params: ZRecordIdParams, querystring: ZLibraryFileQuery } },
    async (request, reply) => {
      const file = await request.withUserDb((tx, userId) => findDocumentFile(tx, userId, request.params.id));
      if (!file) throw new HttpError(404, 'document_not_found', 'library:errors.notFound');
      if (!file.content) throw new HttpError(404, 'document_without_file', 'library:errors.noFile');
      return reply
        .header('content-type', file.mimeType)
        .header(
          'content-disposition',
          contentDisposition(request.query.disposition, file.fileName ?? `${file.name}.pdf`, 'document.pdf'),
        )
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );

  app.delete(
    '/api/library/documents/:id',
    { schema: { params: ZRecordIdParams } },
    async (request, reply) => {
      const deleted = await request.withUserDb((tx, userId) => deleteDocument(tx, userId, request.params.id));
      if (!deleted) throw new HttpError(404, 'document_not_found', 'library:errors.notFound');
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/library/monthly-reports',
    { schema: { body: ZMonthlyReportRequest, response: { 201: ZLibraryDocument } } },
    async (request, reply) => {
      const document = await request.withUserDb(async (tx, userId) => {
        await checkReportMonth(tx, userId, request.body.month, request.language);
        const generated = await generateReport(
          tx,
          userId,
          monthlyReport,
          request.body.month,
          request.language,
        );
        await recordFeatureUse(tx, request, userId, 'monthly_report', { period: request.body.month });
        return generated;
      });
      return reply.status(201).send(document);
    },
  );

  app.post(
    '/api/library/redii-dossiers',
    { schema: { body: ZRediiDossierRequest, response: { 201: ZLibraryDocument } } },
    async (request, reply) => {
      const document = await request.withUserDb(async (tx, userId) => {
        const year = await checkReportYear(tx, userId, request.body.year, request.language);
        const generated = await generateReport(tx, userId, rediiDossier, String(year), request.language);
        await recordFeatureUse(tx, request, userId, 'redii_dossier', { period: String(year) });
        return generated;
      });
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/api/library/redii-dossiers/:year/zip',
    { schema: { params: ZRediiDossierZipParams, produces: ['application/zip'] } },
    async (request, reply) => {
      const zip = await request.withUserDb(async (tx, userId) => {
        const year = await checkReportYear(tx, userId, request.params.year, request.language);
        const built = await buildRediiDossierZip(tx, userId, year, request.language);
        await recordFeatureUse(tx, request, userId, 'redii_dossier_zip', { period: String(year) });
        return built;
      });
      return reply
        .type('application/zip')
        .header('content-disposition', contentDisposition('attachment', zip.fileName))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(zip.bytes));
    },
  );
  return Promise.resolve();
};
