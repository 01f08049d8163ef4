// The admin's writing of articles (issue 22): the Markdown is rendered once, on save, by the safe renderer; a
// published article without a date is published now (an edit keeps the date it had), a date ahead schedules it.
import type { TAdminNewsArticle, TNewsArticleWriteValues } from '../../../shared/contracts/news.js';
import type { Db } from '../../db/client.js';
import {
  findPublishedAtForUpdate,
  insertArticle,
  updateArticle,
  type NewsArticleValues,
} from './news-admin.repository.js';
import { toAdminArticle } from './news-article-view.js';
import { articleNotFound } from './news-errors.js';
import { renderArticleMarkdown } from './markdown/render-markdown.js';

function articleValues(
  request: TNewsArticleWriteValues,
  previousPublishedAt: Date | null,
  now: Date,
): NewsArticleValues {
  const given = request.publishedAt ? new Date(request.publishedAt) : null;
  return {
    title: request.title,
    summary: request.summary,
    category: request.category,
    bodyMarkdown: request.bodyMarkdown,
    bodyHtml: renderArticleMarkdown(request.bodyMarkdown),
    status: request.status,
    publishedAt: request.status === 'published' ? (given ?? previousPublishedAt ?? now) : given,
  };
}

export async function createArticle(
  db: Db,
  authorId: string,
  request: TNewsArticleWriteValues,
): Promise<TAdminNewsArticle> {
  const now = new Date();
  return toAdminArticle(await insertArticle(db, authorId, articleValues(request, null, now)), now);
}

export function editArticle(
  db: Db,
  id: string,
  request: TNewsArticleWriteValues,
): Promise<TAdminNewsArticle> {
  return db.transaction(async (tx) => {
    const previous = await findPublishedAtForUpdate(tx, id);
    if (!previous) throw articleNotFound();
    const now = new Date();
    const row = await updateArticle(tx, id, articleValues(request, previous.publishedAt, now));
    if (!row) throw articleNotFound();
    return toAdminArticle(row, now);
  });
}
