import { useId, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import type { TQueryStatement } from '../../../../shared/contracts/query-optimization';
import { LoadStateView } from '../../../components/feedback/load-state-notice';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { MonitoringTabs } from '../../../components/monitoring/monitoring-tabs';
import { RouteLatencyTable } from '../../../components/monitoring/route-latency-table';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { explainStatement, getQueryStatistics, resetQueryStatistics } from '../api/query-statistics';
import { ExplainPanel, type TExplainState } from '../components/explain-panel';
import { StatementRow } from '../components/statement-row';
import { StatisticsNotice } from '../components/statistics-notice';

/**
 * /dashboard/query-optimization (admins only, issue 20): the slowest statements of the database as
 * pg_stat_statements measured them, their reset, and the plan of a chosen SELECT; where the extension is not
 * loaded, what to configure.
 */
export default function QueryOptimizationPage() {
  const { t } = useTranslation(['queryOptimization', 'pages', 'monitoring', 'common', 'metrics']);
  const { state, retry } = useApiResource(getQueryStatistics);
  const [explain, setExplain] = useState<TExplainState>({ kind: 'idle' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const statementsTitleId = useId();
  const [isResetting, setIsResetting] = useState(false);

  const handleExplain = async (statement: TQueryStatement) => {
    setSelectedId(statement.queryId);
    setExplain({ kind: 'loading', query: statement.query });
    const result = await explainStatement(statement.queryId);
    setExplain(
      result.ok
        ? { kind: 'done', query: statement.query, result: result.data }
        : { kind: 'failed', query: statement.query, message: result.message },
    );
  };

  const handleReset = async () => {
    setIsResetting(true);
    const result = await resetQueryStatistics();
    setIsResetting(false);
    if (!result.ok) {
      void toast.error(result.message);
      return;
    }
    setExplain({ kind: 'idle' });
    setSelectedId(null);
    void toast.success(t('queryOptimization:reset.done'));
    retry();
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 md:px-8 md:py-8">
      <MonitoringTabs current="query-optimization" />
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">
        {t('pages:queryOptimization.title')}
      </h1>
      <LoadStateView
        state={state}
        loadingText={t('queryOptimization:loading')}
        failedText={t('queryOptimization:loadFailed')}
        onRetry={retry}
      >
        {({ data }) =>
          data.available ? (
            <>
              <Card className="space-y-4 p-4 sm:p-6">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="space-y-1">
                    <h2 id={statementsTitleId} className="text-lg font-semibold text-slate-900">
                      {t('queryOptimization:statements.title')}
                    </h2>
                    <p className="text-sm text-slate-700">{t('queryOptimization:statements.help')}</p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={isResetting}
                    onClick={() => void handleReset()}
                  >
                    <RotateCcw className="h-4 w-4" aria-hidden="true" />
                    {t('queryOptimization:reset.action')}
                  </Button>
                </div>
                {data.statements.length === 0 ? (
                  <p className="text-sm text-slate-700">{t('queryOptimization:statements.empty')}</p>
                ) : (
                  // relative: the header's screen-reader text (absolute) stays inside the scrolling box.
                  <div className="relative overflow-x-auto">
                    <table
                      aria-labelledby={statementsTitleId}
                      className="w-full min-w-[48rem] text-left text-sm"
                    >
                      <thead className="text-slate-700">
                        <tr>
                          <th className="py-2 pr-3 font-medium">{t('queryOptimization:columns.query')}</th>
                          <th className="py-2 pr-3 text-right font-medium">
                            {t('queryOptimization:columns.calls')}
                          </th>
                          <th className="py-2 pr-3 text-right font-medium">
                            {t('queryOptimization:columns.total')}
                          </th>
                          <th className="py-2 pr-3 text-right font-medium">
                            {t('queryOptimization:columns.mean')}
                          </th>
                          <th className="py-2 pr-3 text-right font-medium">
                            {t('queryOptimization:columns.max')}
                          </th>
                          <th className="py-2 pr-3 text-right font-medium">
                            {t('queryOptimization:columns.rows')}
                          </th>
                          <th className="py-2 font-medium">
                            <span className="sr-only">{t('queryOptimization:columns.actions')}</span>
                          </th>
                        </tr>
                      </thead>
                      <tbody className="divide-y divide-slate-200">
                        {data.statements.map((statement) => (
                          <StatementRow
                            key={statement.queryId}
                            statement={statement}
                            isSelected={statement.queryId === selectedId}
                            onExplain={(chosen) => void handleExplain(chosen)}
                          />
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </Card>
              <ExplainPanel state={explain} />
            </>
          ) : (
            <StatisticsNotice statistics={data} />
          )
        }
      </LoadStateView>
      <RouteLatencyTable />
    </div>
  );
}
