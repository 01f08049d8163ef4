import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { BudgetTotals } from '../../../../shared/domain/budget-summary';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { cn } from '../../../lib/cn';

export interface BudgetTotalsListProps {
  totals: BudgetTotals;
  /** Names the group for assistive technology ("Totaux de 2026"). */
  label: string;
  /** A line under each figure (the change from the previous month), by figure. */
  details?: Partial<Record<keyof BudgetTotals, ReactNode>>;
}

const figures = ['income', 'expense', 'balance'] as const;

/** Income, expenses and balance in euros; a negative balance is red and says so. */
export function BudgetTotalsList({ totals, label, details }: BudgetTotalsListProps) {
  const { t, i18n } = useTranslation('budget');
  const isNegative = totals.balance < 0;
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure}
            className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-slate-50 px-3 py-2 sm:block"
          >
            <dt className="text-sm text-slate-600">{t(`totals.${figure}`)}</dt>
            <dd
              className={cn(
                'text-lg font-semibold tabular-nums',
                figure === 'income' && 'text-emerald-800',
                figure === 'expense' && 'text-slate-900',
                figure === 'balance' && (isNegative ? 'text-red-700' : 'text-slate-900'),
              )}
            >
              {formatEuros(totals[figure], i18n.language)}
              {figure === 'balance' && isNegative && (
                <span className="sr-only"> ({t('totals.balanceNegative')})</span>
              )}
            </dd>
            {details?.[figure] && <dd className="w-full text-xs text-slate-600">{details[figure]}</dd>}
          </div>
        ))}
      </dl>
    </div>
  );
}
