import type { ChangeEvent } from 'react';
import { describeField, FieldFrame, fieldControlClasses } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';

export interface HintedTextareaProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  hint: string;
  error?: string | undefined;
  maxLength: number;
  rows: number;
  className?: string;
  textareaClassName?: string;
}

/** A labelled multi-line text with a hint read with it, its character count and its error. */
export function HintedTextarea({
  id,
  name,
  label,
  value,
  onChange,
  hint,
  error,
  maxLength,
  rows,
  className,
  textareaClassName,
}: HintedTextareaProps) {
  const countId = `${id}-count`;
  const { hasError, describedBy } = describeField(id, { hint, error, note: countId });
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      afterControl={
        <p id={countId} className="mt-1 text-right text-xs text-slate-600">
          {value.length} / {maxLength}
        </p>
      }
    >
      <textarea
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        rows={rows}
        maxLength={maxLength}
        required
        aria-invalid={hasError}
        aria-describedby={describedBy}
        className={cn('mt-1 py-2', fieldControlClasses(hasError), textareaClassName)}
      />
    </FieldFrame>
  );
}
