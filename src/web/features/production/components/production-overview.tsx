import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  PRODUCTION_PERIODS,
  type TProductionPeriod,
  type TProductionSummary,
} from '../../../../shared/contracts/production';
import { productionSummaryQuery } from '../api/production-logs';
import { formatFigure, formatPeriodRange } from '../../../lib/format-figures';
import { AnomalyList } from './anomaly-list';
import { FigureRows } from '../../../components/charts/figure-rows';
import { PeriodSummaryCard } from '../../../components/charts/period-summary-card';
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
  return <FigureRows rows={rows} testId="production-totals" />;
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
  const language = i18n.language;
  const summary = useQuery(productionSummaryQuery(period));
  const hasFosTac = summary.data?.days.some((day) => day.fosTac !== null) ?? false;
  const hasPh = summary.data?.days.some((day) => day.ph !== null) ?? false;

  return (
    <PeriodSummaryCard
      namespace="production"
      periods={PRODUCTION_PERIODS}
      period={period}
      onPeriod={onPeriod}
      summary={summary}
    >
      {(data) => (
        <>
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
                  label={t('charts.fosTacLabel', formatPeriodRange(data.period, language))}
                />
              ) : hasPh ? (
                <ProcessLineChart
                  summary={data}
                  measure="ph"
                  band={phBand}
                  title={t('fields.ph')}
                  label={t('charts.phLabel', formatPeriodRange(data.period, language))}
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
        </>
      )}
    </PeriodSummaryCard>
  );
}
