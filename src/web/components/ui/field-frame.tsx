import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The ids a field's control points at with `aria-describedby`: its hint, its error, and any extra note. */
export function describeField(
  id: string,
  { hint, error, note }: { hint?: string | undefined; error?: string | undefined; note?: string | undefined },
) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined;
  const describedBy = [hint ? hintId : undefined, note, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  return { hintId, errorId, hasError, describedBy: describedBy || undefined };
}

/** The look of a field's control (input, select, textarea): border red when it holds an error. */
export function fieldControlClasses(hasError: boolean): string {
  return cn(
    'block w-full rounded-md border bg-white px-3 text-base text-slate-900 shadow-sm',
    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700',
    'disabled:bg-slate-100',
    hasError ? 'border-red-700' : 'border-slate-400',
  );
}

export interface FieldFrameProps {
  id: string;
  label: string;
  /** "(facultatif)" after the label. */
  optionalText?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** The control (its `aria-describedby` from `describeField`). */
  children: ReactNode;
  /** Between the control and the hint (a character count). */
  afterControl?: ReactNode;
}

/** A field's label, its control, then its hint and its error message: the frame every form field shares. */
export function FieldFrame({
  id,
  label,
  optionalText,
  hint,
  error,
  className,
  children,
  afterControl,
}: FieldFrameProps) {
  const { hintId, errorId } = describeField(id, { hint, error });
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
        {optionalText && <span className="ml-1 font-normal text-slate-600">{optionalText}</span>}
      </label>
      {children}
      {afterControl}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error !== undefined && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
