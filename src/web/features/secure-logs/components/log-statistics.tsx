import { useQuery } from '@tanstack/react-query';
import { LoadStateNotice } from '../../../components/feedback/load-state-notice';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { logStatisticsQuery, type TLogScope } from '../api/secure-logs-api';
import { formatInstant } from './format-instant';

/** get_log_statistics: entries per level and source with the last one (the user's, or everyone's for an admin). */
export function LogStatistics({ scope }: { scope: TLogScope }) {
  const { t, i18n } = useTranslation('secureLogs');
  const statistics = useQuery(logStatisticsQuery(scope));
  const rows = statistics.data?.statistics;
  return (
    <Card className="space-y-3 p-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {t(scope === 'all' ? 'statistics.titleAll' : 'statistics.title')}
      </h2>
      {rows === undefined ? (
        <LoadStateNotice
          state={
            statistics.isError ? { kind: 'error', message: statistics.error.message } : { kind: 'loading' }
          }
          loadingText={t('statistics.title')}
          failedText={t('statistics.title')}
          onRetry={() => void statistics.refetch()}
          size="sm"
        />
      ) : rows.length === 0 ? (
        <p className="text-sm text-slate-700">{t('statistics.empty')}</p>
      ) : (
        // Scrolls sideways inside the card on a phone; focusable so a keyboard can scroll it too.
        <div
          className="overflow-x-auto"
          role="region"
          aria-label={t(scope === 'all' ? 'statistics.titleAll' : 'statistics.title')}
          tabIndex={0}
        >
          <table className="w-full min-w-[28rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-3 font-medium">{t('columns.level')}</th>
                <th className="py-1 pr-3 font-medium">{t('columns.source')}</th>
                <th className="py-1 pr-3 text-right font-medium">{t('columns.count')}</th>
                <th className="py-1 font-medium">{t('columns.lastUpdated')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.level}-${row.source}`} className="border-t border-slate-200">
                  <td className="py-1 pr-3">{t(`levels.${row.level}`)}</td>
                  <td className="py-1 pr-3">{row.source}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">
                    {new Intl.NumberFormat(i18n.language).format(row.count)}
                  </td>
                  <td className="py-1 whitespace-nowrap">{formatInstant(row.lastUpdated, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
