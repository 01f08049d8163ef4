import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionSummary } from '../../../../shared/contracts/production';
import { DailyBarsChart } from '../../../components/charts/daily-bars-chart';
import { formatFigure, formatReadingDate } from '../../../lib/format-figures';

/** Biogas per day over the period; the image's label gives the period and its total. */
export function BiogasBarsChart({ summary }: { summary: TProductionSummary }) {
  const { t, i18n } = useTranslation('production');
  const language = i18n.language;
  const { period, days } = summary;
  const m3 = (value: number) => t('units.m3', { value: formatFigure(value, language, 0) });
  const label = `${t('charts.biogasLabel', {
    from: formatReadingDate(period.from, language),
    to: formatReadingDate(period.to, language),
  })}. ${t('totals.biogas')} : ${m3(summary.totals.biogasM3)}`;

  return (
    <DailyBarsChart
      title={t('charts.biogasTitle')}
      label={label}
      period={period}
      bars={days.map((day) => ({ date: day.date, value: day.biogasM3 }))}
      formatValue={m3}
      pointText={(date, value) => t('charts.point', { date, value })}
      testId="biogas-chart"
      language={language}
    />
  );
}
