import { createElement, lazy } from 'react';
import type { TDashboardSubPath } from '../../shared/routes';
import { withRetry } from '../lib/lazy-with-retry';
import type { TObservabilityPage } from './observability-page-loaders';
import type { PageLoader } from './page-loaders';
import { loadDashboardHome } from './route-loaders';

// The signed-in pages' loaders live in their own chunk, fetched with the dashboard: their file names would
// otherwise sit in the entry chunk that the home page downloads (120 KB budget).

/** An observability page, through the one chunk that knows their files (observability-page-loaders.ts). */
const observabilityPage = (key: TObservabilityPage) =>
  withRetry(() =>
    import('./observability-page-loaders').then(({ observabilityPages }) => observabilityPages[key]()),
  );

/**
 * The admin feature's settings sections (users and roles, security events): their own chunk, fetched only when
 * an admin opens settings.
 */
const AdminSettingsSections = lazy(
  withRetry(() => import('../features/admin/components/admin-settings-sections')),
);

/**
 * The settings page with the admin section given to it: features do not import each other, so the app joins
 * them here. The chunk stays the settings page's own (this wrapper adds nothing to it).
 */
const settingsPage: PageLoader = withRetry(() =>
  import('../features/settings/pages/settings-page').then(({ default: SettingsPage }) => ({
    default: function SettingsPageWithAdmin() {
      return createElement(SettingsPage, { adminSection: AdminSettingsSections });
    },
  })),
);

/** One lazy chunk per dashboard page. */
export const dashboardPageLoaders: Record<TDashboardSubPath, PageLoader> = {
  '': loadDashboardHome,
  production: withRetry(() => import('../features/production/pages/production-page')),
  agenda: withRetry(() => import('../features/agenda/pages/agenda-page')),
  'agenda/add': withRetry(() => import('../features/agenda/pages/agenda-add-page')),
  stock: withRetry(() => import('../features/stock/pages/stock-page')),
  'stock/add': withRetry(() => import('../features/stock/pages/stock-add-page')),
  'raw-materials': withRetry(() => import('../features/raw-materials/pages/raw-materials-page')),
  'raw-materials/analysis': withRetry(
    () => import('../features/raw-materials/pages/raw-materials-analysis-page'),
  ),
  'raw-materials/feed': withRetry(() => import('../features/feed-log/pages/feed-log-page')),
  team: withRetry(() => import('../features/team/pages/team-page')),
  budget: withRetry(() => import('../features/budget/pages/budget-page')),
  cart: withRetry(() => import('../features/shop/pages/cart-page')),
  checkout: withRetry(() => import('../features/shop/pages/checkout-page')),
  orders: withRetry(() => import('../features/shop/pages/orders-page')),
  shop: withRetry(() => import('../features/shop/pages/shop-page')),
  'shop/:productId': withRetry(() => import('../features/shop/pages/shop-product-page')),
  reglementation: withRetry(() => import('../features/regulation/pages/reglementation-page')),
  'reglementation/register': withRetry(() => import('../features/registers/pages/admission-register-page')),
  'reglementation/mass-balance': withRetry(() => import('../features/registers/pages/mass-balance-page')),
  maintenance: withRetry(() => import('../features/maintenance/pages/maintenance-page')),
  'maintenance/add': withRetry(() => import('../features/maintenance/pages/maintenance-add-page')),
  weather: withRetry(() => import('../features/weather/pages/weather-page')),
  settings: settingsPage,
  advisory: withRetry(() => import('../features/advisory/pages/advisory-page')),
  profile: withRetry(() => import('../features/profile/pages/profile-page')),
  optimisation: withRetry(() => import('../features/optimisation/pages/optimisation-page')),
  'reglementation/ghg': withRetry(() => import('../features/ghg/pages/ghg-page')),
  library: withRetry(() => import('../features/library/pages/library-page')),
  'emergency-alerts': withRetry(() => import('../features/emergency/pages/emergency-alerts-page')),
  'news-blog': withRetry(() => import('../features/news-blog/pages/news-blog-page')),
  'imported-documents': withRetry(() => import('../features/documents/pages/imported-documents-page')),
  'document-rag': withRetry(() => import('../features/documents/pages/document-rag-page')),
  monitoring: observabilityPage('monitoring'),
  'error-monitoring': observabilityPage('error-monitoring'),
  'query-optimization': observabilityPage('query-optimization'),
  'secure-logs': observabilityPage('secure-logs'),
  'security-demo': observabilityPage('security-demo'),
  'dev/outbox': withRetry(() => import('../features/dev-outbox/pages/dev-outbox-page')),
};
