import { useTranslation } from '../../../lib/i18n/use-translation';
import type { BudgetChange } from '../../../../shared/domain/budget-summary';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { formatPercentChange } from '../lib/budget-format';

/** "+25 % · Écart : 150,00 €", or "—" when the previous month had nothing to compare with. */
export function BudgetChangeText({ change }: { change: BudgetChange }) {
  const { t, i18n } = useTranslation('budget');
  const { percentChange, difference } = change;
  return (
    <span className="tabular-nums">
      {percentChange === null ? (
        <span title={t('monthly.noComparison')}>
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('monthly.noComparison')}</span>
        </span>
      ) : percentChange === 0 ? (
        t('monthly.unchanged')
      ) : (
        formatPercentChange(percentChange, i18n.language)
      )}
      {difference !== 0 && (
        <> · {t('monthly.difference', { amount: formatEuros(difference, i18n.language) })}</>
      )}
    </span>
  );
}
