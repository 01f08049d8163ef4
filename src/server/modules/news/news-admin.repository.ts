// The articles as their admin writes them (issue 22), through the server's own connection after the admin check:
// the application role only reads the published ones.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsArticles, type NewsArticleRow } from '../../db/schema/news.js';
import type { DbTransaction } from '../../db/user-context.js';
import { articleListColumns } from './news-reader.repository.js';

export type NewsArticleValues = Pick<
  NewsArticleRow,
  'title' | 'summary' | 'category' | 'bodyMarkdown' | 'bodyHtml' | 'status' | 'publishedAt'
>;

const editedColumns = {
  ...articleListColumns,
  bodyMarkdown: newsArticles.bodyMarkdown,
  bodyHtml: newsArticles.bodyHtml,
};

/** Every article, drafts and scheduled ones included, last changed first. */
export function listAllArticles(db: Db) {
  return db
    .select(articleListColumns)
    .from(newsArticles)
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id));
}

export async function findEditedArticle(db: Db | DbTransaction, id: string) {
  const [row] = await db.select(editedColumns).from(newsArticles).where(eq(newsArticles.id, id)).limit(1);
  return row ?? null;
}

/** The date an article was first published, read under a lock (an edit keeps it when none is given). */
export async function findPublishedAtForUpdate(tx: DbTransaction, id: string) {
  const [row] = await tx
    .select({ publishedAt: newsArticles.publishedAt })
    .from(newsArticles)
    .where(eq(newsArticles.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function insertArticle(db: Db, authorId: string, values: NewsArticleValues) {
  const [row] = await db
    .insert(newsArticles)
    .values({ ...values, authorId })
    .returning(editedColumns);
  if (!row) throw new Error('The new article could not be read back');
  return row;
}

export async function updateArticle(tx: DbTransaction, id: string, values: NewsArticleValues) {
  const [row] = await tx
    .update(newsArticles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(newsArticles.id, id))
    .returning(editedColumns);
  return row ?? null;
}

/** Sets (or, with null, removes) the cover; the article as it is then, or null when there is none. */
export async function setArticleCover(db: Db, id: string, coverImage: Uint8Array | null) {
  const [row] = await db
    .update(newsArticles)
    .set({ coverImage, updatedAt: sql`now()` })
    .where(eq(newsArticles.id, id))
    .returning(editedColumns);
  return row ?? null;
}

export async function deleteArticle(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(newsArticles)
    .where(eq(newsArticles.id, id))
    .returning({ id: newsArticles.id });
  return deleted.length > 0;
}

export async function findAnyCover(db: Db, id: string) {
  const [row] = await db
    .select({ coverImage: newsArticles.coverImage })
    .from(newsArticles)
    .where(eq(newsArticles.id, id))
    .limit(1);
  return row ?? null;
}
