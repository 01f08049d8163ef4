import type { ChangeEvent } from 'react';
import { cn } from '../../lib/cn';
import { describeField, FieldFrame, fieldControlClasses } from './field-frame';

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
  /** Focus on mount (a form that stays open for the next entry). */
  autoFocus?: boolean;
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
  autoFocus,
  className,
}: SelectFieldProps) {
  const { hasError, describedBy } = describeField(id, { hint, error });
  return (
    <FieldFrame
      id={id}
      label={label}
      optionalText={optionalText}
      hint={hint}
      error={error}
      className={className}
    >
      <select
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        disabled={disabled}
        autoFocus={autoFocus}
        aria-invalid={hasError}
        aria-describedby={describedBy}
        className={cn('mt-1 h-11', fieldControlClasses(hasError))}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
