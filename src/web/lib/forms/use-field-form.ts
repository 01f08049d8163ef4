import { useCallback, useId, useState } from 'react';
import { findFirstInvalidField, type TFieldErrors } from './field-errors';
import type { TFieldChange } from './field-change';
import type { TParsedForm } from './parse-form-values';

export interface FieldFormOptions<TField extends string, TRequest> {
  /** In display order: the first invalid one gets the focus. */
  fields: readonly TField[];
  initialValues: Record<TField, string>;
  parse: (values: Record<TField, string>) => TParsedForm<TRequest, TField>;
}

/**
 * Values and field messages of one form. A field that shows a message is checked again as the user
 * types, so the message goes away once it is fixed (the confirmation follows the password the same way).
 */
export function useFieldForm<TField extends string, TRequest>({
  fields,
  initialValues,
  parse,
}: FieldFormOptions<TField, TRequest>) {
  const [values, setValues] = useState<Record<TField, string>>(initialValues);
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});
  const idPrefix = useId();

  const getFieldId = useCallback((field: TField) => `${idPrefix}-${field}`, [idPrefix]);

  const isField = (name: string): name is TField => (fields as readonly string[]).includes(name);

  const handleChange = (event: TFieldChange) => {
    const { name, value } = event.target;
    if (!isField(name)) return;
    const next = { ...values, [name]: value };
    setValues(next);
    const shown = fields.filter((field) => errors[field] !== undefined);
    if (shown.length === 0) return;
    const parsed = parse(next);
    const found: TFieldErrors<TField> = parsed.ok ? {} : parsed.errors;
    setErrors((current) => {
      const updated = { ...current };
      for (const field of shown) updated[field] = found[field];
      return updated;
    });
  };

  /** Shows the messages and puts the focus on the first invalid field. */
  const showErrors = (found: TFieldErrors<TField>) => {
    setErrors(found);
    const first = findFirstInvalidField(found, fields);
    if (first !== undefined) document.getElementById(getFieldId(first))?.focus();
  };

  /** Checks the values with the contract: the request to send, or null after showing the messages. */
  const validate = (): TRequest | null => {
    const parsed = parse(values);
    if (parsed.ok) {
      setErrors({});
      return parsed.request;
    }
    showErrors(parsed.errors);
    return null;
  };

  const setValue = (field: TField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  /** Back to the initial values, no message. */
  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  return { values, errors, getFieldId, handleChange, showErrors, validate, setValue, reset };
}
