import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  PRODUCTION_PERIODS,
  type TProductionPeriod,
  type TProductionSummary,
} from '../../../../shared/contracts/production';
import { ListError, ListLoading } from '../../../components/records/list-states';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { productionSummaryQuery } from '../api/production-logs';
import { formatFigure, formatReadingDate } from '../../../lib/format-figures';
import { AnomalyList } from './anomaly-list';
import { PeriodSwitch } from '../../../components/charts/period-switch';
import { BiogasBarsChart } from './biogas-bars-chart';
import { ProcessLineChart } from './process-line-chart';
import { ProductionClassBadge } from './production-class-badge';
import { YieldGapPanel } from './yield-gap-panel';

/** The stable bands of domain.md "Process monitoring", shaded on the charts. */
const fosTacBand = { min: 0.3, max: 0.4 };
const phBand = { min: 6.8, max: 7.6 };

/** The period's totals, as a short list of figures. */
function PeriodTotals({ summary }: { summary: TProductionSummary }) {
  const { t, i18n } = useTranslation('production');
  const language = i18n.language;
  const { totals } = summary;
  const rows: [string, string][] = [
    [t('totals.biogas'), t('units.m3', { value: formatFigure(totals.biogasM3, language, 0) })],
  ];
  if (totals.averages.biomethaneNm3PerHour !== null) {
    rows.push([
      t('totals.biomethane'),
      t('units.nm3h', { value: formatFigure(totals.averages.biomethaneNm3PerHour, language, 1) }),
    ]);
  }
  if (totals.kwhProduced !== null) {
    rows.push([t('totals.kwh'), t('units.kwh', { value: formatFigure(totals.kwhProduced, language, 0) })]);
  }
  if (totals.measuredMethaneNm3 !== null) {
    rows.push([
      t('totals.methane'),
      t('units.nm3', { value: formatFigure(totals.measuredMethaneNm3, language, 0) }),
    ]);
  }
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm sm:grid-cols-4">
      {rows.map(([label, value]) => (
        <div key={label} className="contents sm:block">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-semibold text-slate-900 tabular-nums sm:text-left">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The period's view of the log (one call): class, totals, the biogas and FOS/TAC or pH charts, the yield gap and
 * the anomalies with their reasons.
 */
export function ProductionOverview({
  period,
  onPeriod,
}: {
  period: TProductionPeriod;
  onPeriod: (period: TProductionPeriod) => void;
}) {
  const { t, i18n } = useTranslation('production');
  const headingId = useId();
  const language = i18n.language;
  const summary = useQuery(productionSummaryQuery(period));
  const data = summary.data;
  const range = data
    ? { from: formatReadingDate(data.period.from, language), to: formatReadingDate(data.period.to, language) }
    : null;
  const hasFosTac = data?.days.some((day) => day.fosTac !== null) ?? false;
  const hasPh = data?.days.some((day) => day.ph !== null) ?? false;

  return (
    <Card className="space-y-5 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('totals.title')}
          </h2>
          <PeriodSwitch
            periods={PRODUCTION_PERIODS}
            value={period}
            onChange={onPeriod}
            label={t('period.label')}
            periodLabel={(days) => t('period.days', { count: days })}
          />
        </div>
        {range && <p className="text-xs text-slate-600">{t('period.range', range)}</p>}
        {summary.isError && (
          <ListError
            lead={t('loadFailed')}
            message={summary.error.message}
            onRetry={() => void summary.refetch()}
          />
        )}
        {!data && !summary.isError && <ListLoading />}
        {data && range && (
          <div className={cn('space-y-5', summary.isPlaceholderData && 'opacity-60')}>
            <ProductionClassBadge summary={data} />
            <PeriodTotals summary={data} />
            {data.days.length === 0 ? (
              <p className="text-sm text-slate-700">{t('charts.noData')}</p>
            ) : (
              <div className="grid gap-6 lg:grid-cols-2">
                <BiogasBarsChart summary={data} />
                {hasFosTac ? (
                  <ProcessLineChart
                    summary={data}
                    measure="fosTac"
                    band={fosTacBand}
                    title={t('fields.fosTac')}
                    label={t('charts.fosTacLabel', range)}
                  />
                ) : hasPh ? (
                  <ProcessLineChart
                    summary={data}
                    measure="ph"
                    band={phBand}
                    title={t('fields.ph')}
                    label={t('charts.phLabel', range)}
                  />
                ) : (
                  <p className="text-sm text-slate-700">{t('charts.noProcessData')}</p>
                )}
              </div>
            )}
            <div className="grid gap-6 lg:grid-cols-2">
              <YieldGapPanel summary={data} />
              <AnomalyList summary={data} />
            </div>
          </div>
        )}
      </section>
    </Card>
  );
}
