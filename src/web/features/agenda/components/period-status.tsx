import { useTranslation } from '../../../lib/i18n/use-translation';
import { ListError, ListLoading } from '../../../components/records/list-states';

export interface PeriodStatusProps {
  isPending: boolean;
  error: Error | null;
  /** Tasks of the period that one page could not hold. */
  shown: number;
  total: number;
  onRetry: () => void;
}

/** The month and week views' loading, failure and "only the first 100" notes. */
export function PeriodStatus({ isPending, error, shown, total, onRetry }: PeriodStatusProps) {
  const { t } = useTranslation('agenda');
  if (isPending) return <ListLoading />;
  if (error) return <ListError lead={t('views.loadFailed')} message={error.message} onRetry={onRetry} />;
  if (total > shown) return <p className="text-sm text-amber-900">{t('views.truncated', { shown })}</p>;
  return null;
}
