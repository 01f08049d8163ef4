import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSubmitForm } from '../../../components/forms/use-submit-form';
import { toast } from '../../../lib/toast';
import { verifySecondFactor } from '../api/verify-second-factor';
import {
  classifySecondFactorFailure,
  parseSecondFactorCode,
  secondFactorFields,
  type TSecondFactorMethod,
} from '../lib/second-factor-values';

interface SecondFactorFormOptions {
  onSignedIn: () => void;
  /** The challenge expired: back to the password step, with the server's message. */
  onRestart: (message: string) => void;
}

/** The second step of a sign-in: the app's 6-digit code, or a backup code. */
export function useSecondFactorForm({ onSignedIn, onRestart }: SecondFactorFormOptions) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<TSecondFactorMethod>('totp');
  const form = useSubmitForm({
    fields: secondFactorFields,
    initialValues: { code: '' },
    parse: (values) => parseSecondFactorCode(method, values.code),
    send: async (request, { showErrors, setFormError }) => {
      const result = await verifySecondFactor(method, request);
      if (result.ok) {
        onSignedIn();
        return;
      }
      void toast.error(t('login.errorToast', { message: result.message }));
      switch (classifySecondFactorFailure(result.code)) {
        case 'restart':
          onRestart(result.message);
          return;
        case 'invalid-code':
          showErrors({ code: result.fields.code ?? result.message });
          return;
        case 'message':
          setFormError(result.message);
          return;
      }
    },
  });

  const toggleMethod = () => {
    setMethod((current) => (current === 'totp' ? 'backup-code' : 'totp'));
    form.reset();
    form.setFormError(null);
  };

  return { ...form, method, toggleMethod };
}
