import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { toast } from '../../../lib/toast';
import { getAuthProviders } from '../api/get-auth-providers';
import { startGoogleSignIn } from '../api/start-google-sign-in';

/** Whether the server offers Google, and the start of a Google sign-in (the browser then leaves for Google). */
export function useGoogleSignIn(returnPath: string) {
  const { t } = useTranslation('auth');
  const [isEnabled, setIsEnabled] = useState(false);
  const [isRedirecting, setIsRedirecting] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getAuthProviders(controller.signal).then(
      (providers) => {
        setIsEnabled(providers.google);
      },
      () => {
        // Aborted on unmount: nothing to show.
      },
    );
    return () => {
      controller.abort();
    };
  }, []);

  const start = async () => {
    setIsRedirecting(true);
    const result = await startGoogleSignIn(returnPath);
    if (result.ok) {
      // The button stays busy until the browser has left for Google.
      window.location.assign(result.data);
      return;
    }
    setIsRedirecting(false);
    void toast.error(t('login.errorToast', { message: result.message }));
  };

  const handleClick = () => {
    if (isRedirecting) return;
    void start();
  };

  return { isEnabled, isRedirecting, handleClick };
}
