import { cn } from '../../lib/cn';

export interface ChipChoice<TValue> {
  value: TValue;
  label: string;
}

export interface ChipFiltersProps<TValue> {
  /** What the chips choose (read aloud for the group). */
  label: string;
  choices: readonly ChipChoice<TValue>[];
  value: TValue;
  onChange: (value: TValue) => void;
  /** 36 px chips where the page is dense (the shop); 44 px by default, a thumb's target. */
  isCompact?: boolean;
}

/** A row of toggle chips choosing one value (a category, or all), the chosen one pressed. */
export function ChipFilters<TValue extends string | undefined>({
  label,
  choices,
  value,
  onChange,
  isCompact = false,
}: ChipFiltersProps<TValue>) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((choice) => {
        const isOn = choice.value === value;
        return (
          <button
            key={choice.value ?? ''}
            type="button"
            aria-pressed={isOn}
            onClick={() => {
              onChange(choice.value);
            }}
            className={cn(
              'rounded-full border text-sm font-medium transition-colors',
              isCompact ? 'h-9 px-3' : 'h-11 px-4',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              isOn
                ? 'border-emerald-700 bg-emerald-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
            )}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}
