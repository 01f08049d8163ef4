import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../ui/button';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** The item count and previous/next buttons; hidden when everything fits on one page. */
export function ListPager({ page, pageSize, total, onPage }: ListPagerProps) {
  const { t } = useTranslation('records');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      aria-label={t('list.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700"
    >
      <p aria-live="polite">{t('list.count', { count: total })}</p>
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="md"
            disabled={page <= 1}
            onClick={() => {
              onPage(page - 1);
            }}
            aria-label={t('list.previousPage')}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          </Button>
          <span>{t('list.pageOf', { page, pages })}</span>
          <Button
            variant="secondary"
            size="md"
            disabled={page >= pages}
            onClick={() => {
              onPage(page + 1);
            }}
            aria-label={t('list.nextPage')}
          >
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
