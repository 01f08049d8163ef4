import { formatAxisDate, formatReadingDate } from '../../lib/format-figures';
import { dayIndex } from './chart-geometry';

const height = 100;

export interface DailyBarsChartProps {
  title: string;
  /** The image's label: the period and its total, in the page's words. */
  label: string;
  period: { days: number; from: string; to: string };
  bars: readonly { date: string; value: number }[];
  /** A value with its unit ("4 800 m³"). */
  formatValue: (value: number) => string;
  /** A bar's title from its date and value, in the page's words ("14 nov. 2026 : 4 800 m³"). */
  pointText: (date: string, value: string) => string;
  testId?: string;
  /** The page's language (dates on the axis and in the titles). */
  language: string;
}

/**
 * One figure per day over a period as inline SVG bars (one slot per calendar day, so a day without an entry is a
 * gap): the production log's biogas, the feed log's volatile solids. The drawing is one image with its label; each
 * bar has its figure as a title.
 */
export function DailyBarsChart({
  title,
  label,
  period,
  bars,
  formatValue,
  pointText,
  testId,
  language,
}: DailyBarsChartProps) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const gap = period.days > 60 ? 0 : 0.15;

  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold text-slate-900">{title}</figcaption>
      <div role="img" aria-label={label}>
        <p className="text-right text-xs text-slate-500 tabular-nums" aria-hidden="true">
          {formatValue(max)}
        </p>
        <svg
          viewBox={`0 0 ${String(period.days)} ${String(height)}`}
          preserveAspectRatio="none"
          className="h-40 w-full border-t border-b border-dashed border-slate-300"
          aria-hidden="true"
          data-testid={testId}
        >
          {max > 0 &&
            bars.map((bar) => {
              const barHeight = Math.max(1.5, (bar.value / max) * height);
              return (
                <rect
                  key={bar.date}
                  x={dayIndex(period.from, bar.date) + gap}
                  y={height - barHeight}
                  width={1 - 2 * gap}
                  height={barHeight}
                  className="fill-emerald-600"
                >
                  <title>{pointText(formatReadingDate(bar.date, language), formatValue(bar.value))}</title>
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
