import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZNewsArticle,
  ZNewsArticlePage,
  ZNewsFeedItemList,
  ZNewsListQuery,
  ZNewsUnreadCount,
} from '../../../shared/contracts/news.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { coverNotFound } from './news-errors.js';
import {
  countUnreadArticles,
  findArticlePage,
  findFeedItems,
  findReadableCover,
} from './news-reader.repository.js';
import { openArticle } from './news-reader.service.js';
import { sendCover } from './news-cover-reply.js';
import { toArticleSummary } from './news-article-view.js';

/** Items of the configured feeds shown under the articles. */
const FEED_ITEMS_SHOWN = 30;

export interface NewsReaderRoutesOptions {
  /** Whether NEWS_FEEDS names any feed. */
  hasFeeds: boolean;
}

/**
 * What every signed-in user reads (issue 22): the published articles (category, search, pages) with their read
 * markers, an article (opening it marks it read), the unread count, a cover, the items of the feeds.
 */
export const newsReaderRoutes: FastifyPluginAsyncZod<NewsReaderRoutesOptions> = (app, { hasFeeds }) => {
  app.get(
    '/api/news/articles',
    { schema: { querystring: ZNewsListQuery, response: { 200: ZNewsArticlePage } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const { rows, total } = await findArticlePage(tx, userId, request.query);
        return {
          items: rows.map((row) => toArticleSummary(row, row.isRead)),
          total,
          page: request.query.page,
          pageSize: request.query.pageSize,
          unreadCount: await countUnreadArticles(tx, userId),
        };
      }),
  );

  app.get(
    '/api/news/articles/:id',
    { schema: { params: ZRecordIdParams, response: { 200: ZNewsArticle } } },
    (request) => request.withUserDb((tx, userId) => openArticle(tx, userId, request.params.id)),
  );

  app.get('/api/news/unread-count', { schema: { response: { 200: ZNewsUnreadCount } } }, (request) =>
    request.withUserDb(async (tx, userId) => ({ count: await countUnreadArticles(tx, userId) })),
  );

  app.get('/api/news/articles/:id/cover', { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const row = await request.withUserDb((tx) => findReadableCover(tx, request.params.id));
    if (!row?.coverImage) throw coverNotFound();
    return sendCover(reply, row.coverImage);
  });

  app.get('/api/news/feed-items', { schema: { response: { 200: ZNewsFeedItemList } } }, (request) =>
    request.withUserDb(async (tx) => ({
      hasFeeds,
      items: (await findFeedItems(tx, FEED_ITEMS_SHOWN)).map((item) => ({
        ...item,
        publishedAt: item.publishedAt.toISOString(),
      })),
    })),
  );
  return Promise.resolve();
};
