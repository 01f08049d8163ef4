// The feeds' items as the job stores them (issue 22), through the server's own connection (the application role
// only reads them): once per feed and guid, a new fetch updating what changed; at most so many per feed.
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { newsFeedItems } from '../../../db/schema/news.js';
import type { ParsedFeedItem } from './feed-parse.js';

const changedTexts = () =>
  sql`(${newsFeedItems.feedTitle}, ${newsFeedItems.title}, ${newsFeedItems.link}, ${newsFeedItems.summary}) is distinct from (excluded.feed_title, excluded.title, excluded.link, excluded.summary)`;

/**
 * Stores a feed's items. An item with a date keeps it up to date; one without is dated when first seen and keeps
 * that date (a new fetch does not bring it back to the top).
 */
export async function storeFeedItems(
  db: Db,
  feed: { url: string; title: string },
  items: readonly ParsedFeedItem[],
  now: Date,
): Promise<void> {
  const rowOf = (item: ParsedFeedItem) => ({
    feedUrl: feed.url,
    feedTitle: feed.title,
    guid: item.guid,
    title: item.title,
    link: item.link,
    summary: item.summary,
    publishedAt: item.publishedAt ?? now,
  });
  const target = [newsFeedItems.feedUrl, newsFeedItems.guid];
  const texts = {
    feedTitle: sql`excluded.feed_title`,
    title: sql`excluded.title`,
    link: sql`excluded.link`,
    summary: sql`excluded.summary`,
    updatedAt: sql`now()`,
  };
  const dated = items.filter((item) => item.publishedAt !== null);
  const undated = items.filter((item) => item.publishedAt === null);
  if (dated.length > 0) {
    await db
      .insert(newsFeedItems)
      .values(dated.map(rowOf))
      .onConflictDoUpdate({
        target,
        set: { ...texts, publishedAt: sql`excluded.published_at` },
        setWhere: sql`${changedTexts()} or ${newsFeedItems.publishedAt} is distinct from excluded.published_at`,
      });
  }
  if (undated.length > 0) {
    await db
      .insert(newsFeedItems)
      .values(undated.map(rowOf))
      .onConflictDoUpdate({ target, set: texts, setWhere: changedTexts() });
  }
}

/** Keeps a feed's `keep` newest items. */
export async function trimFeedItems(db: Db, feedUrl: string, keep: number): Promise<void> {
  const newest = db
    .select({ id: newsFeedItems.id })
    .from(newsFeedItems)
    .where(eq(newsFeedItems.feedUrl, feedUrl))
    .orderBy(desc(newsFeedItems.publishedAt), desc(newsFeedItems.id))
    .limit(keep);
  await db
    .delete(newsFeedItems)
    .where(and(eq(newsFeedItems.feedUrl, feedUrl), notInArray(newsFeedItems.id, newest)));
}

/** Removes the items of feeds no longer configured (all of them when none is). */
export async function dropUnlistedFeeds(db: Db, feedUrls: readonly string[]): Promise<void> {
  await db
    .delete(newsFeedItems)
    .where(feedUrls.length > 0 ? notInArray(newsFeedItems.feedUrl, [...feedUrls]) : undefined);
}
