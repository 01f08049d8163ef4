// The news feeds' refresh (issue 22, run by jobs/news-feeds-job.ts): every configured feed fetched at once, each
// bounded in time and size; a feed that fails (unreachable, slow, too large, malformed, not a feed) is logged and
// skipped, and the others are stored all the same.
import type { Db } from '../../../db/client.js';
import { fetchFeedText, type FeedFetchOptions } from './feed-fetch.js';
import { parseFeed, type ParsedFeed } from './feed-parse.js';
import { dropUnlistedFeeds, storeFeedItems, trimFeedItems } from './feed-items.repository.js';

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_MAX_ITEMS = 200;

export interface FeedRefreshLogger {
  warn(object: Record<string, unknown>, message: string): void;
}

export interface NewsFeedsDependencies {
  db: Db;
  /** NEWS_FEEDS: http(s) addresses. */
  feeds: readonly string[];
  logger: FeedRefreshLogger;
  userAgent: string;
  /** Tests shorten it; 10 s otherwise. */
  timeoutMs?: number;
  maxBytes?: number;
  maxItemsPerFeed?: number;
}

export type FeedRefreshResult =
  { url: string; ok: true; items: number } | { url: string; ok: false; reason: string };

/** A feed's address as the log shows it: no credentials, no query (either could hold a key). */
function feedLabel(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname}`;
}

async function readFeed(url: string, options: FeedFetchOptions, maxItems: number): Promise<ParsedFeed> {
  return parseFeed(await fetchFeedText(url, options), url, maxItems);
}

export async function refreshNewsFeeds(dependencies: NewsFeedsDependencies): Promise<FeedRefreshResult[]> {
  const { db, feeds, logger } = dependencies;
  const maxItems = dependencies.maxItemsPerFeed ?? FEED_MAX_ITEMS;
  const fetchOptions: FeedFetchOptions = {
    timeoutMs: dependencies.timeoutMs ?? FEED_TIMEOUT_MS,
    maxBytes: dependencies.maxBytes ?? FEED_MAX_BYTES,
    userAgent: dependencies.userAgent,
  };
  await dropUnlistedFeeds(db, feeds);
  const reads = await Promise.allSettled(feeds.map((url) => readFeed(url, fetchOptions, maxItems)));
  const results: FeedRefreshResult[] = [];
  const skip = (url: string, error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    logger.warn({ feed: feedLabel(url), reason }, 'news feed skipped');
    results.push({ url, ok: false, reason });
  };
  for (const [index, read] of reads.entries()) {
    const url = feeds[index] ?? '';
    if (read.status === 'rejected') {
      skip(url, read.reason);
      continue;
    }
    try {
      await storeFeedItems(db, { url, title: read.value.title }, read.value.items, new Date());
      await trimFeedItems(db, url, maxItems);
      results.push({ url, ok: true, items: read.value.items.length });
    } catch (error) {
      skip(url, error);
    }
  }
  return results;
}
