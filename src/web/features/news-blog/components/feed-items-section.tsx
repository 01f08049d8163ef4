import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { newsFeedItemsQuery } from '../api/news-api';
import { formatNewsDate } from '../lib/news-format';

/**
 * The sector watch: the latest items of the feeds the server follows (NEWS_FEEDS), each opening on its source's
 * site in a new tab. Nothing is shown when no feed is configured.
 */
export function FeedItemsSection() {
  const { t, i18n } = useTranslation('news');
  const feed = useQuery(newsFeedItemsQuery);
  if (feed.data && !feed.data.hasFeeds && feed.data.items.length === 0) return null;

  return (
    <section aria-labelledby="news-feeds-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="news-feeds-title" className="text-lg font-semibold text-slate-900">
          {t('feeds.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('feeds.subtitle')}</p>
      </div>
      {feed.data === undefined ? (
        <LoadStateNotice
          state={feed.isError ? { kind: 'error', message: feed.error.message } : { kind: 'loading' }}
          loadingText={t('feeds.loading')}
          failedText={t('feeds.loadFailed')}
          onRetry={() => void feed.refetch()}
        />
      ) : feed.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('feeds.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {feed.data.items.map((item) => (
            <li key={item.id} className="space-y-1 p-4">
              <a
                href={item.link}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('feeds.openLabel', { title: item.title, source: item.feedTitle })}
                className="inline-flex items-start gap-1.5 font-medium text-emerald-800 hover:underline"
              >
                <span>{item.title}</span>
                <ExternalLink className="mt-1 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              </a>
              <p className="text-xs text-slate-600">
                <a
                  href={new URL(item.link).origin}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline hover:text-slate-900"
                >
                  {t('feeds.source', { source: item.feedTitle })}
                </a>{' '}
                · {formatNewsDate(item.publishedAt, i18n.language)}
              </p>
              {item.summary && <p className="text-sm text-slate-700">{item.summary}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
