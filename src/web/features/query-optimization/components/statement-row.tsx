import type { TQueryStatement } from '../../../../shared/contracts/query-optimization';
import { Button } from '../../../components/ui/button';
import { formatFigure } from '../../../../shared/domain/display-formats';
import { useTranslation } from '../../../lib/i18n/use-translation';

interface StatementRowProps {
  statement: TQueryStatement;
  isSelected: boolean;
  onExplain: (statement: TQueryStatement) => void;
}

/** One statement: its text, calls, total, mean and max time, rows, and EXPLAIN for a SELECT. */
export function StatementRow({ statement, isSelected, onExplain }: StatementRowProps) {
  const { t, i18n } = useTranslation('queryOptimization');
  const ms = (value: number) => formatFigure(value, i18n.language, 2);
  return (
    <tr className={isSelected ? 'bg-emerald-50' : undefined}>
      <td className="max-w-[28rem] py-2 pr-3 align-top">
        <code className="line-clamp-3 text-xs break-all text-slate-800" title={statement.query}>
          {statement.query}
        </code>
      </td>
      <td className="py-2 pr-3 text-right align-top tabular-nums">
        {formatFigure(statement.calls, i18n.language, 0)}
      </td>
      <td className="py-2 pr-3 text-right align-top tabular-nums">{ms(statement.totalMs)}</td>
      <td className="py-2 pr-3 text-right align-top tabular-nums">{ms(statement.meanMs)}</td>
      <td className="py-2 pr-3 text-right align-top tabular-nums">{ms(statement.maxMs)}</td>
      <td className="py-2 pr-3 text-right align-top tabular-nums">
        {formatFigure(statement.rows, i18n.language, 0)}
      </td>
      <td className="py-2 align-top">
        {statement.isExplainable ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              onExplain(statement);
            }}
          >
            {t('explain.action')}
          </Button>
        ) : (
          <span className="text-xs text-slate-600">{t('explain.notSelect')}</span>
        )}
      </td>
    </tr>
  );
}
