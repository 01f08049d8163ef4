import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TBudgetYearSummary } from '../../../../shared/contracts/budget';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { formatMonthLabel, formatMonthName } from '../lib/budget-format';
import { MonthlyFiguresTable } from './monthly-figures-table';

/** A bar's height in % of the tallest; a non-zero amount always shows at least a sliver. */
function barHeight(amount: number, max: number): string {
  if (max <= 0 || amount <= 0) return '0%';
  return `${String(Math.max(1.5, (amount / max) * 100))}%`;
}

/**
 * Income vs expenses per month of a year: 12 pairs of CSS bars. The drawing is one image whose label gives
 * the year's totals; the figures of each month are in a table for screen readers.
 */
export function MonthlyBarsChart({ summary }: { summary: TBudgetYearSummary }) {
  const { t, i18n } = useTranslation('budget');
  const language = i18n.language;
  const max = Math.max(0, ...summary.byMonth.flatMap((month) => [month.income, month.expense]));
  const label = `${t('summary.chartLabel', { year: summary.year })}. ${t('summary.chartTotals', {
    income: formatEuros(summary.totals.income, language),
    expense: formatEuros(summary.totals.expense, language),
    balance: formatEuros(summary.totals.balance, language),
  })}`;

  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t('summary.byMonth')}</h3>
        <span className="flex gap-3 text-xs text-slate-700" aria-hidden="true">
          <span className="flex items-center gap-1">
            <span className="h-3 w-3 rounded-sm bg-emerald-600" />
            {t('totals.income')}
          </span>
          <span className="flex items-center gap-1">
            <span className="h-3 w-3 rounded-sm bg-amber-600" />
            {t('totals.expense')}
          </span>
        </span>
      </figcaption>
      <div role="img" aria-label={label}>
        <p className="text-right text-xs text-slate-500 tabular-nums">{formatEuros(max, language)}</p>
        <div className="flex h-40 items-end gap-0.5 border-t border-b border-dashed border-slate-300 sm:gap-2">
          {summary.byMonth.map((month) => (
            <div key={month.month} className="flex h-full flex-1 items-end justify-center gap-px">
              <span
                className="w-1/2 max-w-4 rounded-t-sm bg-emerald-600"
                style={{ height: barHeight(month.income, max) }}
              />
              <span
                className="w-1/2 max-w-4 rounded-t-sm bg-amber-600"
                style={{ height: barHeight(month.expense, max) }}
              />
            </div>
          ))}
        </div>
        <div className="mt-1 flex gap-0.5 text-center text-xs text-slate-600 sm:gap-2">
          {summary.byMonth.map((month) => (
            <span key={month.month} className="flex-1" title={formatMonthLabel(month.month, language)}>
              <span className="sm:hidden">{formatMonthName(month.month, language, 'narrow')}</span>
              <span className="hidden sm:inline">{formatMonthName(month.month, language, 'short')}</span>
            </span>
          ))}
        </div>
      </div>
      <MonthlyFiguresTable summary={summary} />
    </figure>
  );
}
