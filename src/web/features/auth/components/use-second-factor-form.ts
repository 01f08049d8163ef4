import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { verifySecondFactor } from '../api/verify-second-factor';
import {
  classifySecondFactorFailure,
  parseSecondFactorCode,
  secondFactorFields,
  type TSecondFactorMethod,
} from '../lib/second-factor-values';
import { useFieldForm } from '../../../lib/forms/use-field-form';

interface SecondFactorFormOptions {
  onSignedIn: () => void;
  /** The challenge expired: back to the password step, with the server's message. */
  onRestart: (message: string) => void;
}

/** The second step of a sign-in: the app's 6-digit code, or a backup code. */
export function useSecondFactorForm({ onSignedIn, onRestart }: SecondFactorFormOptions) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<TSecondFactorMethod>('totp');
  const form = useFieldForm({
    fields: secondFactorFields,
    initialValues: { code: '' },
    parse: (values) => parseSecondFactorCode(method, values.code),
  });
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const toggleMethod = () => {
    setMethod((current) => (current === 'totp' ? 'backup-code' : 'totp'));
    form.reset();
    setFormError(null);
  };

  const submit = async () => {
    setFormError(null);
    const request = form.validate();
    if (request === null) return;
    setIsSending(true);
    try {
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
          form.showErrors({ code: result.fields.code ?? result.message });
          return;
        case 'message':
          setFormError(result.message);
          return;
      }
    } finally {
      setIsSending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    void submit();
  };

  return { ...form, method, toggleMethod, isSending, formError, handleSubmit };
}
