import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminNewsArticle } from '../../../shared/contracts/news.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { MAX_NEWS_COVER_BYTES } from '../../../shared/domain/news/news.js';
import type { Db } from '../../db/client.js';
import { requireAdmin } from '../admin/require-admin.js';
import { setArticleCover } from './news-admin.repository.js';
import { toAdminArticle } from './news-article-view.js';
import { acceptCoverUploads, coverFromUpload, coverTooLarge } from './news-cover-upload.js';
import { articleNotFound } from './news-errors.js';

export interface NewsCoverUploadRoutesOptions {
  db: Db;
}

/**
 * PUT /api/admin/news/articles/:id/cover: the raw bytes of a JPEG or PNG (as an evidence file is sent). The admin
 * check and an announced size over the limit are answered before the body is read (a user who is not admin sends
 * no image to a server that would refuse it); the body limit stops a body that does not announce its size.
 */
export const newsCoverUploadRoutes: FastifyPluginAsyncZod<NewsCoverUploadRoutesOptions> = (app, { db }) => {
  acceptCoverUploads(app);
  app.put(
    '/api/admin/news/articles/:id/cover',
    {
      bodyLimit: MAX_NEWS_COVER_BYTES,
      onRequest: async (request) => {
        await requireAdmin(db, request);
        if (Number(request.headers['content-length'] ?? 0) > MAX_NEWS_COVER_BYTES) throw coverTooLarge();
      },
      schema: { params: ZRecordIdParams, response: { 200: ZAdminNewsArticle } },
    },
    async (request) => {
      const cover = await coverFromUpload(request.body);
      const row = await setArticleCover(db, request.params.id, cover);
      if (!row) throw articleNotFound();
      return toAdminArticle(row, new Date());
    },
  );
  return Promise.resolve();
};
