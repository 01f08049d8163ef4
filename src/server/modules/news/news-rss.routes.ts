import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { translatorFor } from '../../lib/i18n.js';
import { alertLinkBase } from '../emergency/emergency-link-base.js';
import { buildRssFeed } from './news-rss.js';
import { findRssArticles } from './news-rss.repository.js';

/** Articles in the feed: the newest ones. */
const RSS_ARTICLES = 50;

export interface NewsRssRoutesOptions {
  db: Db;
  publicUrl: string | undefined;
  port: number;
}

/**
 * GET /api/news/rss.xml (issue 22): the published articles as RSS 2.0, public (a feed reader has no session).
 * Its links start with PUBLIC_URL, else the loopback origin the request came to, never a foreign Host header
 * (the rule of the alert mails' links: emergency-link-base.ts).
 */
export const newsRssRoutes: FastifyPluginAsyncZod<NewsRssRoutesOptions> = (app, options) => {
  app.get('/api/news/rss.xml', async (request, reply) => {
    const articles = await findRssArticles(options.db, RSS_ARTICLES);
    const xml = buildRssFeed({
      base: alertLinkBase(request, options.publicUrl, options.port),
      language: request.language,
      t: translatorFor(request.language),
      articles,
      now: new Date(),
    });
    return reply
      .header('content-type', 'application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(xml);
  });
  return Promise.resolve();
};
