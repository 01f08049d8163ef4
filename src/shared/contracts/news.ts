import { z } from './zod.js';
import {
  MAX_NEWS_BODY_LENGTH,
  MAX_NEWS_SUMMARY_LENGTH,
  MAX_NEWS_TITLE_LENGTH,
  NEWS_CATEGORIES,
  NEWS_STATUSES,
} from '../domain/news/news.js';
import { MAX_LIST_SEARCH_LENGTH } from '../domain/list-limits.js';
import { pageSchema } from './records.js';

/**
 * News and blog (issue 22): the articles every user reads (published, with whether they have read each), the
 * admin's writing of them (Markdown rendered by the server), and the items of the configured RSS/Atom feeds.
 */

const ZInstant = z.iso.datetime({ offset: true });

export const ZNewsCategory = z.enum(NEWS_CATEGORIES, { error: 'news:validation.categoryInvalid' });
export const ZNewsStatus = z.enum(NEWS_STATUSES, { error: 'news:validation.statusInvalid' });

/** Most articles on one page of the list. */
export const MAX_NEWS_PAGE_SIZE = 50;
export const DEFAULT_NEWS_PAGE_SIZE = 12;

/** An article as the list shows it (never its body nor its cover's bytes). */
export const ZNewsArticleSummary = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  publishedAt: ZInstant,
  /** The cover's address (WebP), null without one. */
  coverUrl: z.string().nullable(),
  isRead: z.boolean(),
});
export type TNewsArticleSummary = z.infer<typeof ZNewsArticleSummary>;

/** An article opened: its body as the server rendered it (safe HTML). */
export const ZNewsArticle = ZNewsArticleSummary.extend({ bodyHtml: z.string() });
export type TNewsArticle = z.infer<typeof ZNewsArticle>;

export const ZNewsListQuery = z.object({
  page: z.coerce.number({ error: 'validation.pageInvalid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'validation.pageSizeInvalid' })
    .int()
    .min(1)
    .max(MAX_NEWS_PAGE_SIZE)
    .default(DEFAULT_NEWS_PAGE_SIZE),
  category: ZNewsCategory.optional(),
  q: z.string().trim().max(MAX_LIST_SEARCH_LENGTH, { error: 'validation.searchTooLong' }).optional(),
});
export type TNewsListQuery = z.infer<typeof ZNewsListQuery>;

export const ZNewsArticlePage = pageSchema(ZNewsArticleSummary).extend({
  /** Published articles the user has not opened, whatever the filters. */
  unreadCount: z.number().int().min(0),
});
export type TNewsArticlePage = z.infer<typeof ZNewsArticlePage>;

export const ZNewsUnreadCount = z.object({ count: z.number().int().min(0) });
export type TNewsUnreadCount = z.infer<typeof ZNewsUnreadCount>;

/** An item of a configured feed: its summary is plain text, its link http(s). */
export const ZNewsFeedItem = z.object({
  id: z.uuid(),
  title: z.string(),
  feedTitle: z.string(),
  link: z.string(),
  summary: z.string(),
  publishedAt: ZInstant,
});
export type TNewsFeedItem = z.infer<typeof ZNewsFeedItem>;

export const ZNewsFeedItemList = z.object({
  items: z.array(ZNewsFeedItem),
  /** Whether the server has feeds configured (NEWS_FEEDS): without, the page says only articles are shown. */
  hasFeeds: z.boolean(),
});
export type TNewsFeedItemList = z.infer<typeof ZNewsFeedItemList>;

// Admin.

/** An article as its author edits it: drafts and scheduled ones included. */
export const ZAdminNewsArticle = z.object({
  id: z.uuid(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(NEWS_CATEGORIES),
  status: z.enum(NEWS_STATUSES),
  /** Null for a draft never given a date. */
  publishedAt: ZInstant.nullable(),
  /** Published with a date still ahead: users see it from that date. */
  isScheduled: z.boolean(),
  coverUrl: z.string().nullable(),
  bodyMarkdown: z.string(),
  bodyHtml: z.string(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TAdminNewsArticle = z.infer<typeof ZAdminNewsArticle>;

export const ZAdminNewsArticleSummary = ZAdminNewsArticle.omit({ bodyMarkdown: true, bodyHtml: true });
export type TAdminNewsArticleSummary = z.infer<typeof ZAdminNewsArticleSummary>;

export const ZAdminNewsArticleList = z.object({ items: z.array(ZAdminNewsArticleSummary) });
export type TAdminNewsArticleList = z.infer<typeof ZAdminNewsArticleList>;

const ZBodyMarkdown = z
  .string({ error: 'news:validation.bodyRequired' })
  .max(MAX_NEWS_BODY_LENGTH, { error: 'news:validation.bodyTooLong' })
  .refine((value) => value.trim().length > 0, { error: 'news:validation.bodyRequired' });

/** Years a publication date may fall in: a typo such as 0226 or 20266 is refused. */
const MIN_NEWS_YEAR = 2000;
const MAX_NEWS_YEAR = 2999;

/** An ISO instant with its offset, in a plausible year. */
function isNewsInstant(value: string): boolean {
  if (!ZInstant.safeParse(value).success) return false;
  const year = new Date(value).getUTCFullYear();
  return year >= MIN_NEWS_YEAR && year <= MAX_NEWS_YEAR;
}

/**
 * POST and PUT of an article: the whole article but its cover. Published without a date means now; a date
 * ahead schedules it.
 */
export const ZNewsArticleWriteRequest = z.strictObject({
  title: z
    .string({ error: 'news:validation.titleRequired' })
    .trim()
    .min(1, { error: 'news:validation.titleRequired' })
    .max(MAX_NEWS_TITLE_LENGTH, { error: 'news:validation.titleTooLong' }),
  summary: z
    .string({ error: 'news:validation.summaryRequired' })
    .trim()
    .min(1, { error: 'news:validation.summaryRequired' })
    .max(MAX_NEWS_SUMMARY_LENGTH, { error: 'news:validation.summaryTooLong' }),
  category: ZNewsCategory,
  bodyMarkdown: ZBodyMarkdown,
  status: ZNewsStatus,
  publishedAt: z
    .string({ error: 'news:validation.publishedAtInvalid' })
    .trim()
    .refine((value) => value === '' || isNewsInstant(value), { error: 'news:validation.publishedAtInvalid' })
    .nullish()
    .transform((value) => (value ? new Date(value).toISOString() : null)),
});
export type TNewsArticleWriteRequest = z.input<typeof ZNewsArticleWriteRequest>;
export type TNewsArticleWriteValues = z.output<typeof ZNewsArticleWriteRequest>;

/** POST /api/admin/news/preview: the Markdown to render as the saved article would show it. */
export const ZNewsPreviewRequest = z.strictObject({ bodyMarkdown: ZBodyMarkdown });
export const ZNewsPreview = z.object({ bodyHtml: z.string() });
export type TNewsPreview = z.infer<typeof ZNewsPreview>;
