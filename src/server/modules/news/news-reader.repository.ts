// What a user reads of the news (issue 22), in their transaction (row-level security shows the application role
// only the published articles whose date has come, and the user's own read markers); each statement says so too.
import { and, desc, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TNewsListQuery } from '../../../shared/contracts/news.js';
import { newsArticles, newsFeedItems, newsReads } from '../../db/schema/news.js';
import type { DbTransaction } from '../../db/user-context.js';
import { containsText } from '../records/list-query.js';
import type { NewsArticleListRow } from './news-article-view.js';

/** Published, and its date has come (the policy's rule, written again for the server's own connection). */
export const visibleArticle = (): SQL | undefined =>
  and(eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, sql`now()`));

export const articleListColumns = {
  id: newsArticles.id,
  title: newsArticles.title,
  summary: newsArticles.summary,
  category: newsArticles.category,
  status: newsArticles.status,
  publishedAt: newsArticles.publishedAt,
  createdAt: newsArticles.createdAt,
  updatedAt: newsArticles.updatedAt,
  hasCover: sql<boolean>`${newsArticles.coverImage} is not null`,
};

const isReadBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${newsReads} where ${newsReads.userId} = ${userId} and ${newsReads.articleId} = ${newsArticles.id})`;

function listFilters(query: TNewsListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [visibleArticle()];
  if (query.category) filters.push(eq(newsArticles.category, query.category));
  if (query.q) {
    filters.push(
      or(
        containsText(newsArticles.title, query.q),
        containsText(newsArticles.summary, query.q),
        containsText(newsArticles.bodyMarkdown, query.q),
      ),
    );
  }
  return and(...filters);
}

export type ReadableArticleRow = NewsArticleListRow & { isRead: boolean };

/** One page of the published articles, newest first, each with whether the user has opened it. */
export async function findArticlePage(
  tx: DbTransaction,
  userId: string,
  query: TNewsListQuery,
): Promise<{ rows: ReadableArticleRow[]; total: number }> {
  const where = listFilters(query);
  const rows = await tx
    .select({ ...articleListColumns, isRead: isReadBy(userId), total: sql<number>`count(*) over ()::int` })
    .from(newsArticles)
    .where(where)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(newsArticles)
    .where(where);
  return { rows, total: count?.total ?? 0 };
}

/** A published article with its rendered body, or null (a draft, a date to come, no such article). */
export async function findReadableArticle(
  tx: DbTransaction,
  userId: string,
  id: string,
): Promise<(ReadableArticleRow & { bodyHtml: string }) | null> {
  const [row] = await tx
    .select({ ...articleListColumns, bodyHtml: newsArticles.bodyHtml, isRead: isReadBy(userId) })
    .from(newsArticles)
    .where(and(visibleArticle(), eq(newsArticles.id, id)))
    .limit(1);
  return row ?? null;
}

export async function markArticleRead(tx: DbTransaction, userId: string, articleId: string): Promise<void> {
  await tx.insert(newsReads).values({ userId, articleId }).onConflictDoNothing();
}

/** Published articles the user has not opened. */
export async function countUnreadArticles(tx: DbTransaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(newsArticles)
    .where(and(visibleArticle(), sql`not ${isReadBy(userId)}`));
  return row?.count ?? 0;
}

/** The cover of a published article, or null. */
export async function findReadableCover(
  tx: DbTransaction,
  id: string,
): Promise<{ coverImage: Uint8Array | null } | null> {
  const [row] = await tx
    .select({ coverImage: newsArticles.coverImage })
    .from(newsArticles)
    .where(and(visibleArticle(), eq(newsArticles.id, id)))
    .limit(1);
  return row ?? null;
}

/** The newest items of the configured feeds. */
export function findFeedItems(tx: DbTransaction, limit: number) {
  return tx
    .select({
      id: newsFeedItems.id,
      title: newsFeedItems.title,
      feedTitle: newsFeedItems.feedTitle,
      link: newsFeedItems.link,
      summary: newsFeedItems.summary,
      publishedAt: newsFeedItems.publishedAt,
    })
    .from(newsFeedItems)
    .orderBy(desc(newsFeedItems.publishedAt), desc(newsFeedItems.id))
    .limit(limit);
}
