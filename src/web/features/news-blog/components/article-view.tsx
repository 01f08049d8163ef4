import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BackToListLink } from './back-to-list-link';
import { notificationCountersQueryKey } from '../../../lib/notifications/notification-query-keys';
import { newsArticleQuery, newsArticlesKey } from '../api/news-api';
import { formatNewsDate } from '../lib/news-format';
import { ArticleBody } from './article-body';
import { CategoryBadge } from './category-badge';

/** One article: back to the list, its cover, category, date, title, summary and body. Opening it marks it read. */
export function ArticleView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('news');
  const queryClient = useQueryClient();
  const article = useQuery(newsArticleQuery(id));
  const isLoaded = article.data !== undefined;

  // The server has marked it read: the lists, their unread count and the sidebar's counter are read again.
  useEffect(() => {
    if (!isLoaded) return;
    void queryClient.invalidateQueries({ queryKey: newsArticlesKey });
    void queryClient.invalidateQueries({ queryKey: notificationCountersQueryKey });
  }, [isLoaded, queryClient]);

  return (
    <RecordsPageLayout isNarrow>
      <BackToListLink label={t('article.back')} />
      {article.data === undefined ? (
        <LoadStateNotice
          state={article.isError ? { kind: 'error', message: article.error.message } : { kind: 'loading' }}
          loadingText={t('article.loading')}
          failedText={t('article.loadFailed')}
          onRetry={() => void article.refetch()}
          size="md"
        />
      ) : (
        <article className="space-y-5">
          {article.data.coverUrl && (
            <img
              src={article.data.coverUrl}
              alt={t('article.coverAlt', { title: article.data.title })}
              className="aspect-[2/1] w-full rounded-lg bg-slate-100 object-cover"
            />
          )}
          <header className="space-y-2">
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <CategoryBadge category={article.data.category} />
              <span>
                {t('list.publishedOn', { date: formatNewsDate(article.data.publishedAt, i18n.language) })}
              </span>
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
              {article.data.title}
            </h1>
            <p className="text-lg text-slate-700">{article.data.summary}</p>
          </header>
          <ArticleBody html={article.data.bodyHtml} />
        </article>
      )}
    </RecordsPageLayout>
  );
}
