import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSubmitForm } from '../../../components/forms/use-submit-form';
import { toast } from '../../../lib/toast';
import { requestPasswordReset } from '../api/request-password-reset';
import {
  emptyResetRequestValues,
  parseResetRequestValues,
  resetRequestFields,
} from '../lib/reset-request-values';

/**
 * The "forgotten password" form: POSTs /api/auth/request-password-reset. The answer is the same whether or
 * not the address has an account, and so is what the page says.
 */
export function useRequestResetForm() {
  const { t } = useTranslation('auth');
  /** The address the link was asked for, once the server accepted the request. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useSubmitForm({
    fields: resetRequestFields,
    initialValues: emptyResetRequestValues,
    parse: parseResetRequestValues,
    send: async (request, { showRefusal }) => {
      const result = await requestPasswordReset(request);
      if (result.ok) {
        setSentTo(request.email);
        void toast.success(t('resetPassword.requestSuccessToast'));
        return;
      }
      showRefusal(result);
      void toast.error(t('resetPassword.requestErrorToast'), { description: result.message });
    },
  });

  /** Back to the form (to ask again, or for another address); the address typed is kept. */
  const askAgain = () => {
    setSentTo(null);
  };

  return { ...form, sentTo, askAgain };
}
