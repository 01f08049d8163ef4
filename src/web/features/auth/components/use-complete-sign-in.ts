import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from '../../../lib/router/browser-router';
import { toast } from '../../../lib/toast';

/** After a successful sign-in (or sign-up): "Connexion réussie", then the remembered page, /login left behind. */
export function useCompleteSignIn(returnPath: string): (description?: string) => void {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return useCallback(
    (description?: string) => {
      void toast.success(t('login.successToast'), description === undefined ? undefined : { description });
      navigate(returnPath, { replace: true });
    },
    [t, navigate, returnPath],
  );
}
