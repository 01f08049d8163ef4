/**
 * A share against its cap, as a bar with the cap marked (decoration: the figures are written next to it).
 * The scale runs to twice the cap, or further when the share is above that.
 */
export function ShareGauge({
  percent,
  capPercent,
  isOver,
}: {
  percent: number;
  capPercent: number;
  isOver: boolean;
}) {
  const scale = Math.min(100, Math.max(capPercent * 2, percent));
  const width = scale > 0 ? Math.min(100, (percent / scale) * 100) : 0;
  const capAt = scale > 0 ? (capPercent / scale) * 100 : 0;
  return (
    <svg className="block h-4 w-full" aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="100%" height="8" rx="4" className="fill-slate-100" />
      <rect
        x="0"
        y="4"
        width={`${String(width)}%`}
        height="8"
        rx="4"
        className={isOver ? 'fill-red-600' : 'fill-emerald-600'}
      />
      <line
        x1={`${String(capAt)}%`}
        x2={`${String(capAt)}%`}
        y1="0"
        y2="16"
        strokeWidth="2"
        className="stroke-slate-900"
      />
    </svg>
  );
}
