import { LoaderCircle, MailWarning } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { authProvidersQuery } from '../api/get-auth-providers';
import { Button } from '../../../components/ui/button';
import { CloseButton } from '../../../components/ui/close-button';
import { useResendVerificationEmail } from './use-resend-verification-email';

const hiddenKey = (email: string) => `email-verification-hidden:${email}`;

/** Hidden by the user for this visit (the tab's session storage): it comes back on the next visit. */
function isHiddenThisVisit(email: string): boolean {
  try {
    return sessionStorage.getItem(hiddenKey(email)) === '1';
  } catch {
    return false;
  }
}

function hideThisVisit(email: string): void {
  try {
    sessionStorage.setItem(hiddenKey(email), '1');
  } catch {
    // private mode: hidden until the page is reloaded
  }
}

interface EmailVerificationBannerProps {
  /** The signed-in user's address, not verified yet. */
  email: string;
}

/**
 * For the shell, above the page while the address is not verified: says so and sends the link again; without an
 * SMTP server, points a browser on the server's machine to the outbox page where the link waits. Not a live
 * region itself (the shell's banner slot already is one).
 */
export function EmailVerificationBanner({ email }: EmailVerificationBannerProps) {
  const { t } = useTranslation('auth');
  const { isSending, handleResend } = useResendVerificationEmail(email);
  const [isHidden, setIsHidden] = useState(() => isHiddenThisVisit(email));
  // Only a banner the user can act on: none where no link can reach them (no SMTP, not on this machine).
  const mode = useQuery(authProvidersQuery).data?.emailVerification;
  if (mode === undefined || mode === 'off' || isHidden) return null;
  const hide = () => {
    hideThisVisit(email);
    setIsHidden(true);
  };
  return (
    <div className="relative flex flex-col gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 pr-12 text-amber-950 sm:flex-row sm:items-center sm:justify-between sm:pr-4">
      <div className="flex items-start gap-2">
        <MailWarning className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="text-sm">
          {mode === 'mail' ? (
            t('emailVerification.notice', { email })
          ) : (
            <>
              {t('emailVerification.outboxNotice', { email })}{' '}
              <Link to="/dashboard/dev/outbox" className="font-medium underline underline-offset-4">
                {t('emailVerification.openOutbox')}
              </Link>
            </>
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={handleResend}
        disabled={isSending}
        aria-busy={isSending}
        className="shrink-0 self-start sm:self-center"
      >
        {isSending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {t(isSending ? 'emailVerification.resending' : 'emailVerification.resend')}
      </Button>
      <CloseButton
        label={t('emailVerification.hide')}
        onClick={hide}
        className="absolute top-1 right-1 sm:static"
      />
    </div>
  );
}

export default EmailVerificationBanner;
