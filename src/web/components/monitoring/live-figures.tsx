import { useQuery } from '@tanstack/react-query';
import type { TFigurePoint, TFiguresResponse } from '../../../shared/contracts/measured-metrics';
import { apiRequest } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadStateNotice } from '../feedback/load-state-notice';
import { Card } from '../ui/card';
import { FigureChart } from './figure-chart';

const figureKeys = [
  'requests',
  'serverErrors',
  'meanMs',
  'p95Ms',
  'memoryPercent',
  'clientErrors',
  'pageLoadMs',
] as const satisfies readonly (keyof TFigurePoint)[];

/** Read again every 30 s while shown (the server flushes its figures every 10 s). */
const REFRESH_MS = 30_000;

/**
 * The measured figures of the last minutes, one small chart each (GET /api/monitoring/figures, admin only):
 * requests, 5xx, mean and p95 response time, memory, browser errors, page load. Texts: namespace `metrics`.
 */
export function LiveFigures({ minutes = 60 }: { minutes?: number }) {
  const { t, i18n } = useTranslation('metrics');
  const figures = useQuery({
    queryKey: ['monitoring', 'figures', minutes],
    queryFn: async ({ signal }) => {
      const result = await apiRequest<TFiguresResponse>(`/api/monitoring/figures?minutes=${minutes}`, {
        signal,
      });
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
    refetchInterval: REFRESH_MS,
  });
  return (
    <Card className="space-y-3 p-4 md:p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t('liveFigures.title')}</h2>
        <p className="text-sm text-slate-700">{t('liveFigures.period', { minutes })}</p>
      </div>
      {figures.data === undefined ? (
        <LoadStateNotice
          state={figures.isError ? { kind: 'error', message: figures.error.message } : { kind: 'loading' }}
          loadingText={t('liveFigures.loading')}
          failedText={t('liveFigures.loadFailed')}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figureKeys.map((key) => (
            <FigureChart
              key={key}
              label={t(`liveFigures.${key}`)}
              values={figures.data.points.map((point) => point[key])}
              language={i18n.language}
              noDataText={t('liveFigures.noData')}
              latestText={(value) => t('liveFigures.latest', { value })}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
