import { maxEmailLength } from '../../../shared/domain/field-rules';
import type { TFieldChange } from '../../lib/forms/field-change';
import { TextField } from '../ui/text-field';

export interface EmailFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (change: TFieldChange) => void;
  error?: string | undefined;
  /** The field's name in the form ("email" by default). */
  name?: string;
}

/** An e-mail address field: the e-mail keyboard, the browser's autofill, the contract's length limit. */
export function EmailField({ id, label, value, onChange, error, name = 'email' }: EmailFieldProps) {
  return (
    <TextField
      id={id}
      name={name}
      type="email"
      label={label}
      autoComplete="email"
      inputMode="email"
      maxLength={maxEmailLength}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
