import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { newsAdminRoutes } from './news-admin.routes.js';
import { newsCoverUploadRoutes } from './news-cover-upload.routes.js';
import { newsReaderRoutes } from './news-reader.routes.js';
import { newsRssRoutes } from './news-rss.routes.js';

export interface NewsRoutesOptions {
  db: Db;
  publicUrl: string | undefined;
  port: number;
  /** Whether NEWS_FEEDS names any feed. */
  hasFeeds: boolean;
}

/** News and blog (issue 22): the users' reading, the admin's writing, the public RSS feed. */
export const newsRoutes: FastifyPluginAsyncZod<NewsRoutesOptions> = async (app, options) => {
  await app.register(newsReaderRoutes, { hasFeeds: options.hasFeeds });
  await app.register(newsAdminRoutes, { db: options.db });
  await app.register(newsCoverUploadRoutes, { db: options.db });
  await app.register(newsRssRoutes, { db: options.db, publicUrl: options.publicUrl, port: options.port });
};
