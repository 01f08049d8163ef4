import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { getServerFieldErrors, hasFieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { emptySignUpValues, parseSignUpValues, signUpFields, type TSignUpField } from '../lib/sign-up-values';
import { useFieldForm } from '../../../lib/forms/use-field-form';

interface SignUpFormOptions {
  /** The account exists and is signed in; `email` is where the verification e-mail went. */
  onSignedUp: (email: string) => void;
}

/** The sign-up form: checks with the shared contract, then POSTs /api/auth/sign-up/email. */
export function useSignUpForm({ onSignedUp }: SignUpFormOptions) {
  const { t } = useTranslation('auth');
  const form = useFieldForm({
    fields: signUpFields,
    initialValues: emptySignUpValues,
    parse: parseSignUpValues,
  });
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const request = form.validate();
    if (request === null) return;
    setIsSending(true);
    try {
      const result = await signUpWithEmail(request);
      if (result.ok) {
        onSignedUp(request.email);
        return;
      }
      const fieldErrors: TFieldErrors<TSignUpField> = getServerFieldErrors(result.fields, signUpFields);
      // "An account already exists for this address" belongs under the e-mail field.
      if (result.code === 'email_taken') fieldErrors.email ??= result.message;
      if (hasFieldErrors(fieldErrors)) form.showErrors(fieldErrors);
      setFormError(result.message);
      void toast.error(t('signUp.errorToast', { message: result.message }));
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
