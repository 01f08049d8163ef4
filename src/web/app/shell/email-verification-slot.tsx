import { lazy, Suspense } from 'react';
import { withRetry } from '../../lib/lazy-with-retry';
import { useSession } from '../../lib/session/session-context';
import { SilentErrorBoundary } from './silent-error-boundary';

/** The auth feature's banner, downloaded only by users whose address is not verified yet. */
const EmailVerificationBanner = lazy(
  withRetry(() =>
    import('../../features/auth/components/email-verification-banner').then((module) => ({
      default: module.EmailVerificationBanner,
    })),
  ),
);

/** Above the page: the e-mail verification banner while the signed-in user's address is unverified. */
export function EmailVerificationSlot() {
  const { state } = useSession();
  if (state.phase !== 'signed-in' || state.status.user.emailVerified) return null;
  return (
    <SilentErrorBoundary>
      <Suspense fallback={null}>
        <EmailVerificationBanner email={state.status.user.email} />
      </Suspense>
    </SilentErrorBoundary>
  );
}
