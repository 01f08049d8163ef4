import type { TNewsCategory } from '../../../../shared/domain/news/news';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The article's category as a small label. */
export function CategoryBadge({ category }: { category: TNewsCategory }) {
  const { t } = useTranslation('news');
  return (
    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">
      {t(`categories.${category}`)}
    </span>
  );
}
