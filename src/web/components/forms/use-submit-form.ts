import { useState, type SubmitEvent } from 'react';
import type { TApiResult } from '../../lib/api-client';
import { getServerFieldErrors, hasFieldErrors, type TFieldAliases } from '../../lib/forms/field-errors';
import { useFieldForm, type FieldFormOptions } from '../../lib/forms/use-field-form';

/** A refused request, as the API client answers it. */
type TRefusal = Extract<TApiResult<unknown>, { ok: false }>;

export interface SubmitFormTools<TField extends string> {
  /** Shows messages under fields and focuses the first (`useFieldForm.showErrors`). */
  showErrors: (errors: Partial<Record<TField, string>>) => void;
  /** The message above the form ("Email ou mot de passe incorrect"); null clears it. */
  setFormError: (message: string | null) => void;
  /**
   * The usual answer to a refusal: the server's per-field messages under their fields (`extra` ones where the server names none,
   * e.g. "email_taken" under the e-mail) and its message above the form.
   */
  showRefusal: (refusal: TRefusal, extra?: Partial<Record<TField, string>>) => void;
}

export interface SubmitFormOptions<TField extends string, TRequest> extends FieldFormOptions<
  TField,
  TRequest
> {
  /** Sends the checked request and handles the answer (the form is busy until it settles). */
  send: (request: TRequest, tools: SubmitFormTools<TField>) => Promise<void>;
  /** Server field paths that stand for a form field ("newPassword" → "password"). */
  aliases?: TFieldAliases<TField>;
  /** Called as each attempt starts, before the check. */
  onAttempt?: () => void;
}

/**
 * What the sign-in, sign-up, password-reset and second-factor forms share: the values checked with the
 * shared contract, one request at a time, the busy state, the message above the form, the server's field
 * messages under their fields.
 */
export function useSubmitForm<TField extends string, TRequest>({
  send,
  aliases,
  onAttempt,
  ...fieldOptions
}: SubmitFormOptions<TField, TRequest>) {
  const form = useFieldForm(fieldOptions);
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const tools: SubmitFormTools<TField> = {
    showErrors: form.showErrors,
    setFormError,
    showRefusal: (refusal, extra = {}) => {
      const fieldErrors = { ...extra, ...getServerFieldErrors(refusal.fields, fieldOptions.fields, aliases) };
      if (hasFieldErrors(fieldErrors)) form.showErrors(fieldErrors);
      setFormError(refusal.message);
    },
  };

  const submit = async () => {
    onAttempt?.();
    setFormError(null);
    const request = form.validate();
    if (request === null) return;
    setIsSending(true);
    try {
      await send(request, tools);
    } finally {
      setIsSending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    void submit();
  };

  return { ...form, isSending, formError, setFormError, handleSubmit };
}
