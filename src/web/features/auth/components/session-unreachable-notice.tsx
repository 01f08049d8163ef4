import { LoaderCircle, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

interface SessionUnreachableNoticeProps {
  /** Asks the server again for the session. */
  onRetry: () => Promise<unknown>;
}

/**
 * Shown instead of a protected page when the session could not be checked (offline, server down): a retry,
 * also made by itself when the browser comes back online. Nobody is sent to /login for a network problem.
 */
export function SessionUnreachableNotice({ onRetry }: SessionUnreachableNoticeProps) {
  const { t } = useTranslation('auth');
  const [isRetrying, setIsRetrying] = useState(false);

  useEffect(() => {
    const handleOnline = () => {
      void onRetry();
    };
    window.addEventListener('online', handleOnline);
    return () => {
      window.removeEventListener('online', handleOnline);
    };
  }, [onRetry]);

  const retry = async () => {
    setIsRetrying(true);
    try {
      await onRetry();
    } finally {
      setIsRetrying(false);
    }
  };

  return (
    <main className="flex min-h-dvh items-start justify-center bg-slate-50 px-4 py-12">
      <Card role="alert" className="w-full max-w-md">
        <div className="flex items-center gap-2">
          <WifiOff className="h-6 w-6 text-amber-700" aria-hidden="true" />
          <h1 className="text-xl font-bold text-slate-900">{t('session.unreachableTitle')}</h1>
        </div>
        <p className="mt-3 text-slate-700">{t('session.unreachableText')}</p>
        <Button
          size="lg"
          className="mt-6 w-full sm:w-auto"
          disabled={isRetrying}
          onClick={() => {
            void retry();
          }}
        >
          {isRetrying && <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" />}
          {t(isRetrying ? 'session.retrying' : 'session.retry')}
        </Button>
      </Card>
    </main>
  );
}
