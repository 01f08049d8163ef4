import { useId, type ChangeEvent } from 'react';
import { describeField, FieldFrame, fieldControlClasses } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';

export interface EquipmentNameFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The names already used (tasks, meters), suggested as the user types. */
  suggestions: readonly string[];
  error?: string;
  hint?: string;
}

/** The equipment's name, free text with the known equipment suggested (a native datalist). */
export function EquipmentNameField({
  id,
  name,
  label,
  value,
  onChange,
  suggestions,
  error,
  hint,
}: EquipmentNameFieldProps) {
  const listId = useId();
  const { hasError, describedBy } = describeField(id, { hint, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type="text"
        value={value}
        onChange={onChange}
        list={listId}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        aria-required
        aria-invalid={hasError}
        aria-describedby={describedBy}
        className={cn('mt-1 h-11', fieldControlClasses(hasError))}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
    </FieldFrame>
  );
}
