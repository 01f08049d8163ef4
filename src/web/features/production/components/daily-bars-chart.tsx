import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionSummary } from '../../../../shared/contracts/production';
import { dayIndex } from '../lib/chart-geometry';
import { formatAxisDate, formatFigure, formatReadingDate } from '../lib/production-format';

const height = 100;

/**
 * Biogas per day over the period as inline SVG bars (one slot per calendar day, so a day without a reading is a
 * gap). The drawing is one image whose label gives the period and its total; each bar has its figure as a title.
 */
export function DailyBarsChart({ summary }: { summary: TProductionSummary }) {
  const { t, i18n } = useTranslation('production');
  const language = i18n.language;
  const { period, days } = summary;
  const max = Math.max(0, ...days.map((day) => day.biogasM3));
  const label = `${t('charts.biogasLabel', {
    from: formatReadingDate(period.from, language),
    to: formatReadingDate(period.to, language),
  })}. ${t('totals.biogas')} : ${t('units.m3', { value: formatFigure(summary.totals.biogasM3, language, 0) })}`;
  const gap = period.days > 60 ? 0 : 0.15;

  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold text-slate-900">{t('charts.biogasTitle')}</figcaption>
      <div role="img" aria-label={label}>
        <p className="text-right text-xs text-slate-500 tabular-nums" aria-hidden="true">
          {t('units.m3', { value: formatFigure(max, language, 0) })}
        </p>
        <svg
          viewBox={`0 0 ${String(period.days)} ${String(height)}`}
          preserveAspectRatio="none"
          className="h-40 w-full border-t border-b border-dashed border-slate-300"
          aria-hidden="true"
          data-testid="biogas-chart"
        >
          {max > 0 &&
            days.map((day) => {
              const barHeight = Math.max(1.5, (day.biogasM3 / max) * height);
              return (
                <rect
                  key={day.date}
                  x={dayIndex(period.from, day.date) + gap}
                  y={height - barHeight}
                  width={1 - 2 * gap}
                  height={barHeight}
                  className="fill-emerald-600"
                >
                  <title>
                    {t('charts.point', {
                      date: formatReadingDate(day.date, language),
                      value: t('units.m3', { value: formatFigure(day.biogasM3, language, 0) }),
                    })}
                  </title>
                </rect>
              );
            })}
        </svg>
        <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{formatAxisDate(period.from, language)}</span>
          <span>{formatAxisDate(period.to, language)}</span>
        </div>
      </div>
    </figure>
  );
}
