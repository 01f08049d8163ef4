import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TBudgetYearSummary } from '../../../../shared/contracts/budget';
import {
  BUDGET_CATEGORIES,
  INCOME_BUDGET_CATEGORIES,
  formatEuros,
  type TBudgetCategory,
  type TInvoiceType,
} from '../../../../shared/domain/budget-summary';
import { cn } from '../../../lib/cn';

const incomeCategories: ReadonlySet<TBudgetCategory> = new Set(INCOME_BUDGET_CATEGORIES);

/**
 * The year's expenses or income per category, largest first: horizontal CSS bars next to their names and amounts
 * (the text carries the figures; the bars are decoration). Expenses list the spec's categories (zeros
 * included) and any other category that has some; income lists the categories that brought money in.
 */
export function CategoryBarsChart({
  summary,
  direction,
}: {
  summary: TBudgetYearSummary;
  direction: TInvoiceType;
}) {
  const { t, i18n } = useTranslation('budget');
  const amountOf = (row: TBudgetYearSummary['byCategory'][number]) =>
    direction === 'income' ? row.income : row.expense;
  const rows = summary.byCategory
    .filter((row) =>
      direction === 'income' ? row.income > 0 : row.expense > 0 || !incomeCategories.has(row.category),
    )
    .sort(
      (a, b) =>
        amountOf(b) - amountOf(a) ||
        BUDGET_CATEGORIES.indexOf(a.category) - BUDGET_CATEGORIES.indexOf(b.category),
    );
  const max = Math.max(0, ...rows.map(amountOf));
  const isIncome = direction === 'income';

  return (
    <figure className="space-y-2">
      <figcaption>
        <h3 className="font-semibold text-slate-900">
          {t(isIncome ? 'summary.incomeByCategory' : 'summary.expensesByCategory')}
        </h3>
      </figcaption>
      <ul
        className="space-y-2"
        aria-label={t(isIncome ? 'summary.incomeCategoryChartLabel' : 'summary.categoryChartLabel', {
          year: summary.year,
        })}
      >
        {rows.map((row) => (
          <li key={row.category} className="space-y-1">
            <div className="flex items-baseline justify-between gap-2 text-sm">
              <span className="text-slate-800">{t(`values.category.${row.category}`)}</span>
              <span className="font-medium text-slate-900 tabular-nums">
                {formatEuros(amountOf(row), i18n.language)}
              </span>
            </div>
            <div className="h-2.5 rounded-full bg-slate-100" aria-hidden="true">
              <div
                className={cn('h-full rounded-full', isIncome ? 'bg-emerald-600' : 'bg-amber-600')}
                style={{
                  width:
                    max > 0 && amountOf(row) > 0
                      ? `${String(Math.max(1, (amountOf(row) / max) * 100))}%`
                      : '0%',
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
