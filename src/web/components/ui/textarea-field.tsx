import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';

export interface TextareaFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string;
  optionalText?: string;
  maxLength?: number;
  rows?: number;
  className?: string;
}

/** A labelled multi-line text with its error and a character count when a maximum applies. */
export function TextareaField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  optionalText,
  maxLength,
  rows = 3,
  className,
}: TextareaFieldProps) {
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const hasError = error !== undefined;
  const describedBy = [maxLength ? countId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {optionalText && <span className="ml-1 font-normal text-slate-600">{optionalText}</span>}
      </label>
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        rows={rows}
        aria-invalid={hasError}
        aria-describedby={describedBy || undefined}
        className={cn(
          'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
          hasError ? 'border-red-700' : 'border-slate-400',
        )}
      />
      {maxLength !== undefined && (
        <p id={countId} className="mt-1 text-right text-xs text-slate-600">
          {value.length} / {maxLength}
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
