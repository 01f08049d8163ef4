import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { signInWithEmail } from '../api/sign-in-with-email';
import { getServerFieldErrors, hasFieldErrors } from '../../../lib/forms/field-errors';
import { emptySignInValues, parseSignInValues, signInFields } from '../lib/sign-in-values';
import { useFieldForm } from '../../../lib/forms/use-field-form';

interface SignInFormOptions {
  onSignedIn: () => void;
  /** The account has a second factor: the code is asked next. */
  onSecondFactor: () => void;
  /** Called when a new attempt starts (the panel clears what it said before). */
  onAttempt: () => void;
}

/** The e-mail and password step: checks with the shared contract, then POSTs /api/auth/sign-in/email. */
export function useSignInForm({ onSignedIn, onSecondFactor, onAttempt }: SignInFormOptions) {
  const { t } = useTranslation('auth');
  const form = useFieldForm({
    fields: signInFields,
    initialValues: emptySignInValues,
    parse: parseSignInValues,
  });
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    onAttempt();
    setFormError(null);
    const request = form.validate();
    if (request === null) return;
    setIsSending(true);
    try {
      const result = await signInWithEmail(request);
      if (result.ok) {
        if (result.data === 'second-factor') onSecondFactor();
        else onSignedIn();
        return;
      }
      const fieldErrors = getServerFieldErrors(result.fields, signInFields);
      if (hasFieldErrors(fieldErrors)) form.showErrors(fieldErrors);
      setFormError(result.message);
      void toast.error(t('login.errorToast', { message: result.message }));
    } finally {
      setIsSending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    void submit();
  };

  return { ...form, isSending, formError, handleSubmit };
}
