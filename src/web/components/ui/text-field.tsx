import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { describeField, FieldFrame, fieldControlClasses } from './field-frame';

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
  /** Dates take the `DateField` (jj/mm/aaaa whatever the browser's language), not a native date input. */
  type?: 'text' | 'email' | 'password' | 'tel' | 'time' | 'datetime-local';
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Optional fields say so after their label; the others are marked required for assistive technology. */
  optionalText?: string;
  /** Overrides the required mark (by default: required unless `optionalText` is given). */
  isRequired?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  placeholder?: string;
  onBlur?: () => void;
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
  placeholder,
  onBlur,
  endAdornment,
  inputRef,
  className,
}: TextFieldProps) {
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
          placeholder={placeholder}
          onBlur={onBlur}
          spellCheck={false}
          aria-required={isRequired || undefined}
          aria-invalid={hasError}
          aria-describedby={describedBy}
          className={cn('h-11', fieldControlClasses(hasError), endAdornment !== undefined && 'pr-12')}
        />
        {endAdornment !== undefined && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-1">{endAdornment}</div>
        )}
      </div>
    </FieldFrame>
  );
}
