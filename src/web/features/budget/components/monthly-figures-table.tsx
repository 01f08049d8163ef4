import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TBudgetYearSummary } from '../../../../shared/contracts/budget';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { formatMonthLabel } from '../lib/budget-format';

/** The monthly chart's figures, for screen readers (visually hidden). */
export function MonthlyFiguresTable({ summary }: { summary: TBudgetYearSummary }) {
  const { t, i18n } = useTranslation('budget');
  const language = i18n.language;
  return (
    // The wrapper hides it: a table keeps its content width, so a hidden table alone would widen the page.
    <div className="sr-only">
      <table>
        <caption>{t('summary.tableCaption', { year: summary.year })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('summary.month')}</th>
            <th scope="col">{t('totals.income')}</th>
            <th scope="col">{t('totals.expense')}</th>
            <th scope="col">{t('totals.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {summary.byMonth.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonthLabel(month.month, language)}</th>
              <td>{formatEuros(month.income, language)}</td>
              <td>{formatEuros(month.expense, language)}</td>
              <td>{formatEuros(month.balance, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
