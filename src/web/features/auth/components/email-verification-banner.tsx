import { LoaderCircle, MailWarning } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authProvidersQuery } from '../api/get-auth-providers';
import { Button } from '../../../components/ui/button';
import { useResendVerificationEmail } from './use-resend-verification-email';

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
  // Only a banner the user can act on: none where no link can reach them (no SMTP, not on this machine).
  const mode = useQuery(authProvidersQuery).data?.emailVerification;
  if (mode === undefined || mode === 'off') return null;
  return (
    <div className="flex flex-col gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-amber-950 sm:flex-row sm:items-center sm:justify-between">
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
    </div>
  );
}

export default EmailVerificationBanner;
