import { cn } from '../../lib/cn';

/** A period in days (7, 30 or 365): a group of toggle buttons, the chosen one pressed. */
export function PeriodSwitch<TPeriod extends number>({
  periods,
  value,
  onChange,
  label,
  periodLabel,
}: {
  periods: readonly TPeriod[];
  value: TPeriod;
  onChange: (period: TPeriod) => void;
  /** The group's name ("Période"). */
  label: string;
  /** A button's text ("7 jours"). */
  periodLabel: (period: TPeriod) => string;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
      {periods.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => {
            onChange(period);
          }}
          className={cn(
            'min-h-11 rounded-md px-3 text-sm font-medium',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
            period === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:bg-white/60',
          )}
        >
          {periodLabel(period)}
        </button>
      ))}
    </div>
  );
}
