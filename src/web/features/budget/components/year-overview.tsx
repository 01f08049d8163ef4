import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MAX_BUDGET_YEAR, MIN_BUDGET_YEAR } from '../../../../shared/contracts/budget';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { yearSummaryQuery } from '../api/invoices';
import { BudgetTotalsList } from './budget-totals';
import { CategoryBarsChart } from './category-bars-chart';
import { MonthlyBarsChart } from './monthly-bars-chart';
import { PeriodStepper } from './period-stepper';

/** The year's income, expenses and balance, and its two charts; the current year first (the server's). */
export function YearOverview() {
  const { t } = useTranslation('budget');
  const headingId = useId();
  const [selectedYear, setSelectedYear] = useState<number | null>(null);
  const summary = useQuery(yearSummaryQuery(selectedYear));
  const year = selectedYear ?? summary.data?.year;
  const data = summary.data;
  const hasInvoices = data !== undefined && (data.totals.income > 0 || data.totals.expense > 0);

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {year === undefined ? t('summary.year') : t('summary.title', { year })}
          </h2>
          {year !== undefined && (
            <PeriodStepper
              label={String(year)}
              previousLabel={t('summary.previousYear')}
              nextLabel={t('summary.nextYear')}
              canGoBack={year > MIN_BUDGET_YEAR}
              canGoForward={year < MAX_BUDGET_YEAR}
              onPrevious={() => {
                setSelectedYear(year - 1);
              }}
              onNext={() => {
                setSelectedYear(year + 1);
              }}
            />
          )}
        </div>
        {summary.isError && (
          <ListError
            lead={t('summary.loadFailed')}
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
          />
        )}
        {!data && !summary.isError && <ListLoading />}
        {data && (
          <div className={cn('space-y-5', summary.isPlaceholderData && 'opacity-60')}>
            <BudgetTotalsList totals={data.totals} label={t('summary.totalsLabel', { year: data.year })} />
            {hasInvoices ? (
              <div className="grid gap-6 lg:grid-cols-2">
                <MonthlyBarsChart summary={data} />
                <CategoryBarsChart summary={data} direction="expense" />
                {data.totals.income > 0 && <CategoryBarsChart summary={data} direction="income" />}
              </div>
            ) : (
              <p className="text-slate-700">{t('summary.noInvoices', { year: data.year })}</p>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}
