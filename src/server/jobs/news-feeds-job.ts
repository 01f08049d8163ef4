import { appVersion } from '../lib/app-version.js';
import { refreshNewsFeeds, type NewsFeedsDependencies } from '../modules/news/feeds/refresh-feeds.js';
import type { Job } from './scheduler.js';

export const NEWS_FEEDS_LOCK_KEY = 4_842_022_001;

/** Every 30 min, the configured RSS/Atom feeds are fetched again (a failing feed is logged and skipped). */
export function createNewsFeedsJob(dependencies: Omit<NewsFeedsDependencies, 'userAgent'>): Job {
  const userAgent = `MethaPilot/${appVersion} (news feeds)`;
  return {
    name: 'news-feeds',
    lockKey: NEWS_FEEDS_LOCK_KEY,
    intervalMs: 30 * 60_000,
    async run() {
      await refreshNewsFeeds({ ...dependencies, userAgent });
    },
  };
}
