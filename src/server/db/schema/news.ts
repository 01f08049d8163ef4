// News and blog (issue 22): articles written by admins (every user reads the published ones; only the server's
// own connection, behind the admin check, writes them), each user's read markers, and the items fetched from the
// RSS/Atom feeds an admin configures.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgPolicy,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { NEWS_CATEGORIES, NEWS_STATUSES } from '../../../shared/domain/news/news.js';
import { users } from './auth.js';
import { bytea, createdAt, id, isOneOf, ownerId, timestamps } from './columns.js';
import { appRole, ownRowsPolicy, readOnlyCataloguePolicy } from './rls.js';

export const newsArticles = pgTable(
  'news_articles',
  {
    id: id(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    // The Markdown rendered once, on save, by the server's safe renderer (no raw HTML, no script, no handler).
    bodyHtml: text('body_html').notNull(),
    // WebP at most 1200 px wide (spec §9); null without a cover.
    coverImage: bytea('cover_image'),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('news_articles_category_check', isOneOf(t.category, NEWS_CATEGORIES)),
    check('news_articles_status_check', isOneOf(t.status, NEWS_STATUSES)),
    check('news_articles_published_check', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    index('news_articles_published_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.status} = 'published'`),
    pgPolicy('news_articles_read_published', {
      as: 'permissive',
      to: appRole,
      for: 'select',
      using: sql`${t.status} = 'published' and ${t.publishedAt} <= now()`,
    }),
  ],
);
export type NewsArticleRow = typeof newsArticles.$inferSelect;

/** The articles a user has opened (the others show as unread). */
export const newsReads = pgTable(
  'news_reads',
  {
    userId: ownerId(),
    articleId: uuid('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    readAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.articleId] }), ownRowsPolicy('news_reads', t.userId)],
);

/** An item of a configured feed, kept once per feed and guid (a re-fetch updates it). */
export const newsFeedItems = pgTable(
  'news_feed_items',
  {
    id: id(),
    feedUrl: text('feed_url').notNull(),
    feedTitle: text('feed_title').notNull(),
    guid: text('guid').notNull(),
    title: text('title').notNull(),
    link: text('link').notNull(),
    summary: text('summary').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('news_feed_items_feed_url_guid_key').on(t.feedUrl, t.guid),
    index('news_feed_items_published_at_idx').on(t.publishedAt.desc()),
    readOnlyCataloguePolicy('news_feed_items'),
  ],
);
