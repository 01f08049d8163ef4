import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import { getServerFieldErrors, hasFieldErrors } from '../../../lib/forms/field-errors';
import {
  emptyNewPasswordValues,
  newPasswordAliases,
  newPasswordFields,
  parseNewPasswordValues,
} from '../lib/new-password-values';
import { invalidResetLinkPath } from '../lib/reset-password-view';
import { useFieldForm } from '../../../lib/forms/use-field-form';

/** The new password of a reset link: POSTs /api/auth/reset-password, then on to /login. */
export function useNewPasswordForm(token: string) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useFieldForm({
    fields: newPasswordFields,
    initialValues: emptyNewPasswordValues,
    parse: (values) => parseNewPasswordValues(values, token),
  });
  const [isSending, setIsSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async () => {
    setFormError(null);
    const request = form.validate();
    if (request === null) return;
    setIsSending(true);
    try {
      const result = await resetPassword(request);
      if (result.ok) {
        void toast.success(t('resetPassword.updateSuccessToast'));
        void navigate('/login', { replace: true });
        return;
      }
      void toast.error(t('resetPassword.updateErrorToast', { message: result.message }));
      if (result.code === 'invalid_token') {
        // Expired or already used: the page explains it and offers a new link.
        void navigate(invalidResetLinkPath, { replace: true });
        return;
      }
      const fieldErrors = getServerFieldErrors(result.fields, newPasswordFields, newPasswordAliases);
      if (hasFieldErrors(fieldErrors)) form.showErrors(fieldErrors);
      setFormError(result.message);
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
