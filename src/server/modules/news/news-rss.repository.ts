import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsArticles } from '../../db/schema/news.js';
import type { RssArticle } from './news-rss.js';
import { visibleArticle } from './news-reader.repository.js';

/** The newest published articles, read by the server's own connection (the feed has no session). */
export async function findRssArticles(db: Db, limit: number): Promise<RssArticle[]> {
  const rows = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      summary: newsArticles.summary,
      category: newsArticles.category,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(visibleArticle())
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.flatMap((row) => (row.publishedAt ? [{ ...row, publishedAt: row.publishedAt }] : []));
}
