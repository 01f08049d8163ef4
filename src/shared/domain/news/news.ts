/**
 * News and blog (issue 22): articles written by admins in Markdown, read by every user, and the items of the
 * RSS/Atom feeds an admin configures (NEWS_FEEDS), fetched by the server.
 */
export const NEWS_CATEGORIES = ['regulation', 'technique', 'market', 'methapilot'] as const;
export type TNewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_STATUSES = ['draft', 'published'] as const;
export type TNewsStatus = (typeof NEWS_STATUSES)[number];

export const MAX_NEWS_TITLE_LENGTH = 200;
export const MAX_NEWS_SUMMARY_LENGTH = 500;
export const MAX_NEWS_BODY_LENGTH = 100_000;
/** A cover image before resizing (it is stored as WebP, at most 1200 px wide: spec §9). */
export const MAX_NEWS_COVER_BYTES = 10 * 1024 * 1024;
