import { formatFigure } from '../../../shared/domain/display-formats';

export interface FigureChartProps {
  label: string;
  /** One value per minute, oldest first; null where nothing was measured. */
  values: readonly (number | null)[];
  language: string;
  noDataText: string;
  latestText: (value: string) => string;
}

const WIDTH = 240;
const HEIGHT = 56;

/** A small SVG line of one figure per minute (gaps where nothing was measured), with its latest value. */
export function FigureChart({ label, values, language, noDataText, latestText }: FigureChartProps) {
  const measured = values.filter((value): value is number => value !== null);
  const max = Math.max(1, ...measured);
  const step = values.length > 1 ? WIDTH / (values.length - 1) : WIDTH;
  const segments: string[] = [];
  let path = '';
  values.forEach((value, index) => {
    if (value === null) {
      if (path) segments.push(path);
      path = '';
      return;
    }
    const x = (index * step).toFixed(1);
    const y = (HEIGHT - 2 - (value / max) * (HEIGHT - 4)).toFixed(1);
    path += `${path ? 'L' : 'M'}${x} ${y}`;
  });
  if (path) segments.push(path);
  const latest = measured.at(-1);
  const latestLabel = latest === undefined ? noDataText : latestText(formatFigure(latest, language, 1));
  return (
    <figure className="min-w-0 rounded-md border border-slate-200 p-3">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-medium text-slate-900">{label}</span>
        <span className="text-slate-700">{latestLabel}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="mt-2 h-14 w-full"
        role="img"
        aria-label={`${label}: ${latestLabel}`}
      >
        <line
          x1="0"
          y1={HEIGHT - 1}
          x2={WIDTH}
          y2={HEIGHT - 1}
          className="stroke-slate-200"
          strokeWidth="1"
        />
        {segments.map((d) => (
          <path key={d} d={d} fill="none" className="stroke-emerald-700" strokeWidth="1.5" />
        ))}
      </svg>
    </figure>
  );
}
