import { useState, type SubmitEvent } from 'react';
import type { TApiResult } from '../api-client';
import { getServerFieldErrors, hasFieldErrors, type TFieldErrors } from './field-errors';
import { useFieldErrorText } from './use-field-error-text';
import { useFieldForm, type FieldFormOptions } from './use-field-form';

/** A refused write, as the API client answers it. */
export type TApiFailure = Extract<TApiResult<unknown>, { ok: false }>;

/** Refusal codes whose message belongs under one field ("meter_backwards" → the running hours). */
export type TFieldOfCode<TField extends string> = Readonly<Partial<Record<string, TField>>>;

/**
 * Where a refused write's messages go: the server's per-field messages of the form's fields, and the message
 * of a refusal the code ties to a field (unless that field already has one).
 */
export function getRefusalFieldErrors<TField extends string>(
  failure: TApiFailure,
  fields: readonly TField[],
  fieldOfCode: TFieldOfCode<TField> = {},
): TFieldErrors<TField> {
  const errors = getServerFieldErrors(failure.fields, fields);
  const field = fieldOfCode[failure.code];
  if (field !== undefined) errors[field] ??= failure.message;
  return errors;
}

export interface RecordFormOptions<TField extends string, TRequest> extends FieldFormOptions<
  TField,
  TRequest
> {
  /** Sends the checked request (and says the success); the form shows the refusal's per-field messages. */
  onSubmit: (request: TRequest) => Promise<TApiResult<unknown>>;
  fieldOfCode?: TFieldOfCode<TField>;
  /** A refusal with no message for any field of the form; without it, the field messages are cleared. */
  onUnplacedRefusal?: (failure: TApiFailure) => void;
}

/**
 * A records form: checked with the module's zod contract before sending (the first invalid field gets the
 * focus), sent, and on a refusal the server's messages under their fields, in the user's language.
 */
export function useRecordForm<TField extends string, TRequest>({
  onSubmit,
  fieldOfCode,
  onUnplacedRefusal,
  ...fieldOptions
}: RecordFormOptions<TField, TRequest>) {
  const form = useFieldForm(fieldOptions);
  const errorText = useFieldErrorText();
  const [isSaving, setIsSaving] = useState(false);

  const submit = async () => {
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await onSubmit(request);
    setIsSaving(false);
    if (result.ok) return;
    const errors = getRefusalFieldErrors(result, fieldOptions.fields, fieldOfCode);
    if (onUnplacedRefusal && !hasFieldErrors(errors)) onUnplacedRefusal(result);
    else form.showErrors(errors);
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  /** The id, name, value, change handler and translated message of a field's control. */
  const fieldProps = (field: TField) => ({
    id: form.getFieldId(field),
    name: field,
    value: form.values[field],
    onChange: form.handleChange,
    error: errorText(form.errors[field]),
  });

  return { ...form, isSaving, handleSubmit, errorText, fieldProps };
}
