import type { ChangeEvent } from 'react';

export interface CheckboxFieldProps {
  id: string;
  name: string;
  label: string;
  isChecked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  hint?: string;
  className?: string;
}

/** A checkbox with its label (a 44 px tall hit area for gloved fingers). */
export function CheckboxField({ id, name, label, isChecked, onChange, hint, className }: CheckboxFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-900"
      >
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={isChecked}
          onChange={onChange}
          aria-describedby={hint ? hintId : undefined}
          className="h-5 w-5 rounded border-slate-400 accent-emerald-700"
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
