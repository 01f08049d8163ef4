import { LoaderCircle } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { GoogleMark } from './google-mark';
import { useGoogleSignIn } from './use-google-sign-in';

interface GoogleSignInProps {
  /** Where Google brings the user back once signed in. */
  returnPath: string;
}

/** "ou" and "Continuer avec Google", only when the server has Google sign-in configured. */
export function GoogleSignIn({ returnPath }: GoogleSignInProps) {
  const { t } = useTranslation('auth');
  const { isEnabled, isRedirecting, handleClick } = useGoogleSignIn(returnPath);
  if (!isEnabled) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <Button
        variant="secondary"
        size="lg"
        className="mt-6 w-full"
        onClick={handleClick}
        disabled={isRedirecting}
        aria-busy={isRedirecting}
      >
        {isRedirecting ? (
          <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />
        ) : (
          <GoogleMark />
        )}
        {t(isRedirecting ? 'google.redirecting' : 'google.continue')}
      </Button>
    </div>
  );
}
