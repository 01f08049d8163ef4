import { useId, type ChangeEvent } from 'react';
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
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined;
  const describedBy = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
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
        aria-describedby={describedBy || undefined}
        className={cn(
          'mt-1 block h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
          hasError ? 'border-red-700' : 'border-slate-400',
        )}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          <option key={suggestion} value={suggestion} />
        ))}
      </datalist>
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
