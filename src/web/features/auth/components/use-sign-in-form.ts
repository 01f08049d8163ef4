import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSubmitForm } from '../../../components/forms/use-submit-form';
import { toast } from '../../../lib/toast';
import { signInWithEmail } from '../api/sign-in-with-email';
import { emptySignInValues, parseSignInValues, signInFields } from '../lib/sign-in-values';

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
  return useSubmitForm({
    fields: signInFields,
    initialValues: emptySignInValues,
    parse: parseSignInValues,
    onAttempt,
    send: async (request, { showRefusal }) => {
      const result = await signInWithEmail(request);
      if (result.ok) {
        if (result.data === 'second-factor') onSecondFactor();
        else onSignedIn();
        return;
      }
      showRefusal(result);
      void toast.error(t('login.errorToast', { message: result.message }));
    },
  });
}
