import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MAX_BUDGET_YEAR, MIN_BUDGET_YEAR } from '../../../../shared/contracts/budget';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { monthlySummaryQuery } from '../api/invoices';
import { formatMonthLabel, shiftMonth } from '../lib/budget-format';
import { BudgetChangeText } from './budget-change';
import { BudgetTotalsList } from './budget-totals';
import { PeriodStepper } from './period-stepper';

/**
 * "Résumé du mois": the month's income, expenses and balance with their change from the month before, how
 * many invoices it holds and where the money went. The current month first (at the user's time zone).
 */
export function MonthlySummaryCard() {
  const { t, i18n } = useTranslation('budget');
  const language = i18n.language;
  const headingId = useId();
  const [selectedMonth, setSelectedMonth] = useState<string | null>(null);
  const summary = useQuery(monthlySummaryQuery(selectedMonth));
  const month = selectedMonth ?? summary.data?.month;
  const data = summary.data;

  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('monthly.open')}
          </h2>
          {month !== undefined && (
            <PeriodStepper
              label={formatMonthLabel(month, language)}
              previousLabel={t('monthly.previousMonth')}
              nextLabel={t('monthly.nextMonth')}
              canGoBack={month > `${String(MIN_BUDGET_YEAR)}-01`}
              canGoForward={month < `${String(MAX_BUDGET_YEAR)}-12`}
              onPrevious={() => {
                setSelectedMonth(shiftMonth(month, -1));
              }}
              onNext={() => {
                setSelectedMonth(shiftMonth(month, 1));
              }}
            />
          )}
        </div>
        {summary.isError && (
          <ListError
            lead={t('monthly.loadFailed')}
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
          />
        )}
        {!data && !summary.isError && <ListLoading />}
        {data && (
          <div className={cn('space-y-4', summary.isPlaceholderData && 'opacity-60')}>
            <p className="flex flex-wrap justify-between gap-2 text-sm text-slate-700">
              <span className="font-medium">{t('monthly.invoiceCount', { count: data.invoiceCount })}</span>
              <span>
                {t('monthly.comparedWith', { month: formatMonthLabel(data.previousMonth.month, language) })}
              </span>
            </p>
            <BudgetTotalsList
              totals={data}
              label={t('monthly.totalsLabel', { month: formatMonthLabel(data.month, language) })}
              details={{
                income: <BudgetChangeText change={data.comparison.income} />,
                expense: <BudgetChangeText change={data.comparison.expense} />,
                balance: <BudgetChangeText change={data.comparison.balance} />,
              }}
            />
            <div className="space-y-2">
              <h3 className="font-semibold text-slate-900">{t('monthly.topExpenses')}</h3>
              {data.topExpenseCategories.length === 0 ? (
                <p className="text-sm text-slate-700">{t('monthly.noExpenses')}</p>
              ) : (
                <ol className="divide-y divide-slate-100 text-sm">
                  {data.topExpenseCategories.map((row) => (
                    <li key={row.category} className="flex justify-between gap-2 py-1.5">
                      <span className="text-slate-800">{t(`values.category.${row.category}`)}</span>
                      <span className="font-medium text-slate-900 tabular-nums">
                        {formatEuros(row.amount, language)}
                      </span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
