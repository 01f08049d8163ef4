import { queryOptions, useQuery } from '@tanstack/react-query';
import { authProvidersQuery } from '../../features/auth/api/get-auth-providers';
import { useSession } from '../../lib/session/session-context';
import { loadEmailVerificationBanner } from '../email-verification-banner-loader';
import { SilentErrorBoundary } from './silent-error-boundary';

/**
 * The auth feature's banner, downloaded only by users whose address is not verified yet, with its words: a
 * banner rendered before its words are there would suspend, and hide the shell while they load.
 */
const bannerModuleQuery = queryOptions({
  queryKey: ['email-verification-banner-module'] as const,
  queryFn: loadEmailVerificationBanner,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
});

/** The signed-in user's address while it is not verified, else null. */
function useUnverifiedEmail(): string | null {
  const { state } = useSession();
  return state.phase === 'signed-in' && !state.status.user.emailVerified ? state.status.user.email : null;
}

/**
 * True while the banner of an unverified address is not ready to show (how addresses get verified here, and the
 * banner's code): the page waits, so that the banner never appears above it afterwards and pushes it down under
 * the reader (Lighthouse counted 0.1 of layout shift on a new account's dashboard). A failed read ends the wait.
 */
export function useIsEmailVerificationPending(): boolean {
  const email = useUnverifiedEmail();
  const providers = useQuery({ ...authProvidersQuery, enabled: email !== null });
  const bannerModule = useQuery({ ...bannerModuleQuery, enabled: email !== null });
  return email !== null && (providers.isPending || bannerModule.isPending);
}

/** Above the page: the e-mail verification banner while the signed-in user's address is unverified. */
export function EmailVerificationSlot() {
  const email = useUnverifiedEmail();
  const bannerModule = useQuery({ ...bannerModuleQuery, enabled: email !== null });
  if (email === null || !bannerModule.data) return null;
  const { EmailVerificationBanner } = bannerModule.data;
  return (
    <SilentErrorBoundary>
      <EmailVerificationBanner email={email} />
    </SilentErrorBoundary>
  );
}
