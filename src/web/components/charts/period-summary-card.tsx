import { useId, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import { ListError, ListLoading } from '../records/list-states';
import { Card } from '../ui/card';
import { PeriodSwitch } from './period-switch';

export interface PeriodSummaryCardProps<TPeriod extends number, TSummary> {
  title: string;
  periods: readonly TPeriod[];
  period: TPeriod;
  onPeriod: (period: TPeriod) => void;
  /** The switch's name ("Période") and a button's text ("7 jours"). */
  periodLabel: string;
  periodText: (period: TPeriod) => string;
  /** "Du 1 nov. au 30 nov. 2026" once the summary is read. */
  rangeText: string | null;
  /** What a failed read says before its reason. */
  loadFailed: string;
  summary: UseQueryResult<TSummary>;
  /** The figures of a read summary (dimmed while another period loads). */
  children: (summary: TSummary) => ReactNode;
}

/**
 * A log's view of a period (the production and feed logs): its title, the 7/30/365-day switch, the dates it covers,
 * the loading line or the failure with a retry, then the figures.
 */
export function PeriodSummaryCard<TPeriod extends number, TSummary>({
  title,
  periods,
  period,
  onPeriod,
  periodLabel,
  periodText,
  rangeText,
  loadFailed,
  summary,
  children,
}: PeriodSummaryCardProps<TPeriod, TSummary>) {
  const headingId = useId();
  const { data } = summary;
  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <PeriodSwitch
            periods={periods}
            value={period}
            onChange={onPeriod}
            label={periodLabel}
            periodLabel={periodText}
          />
        </div>
        {rangeText && <p className="text-xs text-slate-600">{rangeText}</p>}
        {summary.isError && (
          <ListError
            lead={loadFailed}
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
