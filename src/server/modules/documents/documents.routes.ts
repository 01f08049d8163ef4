import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAskDocumentsRequest,
  ZDocumentAnswer,
  ZDocumentFileQuery,
  ZDocumentPageQuery,
  ZDocumentPageText,
  ZDocumentParams,
  ZImportedDocument,
  ZImportedDocumentList,
  ZUpdateDocumentRequest,
  ZUploadDocumentQuery,
} from '../../../shared/contracts/documents.js';
import { DOCUMENT_MAX_BYTES } from '../../../shared/domain/documents/document-file.js';
import { contentDisposition } from '../../lib/content-disposition.js';
import { acceptRawUploads, rawUploadRouteOptions } from '../../lib/raw-upload.js';
import type { DocumentAnswerWriter } from './written-answer.js';
import type { DocumentIndexer } from './document-indexing.js';
import { answerFromDocuments } from './document-answer.service.js';
import { deleteDocument, findDocument, findDocumentFile, findPagePassages } from './documents.repository.js';
import {
  changeDocument,
  checkDocumentUpload,
  documentNotFound,
  documentTooLarge,
  readDocumentList,
  saveUploadedDocument,
} from './documents.service.js';

export interface DocumentsRoutesOptions {
  indexer: DocumentIndexer;
  /** The language model's writer, when LLM_BASE_URL is configured. */
  answerWriter: DocumentAnswerWriter | null;
}

/** What a stored file is sent as: text files as plain text (never rendered as HTML), the others as they are. */
const servedType = (mimeType: string, kind: string) =>
  kind === 'text' || kind === 'markdown' ? 'text/plain; charset=utf-8' : mimeType;

const FILE_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const PDF_POLICY = "default-src 'none'; frame-ancestors 'self'";

/**
 * Imported documents and the document search (issue 22): upload (raw bytes, checked from the bytes), list, file
 * and preview, a page's text, rename and re-file, delete; questions answered from the passages.
 */
export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRoutesOptions> = (
  app,
  { indexer, answerWriter },
) => {
  acceptRawUploads(app);

  app.get('/api/documents', { schema: { response: { 200: ZImportedDocumentList } } }, (request) =>
    request.withUserDb((tx, userId) => readDocumentList(tx, userId)),
  );

  app.post(
    '/api/documents',
    {
      ...rawUploadRouteOptions(DOCUMENT_MAX_BYTES, documentTooLarge),
      schema: { querystring: ZUploadDocumentQuery, response: { 201: ZImportedDocument } },
    },
    async (request, reply) => {
      const { fileName, ...description } = request.query;
      const file = await checkDocumentUpload(request.body, fileName);
      const saved = await request.withUserDb((tx, userId) =>
        saveUploadedDocument(tx, userId, file, description),
      );
      indexer.wake();
      return reply.status(201).send(saved);
    },
  );

  app.patch(
    '/api/documents/:documentId',
    {
      schema: { params: ZDocumentParams, body: ZUpdateDocumentRequest, response: { 200: ZImportedDocument } },
    },
    (request) =>
      request.withUserDb((tx, userId) => changeDocument(tx, userId, request.params.documentId, request.body)),
  );

  app.delete(
    '/api/documents/:documentId',
    { schema: { params: ZDocumentParams } },
    async (request, reply) => {
      const deleted = await request.withUserDb((tx, userId) =>
        deleteDocument(tx, userId, request.params.documentId),
      );
      if (!deleted) throw documentNotFound();
      return reply.status(204).send();
    },
  );

  for (const variant of ['original', 'preview'] as const) {
    app.get(
      variant === 'original' ? '/api/documents/:documentId/file' : '/api/documents/:documentId/preview',
      { schema: { params: ZDocumentParams, querystring: ZDocumentFileQuery } },
      async (request, reply) => {
        const file = await request.withUserDb((tx, userId) =>
          findDocumentFile(tx, userId, request.params.documentId, variant),
        );
        if (!file?.content) throw documentNotFound();
        const disposition = request.query.download === '1' ? 'attachment' : 'inline';
        const fileName = variant === 'original' ? file.fileName : file.fileName.replace(/\.[^.]+$/, '.webp');
        // A PDF opens in the browser's viewer, framed by the preview of our own page (a sandboxed response would
        // block the viewer); other files run nothing.
        if (file.kind === 'pdf' && variant === 'original') {
          reply.header('content-security-policy', PDF_POLICY).header('x-frame-options', 'SAMEORIGIN');
        } else reply.header('content-security-policy', FILE_POLICY);
        return reply
          .header(
            'content-type',
            variant === 'original' ? servedType(file.mimeType, file.kind) : 'image/webp',
          )
          .header('content-disposition', contentDisposition(disposition, fileName, 'document'))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(file.content));
      },
    );
  }

  app.get(
    '/api/documents/:documentId/pages',
    {
      schema: {
        params: ZDocumentParams,
        querystring: ZDocumentPageQuery,
        response: { 200: ZDocumentPageText },
      },
    },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const { documentId } = request.params;
        const document = await findDocument(tx, userId, documentId);
        if (!document) throw documentNotFound();
        const passages = await findPagePassages(tx, userId, documentId, request.query.page);
        return {
          documentId,
          page: request.query.page,
          pageCount: document.pageCount ?? 0,
          text: passages.map((passage) => passage.content).join('\n'),
        };
      }),
  );

  app.post(
    '/api/documents/ask',
    { schema: { body: ZAskDocumentsRequest, response: { 200: ZDocumentAnswer } } },
    async (request) => {
      const found = await request.withUserDb((tx, userId) =>
        answerFromDocuments(tx, userId, request.body.question),
      );
      if (!answerWriter || found.mode !== 'extractive') return found;
      return answerWriter.write(request.body.question, found, request.language);
    },
  );
  return Promise.resolve();
};
