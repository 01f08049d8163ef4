import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import { formatPeriodRange } from '../../lib/format-figures';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ListError, ListLoading } from '../records/list-states';
import { Card } from '../ui/card';
import { PeriodSwitch } from './period-switch';

/** A summary over a period of days ending on the plant's today. */
interface PeriodSummary {
  period: { from: string; to: string };
}

export interface PeriodSummaryCardProps<TPeriod extends number, TSummary extends PeriodSummary> {
  /**
   * The log's catalog: its `totals.title`, `period.label`, `period.days` (plural), `period.range` ({{from}},
   * {{to}}) and `loadFailed` texts.
   */
  namespace: string;
  periods: readonly TPeriod[];
  period: TPeriod;
  onPeriod: (period: TPeriod) => void;
  summary: UseQueryResult<TSummary>;
  /** The figures of a read summary (dimmed while another period loads). */
  children: (summary: TSummary) => ReactNode;
}

/**
 * A log's view of a period (the production and feed logs): its title, the 7/30/365-day switch, the dates it covers,
 * the loading line or the failure with a retry, then the figures.
 */
export function PeriodSummaryCard<TPeriod extends number, TSummary extends PeriodSummary>({
  namespace,
  periods,
  period,
  onPeriod,
  summary,
  children,
}: PeriodSummaryCardProps<TPeriod, TSummary>) {
  const { t, i18n } = useTranslation(namespace);
  const headingId = useId();
  const { data } = summary;
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('totals.title')}
          </h2>
          <PeriodSwitch
            periods={periods}
            value={period}
            onChange={onPeriod}
            label={t('period.label')}
            periodLabel={(days) => t('period.days', { count: days })}
          />
        </div>
        {data !== undefined && (
          <p className="text-xs text-slate-600">
            {t('period.range', formatPeriodRange(data.period, i18n.language))}
          </p>
        )}
        {summary.isError && (
          <ListError
            lead={t('loadFailed')}
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
          />
        )}
        {data === undefined && !summary.isError && <ListLoading />}
        {data !== undefined && (
          <div className={cn('space-y-5', summary.isPlaceholderData && 'opacity-60')}>{children(data)}</div>
        )}
      </section>
    </Card>
  );
}
