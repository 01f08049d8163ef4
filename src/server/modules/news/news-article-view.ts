import type {
  TAdminNewsArticle,
  TAdminNewsArticleSummary,
  TNewsArticle,
  TNewsArticleSummary,
} from '../../../shared/contracts/news.js';
import type { NewsArticleRow } from '../../db/schema/news.js';

/** What the lists read of an article: no body, no cover bytes (whether there is one). */
export type NewsArticleListRow = Pick<
  NewsArticleRow,
  'id' | 'title' | 'summary' | 'category' | 'status' | 'publishedAt' | 'createdAt' | 'updatedAt'
> & { hasCover: boolean };

/** The cover's address for users (published articles) or for the admin (any), versioned by the last change. */
export function coverUrl(row: NewsArticleListRow, audience: 'user' | 'admin'): string | null {
  if (!row.hasCover) return null;
  const base = audience === 'admin' ? '/api/admin/news/articles' : '/api/news/articles';
  return `${base}/${row.id}/cover?v=${row.updatedAt.getTime()}`;
}

function publishedInstant(row: NewsArticleListRow): string {
  if (!row.publishedAt) throw new Error(`published article ${row.id} without a date`);
  return row.publishedAt.toISOString();
}

export function toArticleSummary(row: NewsArticleListRow, isRead: boolean): TNewsArticleSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    publishedAt: publishedInstant(row),
    coverUrl: coverUrl(row, 'user'),
    isRead,
  };
}

export function toArticle(row: NewsArticleListRow & { bodyHtml: string }, isRead: boolean): TNewsArticle {
  return { ...toArticleSummary(row, isRead), bodyHtml: row.bodyHtml };
}

export function toAdminArticleSummary(row: NewsArticleListRow, now: Date): TAdminNewsArticleSummary {
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    category: row.category,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    isScheduled: row.status === 'published' && row.publishedAt !== null && row.publishedAt > now,
    coverUrl: coverUrl(row, 'admin'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminArticle(
  row: NewsArticleListRow & { bodyMarkdown: string; bodyHtml: string },
  now: Date,
): TAdminNewsArticle {
  return { ...toAdminArticleSummary(row, now), bodyMarkdown: row.bodyMarkdown, bodyHtml: row.bodyHtml };
}
