import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FEED_PERIODS, type TFeedPeriod, type TFeedSummary } from '../../../../shared/contracts/feed-log';
import { DailyBarsChart } from '../../../components/charts/daily-bars-chart';
import { FigureRows } from '../../../components/charts/figure-rows';
import { PeriodSummaryCard } from '../../../components/charts/period-summary-card';
import { formatFigure, formatPeriodRange } from '../../../lib/format-figures';
import { feedSummaryQuery } from '../api/feed-logs';

/** The period's totals: tonnes, kg VS, expected methane, mean OLR (or how to get it). */
function FeedTotals({ summary }: { summary: TFeedSummary }) {
  const { t, i18n } = useTranslation('feedLog');
  const language = i18n.language;
  const { totals } = summary;
  const rows: [string, string][] = [
    [t('totals.tonnes'), formatFigure(totals.tonnes, language)],
    [t('totals.volatileSolids'), formatFigure(totals.volatileSolidsKg, language, 0)],
    [t('totals.methane'), formatFigure(totals.expectedMethaneNm3, language, 0)],
  ];
  if (totals.meanOlrKgVsPerM3Day !== null) {
    rows.push([
      t('totals.olr'),
      t('totals.olrValue', { value: formatFigure(totals.meanOlrKgVsPerM3Day, language, 2) }),
    ]);
  }
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700">{t('totals.daysFed', { count: totals.daysFed })}</p>
      <FigureRows rows={rows} testId="feed-totals" />
      {summary.digesterVolumeM3 === null && (
        <p className="text-sm text-slate-600">{t('totals.olrMissing')}</p>
      )}
      {totals.incompleteEntryCount > 0 && (
        <p className="text-sm text-amber-800">
          {t('totals.incomplete', { count: totals.incompleteEntryCount })}
        </p>
      )}
    </div>
  );
}

/** The period's view of the log (one call): totals and the kg VS fed per day. */
export function FeedOverview({
  period,
  onPeriod,
}: {
  period: TFeedPeriod;
  onPeriod: (period: TFeedPeriod) => void;
}) {
  const { t, i18n } = useTranslation('feedLog');
  const language = i18n.language;
  const summary = useQuery(feedSummaryQuery(period));
  const kgVs = (value: number) => t('card.volatileSolids', { value: formatFigure(value, language, 0) });

  return (
    <PeriodSummaryCard
      namespace="feedLog"
      periods={FEED_PERIODS}
      period={period}
      onPeriod={onPeriod}
      summary={summary}
    >
      {(data) => (
        <>
          <FeedTotals summary={data} />
          {data.days.length === 0 ? (
            <p className="text-sm text-slate-700">{t('charts.noData')}</p>
          ) : (
            <DailyBarsChart
              title={t('charts.title')}
              label={`${t('charts.label', formatPeriodRange(data.period, language))}. ${t('totals.volatileSolids')} : ${formatFigure(data.totals.volatileSolidsKg, language, 0)}`}
              period={data.period}
              bars={data.days.map((day) => ({ date: day.date, value: day.volatileSolidsKg }))}
              formatValue={kgVs}
              pointText={(date, value) => t('charts.point', { date, value })}
              testId="feed-chart"
              language={language}
            />
          )}
        </>
      )}
    </PeriodSummaryCard>
  );
}
