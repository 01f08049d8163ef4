import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { describeField, FieldFrame } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';

interface ProfileTextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  /** The message to show, already translated; undefined when the field is valid. */
  error?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: 'text' | 'email' | 'tel';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  isRequired?: boolean;
  isReadOnly?: boolean;
  /** A textarea of that many rows instead of an input. */
  rows?: number;
  /** Shown under the control and read with it. */
  hint?: string;
  className?: string;
}

/** A labelled input (or textarea) of the profile form, with its hint and its error message. */
export function ProfileTextField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  type = 'text',
  inputMode,
  autoComplete,
  maxLength,
  isRequired = false,
  isReadOnly = false,
  rows,
  hint,
  className,
}: ProfileTextFieldProps) {
  const { hasError, describedBy } = describeField(id, { hint, error });
  const sharedProps = {
    id,
    name,
    value,
    onChange,
    maxLength,
    readOnly: isReadOnly,
    'aria-required': isRequired || undefined,
    'aria-invalid': hasError,
    'aria-describedby': describedBy,
    className: cn(
      'mt-1 block w-full rounded-md border px-3 py-2 text-base shadow-sm',
      'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
      isReadOnly ? 'border-slate-200 bg-slate-100 text-slate-700' : 'bg-white text-slate-900',
      hasError ? 'border-red-700' : !isReadOnly && 'border-slate-400',
    ),
  };

  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      {rows === undefined ? (
        <input {...sharedProps} type={type} inputMode={inputMode} autoComplete={autoComplete} />
      ) : (
        <textarea {...sharedProps} rows={rows} />
      )}
    </FieldFrame>
  );
}
