import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The message to show, already translated; undefined when the field is valid. */
  error?: string;
  /** Shown under the control and announced with it (e.g. the password rule). */
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'time' | 'date' | 'datetime-local';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Optional fields say so after their label; the others are marked required for assistive technology. */
  optionalText?: string;
  /** Overrides the required mark (by default: required unless `optionalText` is given). */
  isRequired?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** A control drawn inside the right edge of the input (the password's show/hide button). */
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** A labelled input with its hint and its error message bound to it (sign-in, settings, records forms). */
export function TextField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  optionalText,
  isRequired = optionalText === undefined,
  autoFocus,
  disabled,
  endAdornment,
  inputRef,
  className,
}: TextFieldProps) {
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
      <div className="relative mt-1">
        <input
          ref={inputRef}
          id={id}
          name={name}
          type={type}
          value={value}
          onChange={onChange}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          autoFocus={autoFocus}
          disabled={disabled}
          spellCheck={false}
          aria-required={isRequired || undefined}
          aria-invalid={hasError}
          aria-describedby={describedBy || undefined}
          className={cn(
            'block h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
            'disabled:bg-slate-100',
            hasError ? 'border-red-700' : 'border-slate-400',
            endAdornment !== undefined && 'pr-12',
          )}
        />
        {endAdornment !== undefined && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        )}
      </div>
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
