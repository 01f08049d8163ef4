import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSubmitForm } from '../../../components/forms/use-submit-form';
import { toast } from '../../../lib/toast';
import { signUpWithEmail } from '../api/sign-up-with-email';
import { emptySignUpValues, parseSignUpValues, signUpFields } from '../lib/sign-up-values';

interface SignUpFormOptions {
  /** The account exists and is signed in; `email` is where the verification e-mail went. */
  onSignedUp: (email: string) => void;
}

/** The sign-up form: checks with the shared contract, then POSTs /api/auth/sign-up/email. */
export function useSignUpForm({ onSignedUp }: SignUpFormOptions) {
  const { t } = useTranslation('auth');
  return useSubmitForm({
    fields: signUpFields,
    initialValues: emptySignUpValues,
    parse: parseSignUpValues,
    send: async (request, { showRefusal }) => {
      const result = await signUpWithEmail(request);
      if (result.ok) {
        onSignedUp(request.email);
        return;
      }
      // "An account already exists for this address" belongs under the e-mail field.
      showRefusal(result, result.code === 'email_taken' ? { email: result.message } : {});
      void toast.error(t('signUp.errorToast', { message: result.message }));
    },
  });
}
