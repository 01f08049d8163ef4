import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { TRouteLatencyResponse } from '../../../shared/contracts/measured-metrics';
import { formatFigure } from '../../../shared/domain/display-formats';
import { apiRequest } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { LoadStateNotice } from '../feedback/load-state-notice';
import { Card } from '../ui/card';

/**
 * Count, p50, p95, p99 and max response time per route pattern over the last `hours` hours (GET
 * /api/monitoring/route-latencies, admin only), busiest route first; the table scrolls sideways inside its card
 * on a phone. Texts: namespace `metrics`.
 */
export function RouteLatencyTable({ hours = 24 }: { hours?: number }) {
  const { t, i18n } = useTranslation('metrics');
  const titleId = useId();
  const latencies = useQuery({
    queryKey: ['monitoring', 'route-latencies', hours],
    queryFn: async ({ signal }) => {
      const result = await apiRequest<TRouteLatencyResponse>(
        `/api/monitoring/route-latencies?hours=${hours}`,
        {
          signal,
        },
      );
      if (!result.ok) throw new Error(result.message);
      return result.data;
    },
  });
  const ms = (value: number | null) => (value === null ? '—' : formatFigure(value, i18n.language, 1));
  const routes = latencies.data?.routes;
  return (
    <Card className="space-y-3 p-4 md:p-6">
      <div>
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('routeLatency.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('routeLatency.period', { hours })}</p>
      </div>
      {routes === undefined ? (
        <LoadStateNotice
          state={
            latencies.isError ? { kind: 'error', message: latencies.error.message } : { kind: 'loading' }
          }
          loadingText={t('routeLatency.loading')}
          failedText={t('routeLatency.loadFailed')}
          onRetry={() => void latencies.refetch()}
        />
      ) : routes.length === 0 ? (
        <p className="text-sm text-slate-700">{t('routeLatency.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table aria-labelledby={titleId} className="w-full min-w-[40rem] text-left text-sm">
            <thead className="text-slate-700">
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('routeLatency.method')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('routeLatency.route')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('routeLatency.count')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('routeLatency.p50')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('routeLatency.p95')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-medium">
                  {t('routeLatency.p99')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('routeLatency.max')}
                </th>
              </tr>
            </thead>
            <tbody>
              {routes.map((route) => (
                <tr key={`${route.method} ${route.route}`} className="border-b border-slate-100">
                  <td className="py-2 pr-3 font-mono text-xs">{route.method}</td>
                  <td className="py-2 pr-3 font-mono text-xs break-all">{route.route}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">
                    {formatFigure(route.count, i18n.language, 0)}
                  </td>
                  <td className="py-2 pr-3 text-right tabular-nums">{ms(route.p50Ms)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{ms(route.p95Ms)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{ms(route.p99Ms)}</td>
                  <td className="py-2 text-right tabular-nums">{ms(route.maxMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
