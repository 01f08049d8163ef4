import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { cn } from '../../../lib/cn';

interface SettingsFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message to show, already translated; undefined when the field is valid. */
  error?: string;
  hint?: string;
  type?: 'text' | 'password' | 'time';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  isRequired?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input of a settings form, with its hint and its error message. */
export function SettingsField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  isRequired = false,
  className,
  ref,
}: SettingsFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined;
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={onChange}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-required={isRequired || undefined}
        aria-invalid={hasError}
        aria-describedby={describedBy || undefined}
        className={cn(
          'mt-1 block h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
          hasError ? 'border-red-700' : 'border-slate-400',
        )}
      />
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
