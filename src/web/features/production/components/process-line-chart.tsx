import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProductionDay, TProductionSummary } from '../../../../shared/contracts/production';
import { dayIndex, valueRange } from '../../../components/charts/chart-geometry';
import { formatAxisDate, formatFigure, formatReadingDate } from '../../../lib/format-figures';

const height = 100;

export interface ProcessLineChartProps {
  summary: TProductionSummary;
  measure: 'fosTac' | 'ph';
  /** The stable band of domain.md, shaded behind the line. */
  band: { min: number; max: number };
  label: string;
  title: string;
}

/**
 * One digester figure's daily mean as an inline SVG line over the period, with its stable band shaded: the
 * drawing is one image named by `label`; each point has its figure as a title.
 */
export function ProcessLineChart({ summary, measure, band, label, title }: ProcessLineChartProps) {
  const { t, i18n } = useTranslation('production');
  const language = i18n.language;
  const { period } = summary;
  const points = summary.days.filter(
    (day): day is TProductionDay & Record<typeof measure, number> => day[measure] !== null,
  );
  const { low, high } = valueRange([...points.map((day) => day[measure]), band.min, band.max]);
  const y = (value: number) => height - ((value - low) / (high - low)) * height;
  const x = (date: string) => dayIndex(period.from, date) + 0.5;
  const path = points.map((day) => `${String(x(day.date))},${String(y(day[measure]))}`).join(' ');

  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="flex items-center gap-1 text-xs text-slate-700">
          <span className="h-3 w-3 rounded-sm bg-emerald-100" aria-hidden="true" />
          {t('charts.stableBand', {
            min: formatFigure(band.min, language),
            max: formatFigure(band.max, language),
          })}
        </span>
      </figcaption>
      <div role="img" aria-label={label}>
        <p className="text-right text-xs text-slate-500 tabular-nums" aria-hidden="true">
          {formatFigure(high, language, 2)}
        </p>
        <svg
          viewBox={`0 0 ${String(period.days)} ${String(height)}`}
          preserveAspectRatio="none"
          className="h-32 w-full border-t border-b border-dashed border-slate-300"
          aria-hidden="true"
          data-testid={`${measure}-chart`}
        >
          <rect
            x={0}
            width={period.days}
            y={y(band.max)}
            height={y(band.min) - y(band.max)}
            className="fill-emerald-100"
          />
          {points.length > 1 && (
            <polyline
              points={path}
              fill="none"
              className="stroke-slate-800"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {points.map((day) => (
            <line
              key={day.date}
              x1={x(day.date)}
              x2={x(day.date)}
              y1={y(day[measure])}
              y2={y(day[measure])}
              className={
                day[measure] < band.min || day[measure] > band.max ? 'stroke-red-700' : 'stroke-slate-800'
              }
              strokeWidth={6}
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            >
              <title>
                {t('charts.point', {
                  date: formatReadingDate(day.date, language),
                  value: formatFigure(day[measure], language),
                })}
              </title>
            </line>
          ))}
        </svg>
        <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
          <span>{formatAxisDate(period.from, language)}</span>
          <span>{formatFigure(low, language, 2)}</span>
          <span>{formatAxisDate(period.to, language)}</span>
        </div>
      </div>
    </figure>
  );
}
