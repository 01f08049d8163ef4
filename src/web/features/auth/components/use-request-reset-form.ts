import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';
import { getServerFieldErrors, hasFieldErrors } from '../../../lib/forms/field-errors';
import {
  emptyResetRequestValues,
  parseResetRequestValues,
  resetRequestFields,
} from '../lib/reset-request-values';
import { useFieldForm } from '../../../lib/forms/use-field-form';

/**
 * The "forgotten password" form: POSTs /api/auth/request-password-reset. The answer is the same whether or
 * not the address has an account, and so is what the page says.
 */
export function useRequestResetForm() {
  const { t } = useTranslation('auth');
  const form = useFieldForm({
    fields: resetRequestFields,
    initialValues: emptyResetRequestValues,
    parse: parseResetRequestValues,
  });
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  /** The address the link was asked for, once the server accepted the request. */
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const request = form.validate();
    if (request === null) return;
    setIsSending(true);
    try {
      const result = await requestPasswordReset(request);
      if (result.ok) {
        setSentTo(request.email);
        void toast.success(t('resetPassword.requestSuccessToast'));
        return;
      }
      const fieldErrors = getServerFieldErrors(result.fields, resetRequestFields);
      if (hasFieldErrors(fieldErrors)) form.showErrors(fieldErrors);
      setFormError(result.message);
      void toast.error(t('resetPassword.requestErrorToast'), { description: result.message });
    } finally {
      setIsSending(false);
    }
  };

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    void submit();
  };

  /** Back to the form (to ask again, or for another address); the address typed is kept. */
  const askAgain = () => {
    setSentTo(null);
  };

  return { ...form, isSending, formError, sentTo, handleSubmit, askAgain };
}
