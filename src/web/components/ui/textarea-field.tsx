import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';
import { describeField, FieldFrame, fieldControlClasses } from './field-frame';

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
  const countId = `${id}-count`;
  const { hasError, describedBy } = describeField(id, { error, note: maxLength ? countId : undefined });
  return (
    <FieldFrame
      id={id}
      label={label}
      optionalText={optionalText}
      error={error}
      className={className}
      afterControl={
        maxLength !== undefined && (
          <p id={countId} className="mt-1 text-right text-xs text-slate-600">
            {value.length} / {maxLength}
          </p>
        )
      }
    >
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        rows={rows}
        aria-invalid={hasError}
        aria-describedby={describedBy}
        className={cn('mt-1 py-2', fieldControlClasses(hasError))}
      />
    </FieldFrame>
  );
}
