import { useTranslation } from 'react-i18next';
import type { TBudgetYearSummary } from '../../../../shared/contracts/budget';
import { BUDGET_CATEGORIES, formatEuros } from '../../../../shared/domain/budget-summary';

/**
 * The year's expenses per category, largest first: horizontal CSS bars next to their names and amounts (the
 * text carries the figures; the bars are decoration).
 */
export function CategoryBarsChart({ summary }: { summary: TBudgetYearSummary }) {
  const { t, i18n } = useTranslation('budget');
  const rows = [...summary.byCategory].sort(
    (a, b) =>
      b.expense - a.expense || BUDGET_CATEGORIES.indexOf(a.category) - BUDGET_CATEGORIES.indexOf(b.category),
  );
  const max = Math.max(0, ...rows.map((row) => row.expense));

  return (
    <figure className="space-y-2">
      <figcaption>
        <h3 className="font-semibold text-slate-900">{t('summary.expensesByCategory')}</h3>
      </figcaption>
      <ul className="space-y-2" aria-label={t('summary.categoryChartLabel', { year: summary.year })}>
        {rows.map((row) => (
          <li key={row.category} className="space-y-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="text-slate-800">{t(`values.category.${row.category}`)}</span>
              <span className="font-medium text-slate-900 tabular-nums">
                {formatEuros(row.expense, i18n.language)}
              </span>
            </div>
            <div className="h-2.5 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className="h-full rounded-full bg-amber-600"
                style={{
                  width:
                    max > 0 && row.expense > 0 ? `${String(Math.max(1, (row.expense / max) * 100))}%` : '0%',
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
