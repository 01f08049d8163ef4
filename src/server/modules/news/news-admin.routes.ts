import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminNewsArticle,
  ZAdminNewsArticleList,
  ZNewsArticleWriteRequest,
  ZNewsPreview,
  ZNewsPreviewRequest,
} from '../../../shared/contracts/news.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import type { Db } from '../../db/client.js';
import { requireAdmin } from '../admin/require-admin.js';
import {
  deleteArticle,
  findAnyCover,
  findEditedArticle,
  listAllArticles,
  setArticleCover,
} from './news-admin.repository.js';
import { createArticle, editArticle } from './news-admin.service.js';
import { toAdminArticle, toAdminArticleSummary } from './news-article-view.js';
import { sendCover } from './news-cover-reply.js';
import { articleNotFound, coverNotFound } from './news-errors.js';
import { renderArticleMarkdown } from './markdown/render-markdown.js';

export interface NewsAdminRoutesOptions {
  db: Db;
}

/**
 * The admin's writing of the news (spec §6: role admin with a verified second factor): every article with the
 * drafts, create, edit, delete, the cover (JPEG or PNG, stored as WebP) and the preview of the Markdown as the
 * saved article will show it. Written through the server's own connection: the application role only reads.
 */
export const newsAdminRoutes: FastifyPluginAsyncZod<NewsAdminRoutesOptions> = (app, { db }) => {
  // Before the body is checked: someone who is not admin learns nothing of the contract (403 first). The cover's
  // upload (raw bytes) checks it before the body is even read: news-cover-upload.routes.ts.
  app.addHook('preValidation', async (request) => {
    await requireAdmin(db, request);
  });
  const answersArticle = { response: { 200: ZAdminNewsArticle } };

  app.get('/api/admin/news/articles', { schema: { response: { 200: ZAdminNewsArticleList } } }, async () => {
    const now = new Date();
    return { items: (await listAllArticles(db)).map((row) => toAdminArticleSummary(row, now)) };
  });

  app.get(
    '/api/admin/news/articles/:id',
    { schema: { params: ZRecordIdParams, ...answersArticle } },
    async (request) => {
      const row = await findEditedArticle(db, request.params.id);
      if (!row) throw articleNotFound();
      return toAdminArticle(row, new Date());
    },
  );

  app.post(
    '/api/admin/news/articles',
    { schema: { body: ZNewsArticleWriteRequest, response: { 201: ZAdminNewsArticle } } },
    async (request, reply) => {
      const authorId = await request.signedInUserId();
      return reply.status(201).send(await createArticle(db, authorId, request.body));
    },
  );

  app.put(
    '/api/admin/news/articles/:id',
    { schema: { params: ZRecordIdParams, body: ZNewsArticleWriteRequest, ...answersArticle } },
    (request) => editArticle(db, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/news/articles/:id',
    { schema: { params: ZRecordIdParams } },
    async (request, reply) => {
      if (!(await deleteArticle(db, request.params.id))) throw articleNotFound();
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/news/articles/:id/cover',
    { schema: { params: ZRecordIdParams, ...answersArticle } },
    async (request) => {
      const row = await setArticleCover(db, request.params.id, null);
      if (!row) throw articleNotFound();
      return toAdminArticle(row, new Date());
    },
  );

  app.get(
    '/api/admin/news/articles/:id/cover',
    { schema: { params: ZRecordIdParams } },
    async (request, reply) => {
      const row = await findAnyCover(db, request.params.id);
      if (!row?.coverImage) throw coverNotFound();
      return sendCover(reply, row.coverImage);
    },
  );

  app.post(
    '/api/admin/news/preview',
    { schema: { body: ZNewsPreviewRequest, response: { 200: ZNewsPreview } } },
    (request) => ({ bodyHtml: renderArticleMarkdown(request.body.bodyMarkdown) }),
  );
  return Promise.resolve();
};
