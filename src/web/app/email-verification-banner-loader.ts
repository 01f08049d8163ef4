import { i18n } from '../lib/i18n/i18n';
import { withRetry } from '../lib/lazy-with-retry';

const loadBannerCode = withRetry(() => import('../features/auth/components/email-verification-banner'));

/**
 * The auth feature's banner of an address to verify, with its words ("auth"): the shell's slot shows it, and the
 * boot starts it as soon as the session says the address is not verified (app/start-route-early.ts).
 */
export async function loadEmailVerificationBanner() {
  const [module] = await Promise.all([loadBannerCode(), i18n.loadNamespaces('auth')]);
  return module;
}
