import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PenLine, Rss } from 'lucide-react';
import type { TNewsCategory } from '../../../../shared/domain/news/news';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { ListPager } from '../../../components/records/list-pager';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { NEWS_PAGE_SIZE, NEWS_RSS_URL, newsArticlesQuery } from '../api/news-api';
import { AdminArticlesSection } from './admin-articles-section';
import { ArticleCard } from './article-card';
import { FeedItemsSection } from './feed-items-section';
import { NewsFilters } from './news-filters';

/** The news page: the articles (category chips, search, unread markers, pages), the sector watch, the admin's list. */
export function NewsListView({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('news');
  const [category, setCategory] = useState<TNewsCategory | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search, 300);
  const articles = useQuery(newsArticlesQuery({ category, q, page }));
  const data = articles.data;
  const isFiltered = category !== '' || q.trim() !== '';

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        isSubtitleHiddenOnPhone
        action={
          <div className="flex flex-wrap gap-2">
            <a
              href={NEWS_RSS_URL}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('rssLinkLabel')}
              className={buttonClasses('secondary', 'md')}
            >
              <Rss className="h-4 w-4" aria-hidden="true" />
              {t('rssLink')}
            </a>
            {isAdmin && (
              <Link to={{ search: '?edit=new' }} className={buttonClasses('primary', 'md')}>
                <PenLine className="h-4 w-4" aria-hidden="true" />
                {t('admin.write')}
              </Link>
            )}
          </div>
        }
      />
      <section aria-labelledby="news-articles-title" className="space-y-4">
        <h2 id="news-articles-title" className="sr-only">
          {t('list.title')}
        </h2>
        <NewsFilters
          category={category}
          onCategory={(value) => {
            setCategory(value);
            setPage(1);
          }}
          search={search}
          onSearch={(text) => {
            setSearch(text);
            setPage(1);
          }}
        />
        {data === undefined ? (
          <LoadStateNotice
            state={
              articles.isError ? { kind: 'error', message: articles.error.message } : { kind: 'loading' }
            }
            loadingText={t('list.loading')}
            failedText={t('list.loadFailed')}
            onRetry={() => void articles.refetch()}
            size="md"
          />
        ) : (
          <>
            <p className="text-sm font-medium text-slate-700" aria-live="polite">
              {data.unreadCount > 0 ? t('list.unread', { count: data.unreadCount }) : t('list.allRead')}
            </p>
            {data.items.length === 0 ? (
              <p className="text-slate-700">{t(isFiltered ? 'list.emptyFiltered' : 'list.empty')}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {data.items.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
            )}
            <ListPager page={page} pageSize={NEWS_PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </section>
      <FeedItemsSection />
      {isAdmin && <AdminArticlesSection />}
    </RecordsPageLayout>
  );
}
