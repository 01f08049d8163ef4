import type { TNewsArticleSummary } from '../../../../shared/contracts/news';
import { Link } from '../../../lib/router/link';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatNewsDate } from '../lib/news-format';
import { CategoryBadge } from './category-badge';

/** An article in the list: its cover, category, date, title (the link to it), summary, and "Nouveau" if unread. */
export function ArticleCard({ article }: { article: TNewsArticleSummary }) {
  const { t, i18n } = useTranslation('news');
  return (
    <article
      aria-labelledby={`news-${article.id}-title`}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      {article.coverUrl && (
        <img
          src={article.coverUrl}
          alt=""
          loading="lazy"
          className="aspect-[2/1] w-full bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {!article.isRead && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <span className="h-2 w-2 rounded-full bg-amber-600" aria-hidden="true" />
              {t('list.new')}
            </span>
          )}
          <CategoryBadge category={article.category} />
          <span>{t('list.publishedOn', { date: formatNewsDate(article.publishedAt, i18n.language) })}</span>
        </div>
        <h3 id={`news-${article.id}-title`} className="text-lg font-semibold text-slate-900">
          <Link
            to={{ search: `?article=${encodeURIComponent(article.id)}` }}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
          >
            {article.title}
          </Link>
        </h3>
        <p className="text-slate-700">{article.summary}</p>
      </div>
    </article>
  );
}
