import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';
import { describeField, FieldFrame, fieldControlClasses } from './field-frame';

export interface TextareaFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  error?: string | undefined;
  optionalText?: string;
  /** A line under the label, read with the field (what to write, how). */
  hint?: string;
  maxLength?: number;
  /** true: the browser stops typing at maxLength (the count still shows); false: the error says it. */
  isLengthCapped?: boolean;
  isRequired?: boolean;
  rows?: number;
  className?: string;
  textareaClassName?: string;
}

/** A labelled multi-line text with its hint, its error and a character count when a maximum applies. */
export function TextareaField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  optionalText,
  hint,
  maxLength,
  isLengthCapped = false,
  isRequired = false,
  rows = 3,
  className,
  textareaClassName,
}: TextareaFieldProps) {
  const countId = `${id}-count`;
  const { hasError, describedBy } = describeField(id, { hint, error, note: maxLength ? countId : undefined });
  return (
    <FieldFrame
      id={id}
      label={label}
      optionalText={optionalText}
      hint={hint}
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
        maxLength={isLengthCapped ? maxLength : undefined}
        required={isRequired}
        aria-invalid={hasError}
        aria-describedby={describedBy}
        className={cn('mt-1 py-2', fieldControlClasses(hasError), textareaClassName)}
      />
    </FieldFrame>
  );
}
