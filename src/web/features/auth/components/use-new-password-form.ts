import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from '../../../lib/router/browser-router';
import { useSubmitForm } from '../../../components/forms/use-submit-form';
import { toast } from '../../../lib/toast';
import { resetPassword } from '../api/reset-password';
import {
  emptyNewPasswordValues,
  newPasswordAliases,
  newPasswordFields,
  parseNewPasswordValues,
} from '../lib/new-password-values';
import { invalidResetLinkPath } from '../lib/reset-password-view';

/** The new password of a reset link: POSTs /api/auth/reset-password, then on to /login. */
export function useNewPasswordForm(token: string) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return useSubmitForm({
    fields: newPasswordFields,
    initialValues: emptyNewPasswordValues,
    parse: (values) => parseNewPasswordValues(values, token),
    aliases: newPasswordAliases,
    send: async (request, { showRefusal }) => {
      const result = await resetPassword(request);
      if (result.ok) {
        void toast.success(t('resetPassword.updateSuccessToast'));
        navigate('/login', { replace: true });
        return;
      }
      void toast.error(t('resetPassword.updateErrorToast', { message: result.message }));
      if (result.code === 'invalid_token') {
        // Expired or already used: the page explains it and offers a new link.
        navigate(invalidResetLinkPath, { replace: true });
        return;
      }
      showRefusal(result);
    },
  });
}
