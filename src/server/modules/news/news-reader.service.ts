import type { TNewsArticle } from '../../../shared/contracts/news.js';
import type { DbTransaction } from '../../db/user-context.js';
import { toArticle } from './news-article-view.js';
import { articleNotFound } from './news-errors.js';
import { findReadableArticle, markArticleRead } from './news-reader.repository.js';

/** A published article opened by the user: it is read from now on (a draft or a date to come is a 404). */
export async function openArticle(tx: DbTransaction, userId: string, id: string): Promise<TNewsArticle> {
  const row = await findReadableArticle(tx, userId, id);
  if (!row) throw articleNotFound();
  if (!row.isRead) await markArticleRead(tx, userId, id);
  return toArticle(row, true);
}
