import type { ComponentType } from 'react';
import type { TPublicPath } from '../../shared/routes';
import { withRetry } from '../lib/lazy-with-retry';

type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** One lazy chunk per public page, each load retried once (spec §2). */
export const publicPageLoaders: Record<TPublicPath | '*', PageLoader> = {
  '/': withRetry(() => import('../features/public/pages/home-page')),
  '/about': withRetry(() => import('../features/public/pages/about-page')),
  '/features': withRetry(() => import('../features/public/pages/features-page')),
  '/pricing': withRetry(() => import('../features/public/pages/pricing-page')),
  '/support': withRetry(() => import('../features/public/pages/support-page')),
  '/qa-downloads': withRetry(() => import('../features/qa-downloads/pages/qa-downloads-page')),
  '/login': withRetry(() => import('../features/auth/pages/login-page')),
  '/reset-password': withRetry(() => import('../features/auth/pages/reset-password-page')),
  '/legal/terms': withRetry(() => import('../features/public/pages/legal-terms-page')),
  '/legal/privacy': withRetry(() => import('../features/public/pages/legal-privacy-page')),
  '/legal/purchase-terms': withRetry(() => import('../features/public/pages/legal-purchase-terms-page')),
  '/alerte/accuse-reception': withRetry(
    () => import('../features/emergency-acknowledgement/pages/acknowledgement-page'),
  ),
  '*': withRetry(() => import('../features/public/pages/not-found-page')),
};
