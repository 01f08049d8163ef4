import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { cn } from '../../../lib/cn';
import type { TContactField } from './contact-form-values';

interface ContactFormFieldProps {
  id: string;
  name: TContactField;
  label: string;
  value: string;
  /** The message to show, already translated; undefined when the field is valid. */
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  /** A textarea of that many rows instead of an input. */
  rows?: number;
  /** Shown under the control and announced with it. */
  hint?: { id: string; text: string };
}

/** A labelled input (or textarea) of the contact form, with its hint and its error message. */
export function ContactFormField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  type,
  inputMode,
  autoComplete,
  maxLength,
  rows,
  hint,
}: ContactFormFieldProps) {
  const errorId = `${id}-error`;
  const hasError = error !== undefined;
  const describedBy = [hint?.id, hasError ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const className = cn(
    'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
    hasError ? 'border-red-700' : 'border-slate-400',
  );

  // What the single-line input and the message box have in common.
  const sharedProps = {
    id,
    name,
    'aria-required': true,
    maxLength,
    value,
    onChange,
    'aria-invalid': hasError,
    'aria-describedby': describedBy,
    className,
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {rows === undefined ? (
        <input {...sharedProps} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      ) : (
        <textarea {...sharedProps} rows={rows} />
      )}
      {hint && (
        <p id={hint.id} className="mt-1 text-xs text-slate-600">
          {hint.text}
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
