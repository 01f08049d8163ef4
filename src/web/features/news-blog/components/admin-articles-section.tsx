import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminNewsArticleSummary } from '../../../../shared/contracts/news';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { toast } from '../../../lib/toast';
import { adminNewsArticlesQuery, deleteNewsArticle, newsWriteKeys } from '../api/news-api';
import { formatNewsDate, formatNewsTime } from '../lib/news-format';
import { CategoryBadge } from './category-badge';

function ArticleState({ article }: { article: TAdminNewsArticleSummary }) {
  const { t, i18n } = useTranslation('news');
  const state = article.isScheduled ? 'scheduled' : article.status;
  const tone = {
    draft: 'bg-slate-100 text-slate-800',
    scheduled: 'bg-sky-100 text-sky-900',
    published: 'bg-emerald-100 text-emerald-900',
  }[state];
  const when = article.publishedAt
    ? article.isScheduled
      ? t('admin.scheduledFor', {
          date: formatNewsDate(article.publishedAt, i18n.language),
          time: formatNewsTime(article.publishedAt, i18n.language),
        })
      : t('admin.publishedOn', { date: formatNewsDate(article.publishedAt, i18n.language) })
    : t('admin.notDated');
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>
        {t(`admin.statuses.${state}`)}
      </span>
      <CategoryBadge category={article.category} />
      <span>{when}</span>
    </p>
  );
}

/** The admin's list: every article with its state (draft, scheduled, published), to edit or delete. */
export function AdminArticlesSection() {
  const { t } = useTranslation('news');
  const queryClient = useQueryClient();
  const articles = useQuery(adminNewsArticlesQuery);
  const [deleting, setDeleting] = useState<TAdminNewsArticleSummary | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    const result = await deleteNewsArticle(deleting.id);
    setIsDeleting(false);
    setDeleting(null);
    if (!result.ok) {
      void toast.error(result.message || t('admin.deletion.failed'));
      return;
    }
    void toast.success(t('admin.deletion.done'));
    for (const queryKey of newsWriteKeys) void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <section
      aria-labelledby="news-admin-title"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <div className="space-y-1">
        <h2 id="news-admin-title" className="text-lg font-semibold text-slate-900">
          {t('admin.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('admin.subtitle')}</p>
      </div>
      {articles.data === undefined ? (
        <LoadStateNotice
          state={articles.isError ? { kind: 'error', message: articles.error.message } : { kind: 'loading' }}
          loadingText={t('admin.loading')}
          failedText={t('admin.loadFailed')}
          onRetry={() => void articles.refetch()}
        />
      ) : articles.data.items.length === 0 ? (
        <p className="text-sm text-slate-700">{t('admin.empty')}</p>
      ) : (
        <ul className="space-y-2">
          {articles.data.items.map((article) => (
            <li
              key={article.id}
              className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-medium break-words text-slate-900">{article.title}</p>
                <ArticleState article={article} />
              </div>
              <div className="flex shrink-0 gap-2">
                <Link
                  to={{ search: `?edit=${encodeURIComponent(article.id)}` }}
                  aria-label={t('admin.editLabel', { title: article.title })}
                  className={buttonClasses('secondary', 'md')}
                >
                  {t('admin.edit')}
                </Link>
                <Button
                  variant="ghost"
                  aria-label={t('admin.deleteLabel', { title: article.title })}
                  onClick={() => {
                    setDeleting(article);
                  }}
                >
                  {t('admin.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        name={deleting?.title ?? null}
        consequence={deleting ? t('admin.deletion.body', { title: deleting.title }) : undefined}
        isDeleting={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleting(null);
        }}
      />
    </section>
  );
}
