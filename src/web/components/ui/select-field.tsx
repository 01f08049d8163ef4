import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  error?: string;
  hint?: string;
  /** A first empty choice ("—"), for optional fields and "all" filters. */
  emptyOption?: string;
  optionalText?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled native select (the phone's own picker on mobile) with its hint and error. */
export function SelectField({
  id,
  name,
  label,
  value,
  options,
  onChange,
  error,
  hint,
  emptyOption,
  optionalText,
  disabled,
  className,
}: SelectFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined;
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {optionalText && <span className="ml-1 font-normal text-slate-600">{optionalText}</span>}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        disabled={disabled}
        aria-invalid={hasError}
        aria-describedby={describedBy || undefined}
        className={cn(
          'mt-1 block h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
          'disabled:bg-slate-100',
          hasError ? 'border-red-700' : 'border-slate-400',
        )}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
