/**
 * Every path of spec §2, shared by the web router (one lazy page each) and the server (which answers 404 for
 * anything else and redirects the legacy short paths).
 */
export const publicPaths = [
  '/',
  '/about',
  '/features',
  '/pricing',
  '/support',
  '/qa-downloads',
  '/login',
  '/reset-password',
  '/legal/terms',
  '/legal/privacy',
  '/legal/purchase-terms',
  // The page an alert mail's link opens (issue 21): a team member acknowledges without an account.
  '/alerte/accuse-reception',
] as const;

export type TPublicPath = (typeof publicPaths)[number];

/** Sub-paths of /dashboard ('' is the dashboard itself). */
/** Account creation: the login page opened on its sign-up tab (every "Commencer l'essai" link). */
export const signUpPath = '/login?tab=sign-up';

export const dashboardSubPaths = [
  '',
  'production',
  'agenda',
  'agenda/add',
  'stock',
  'stock/add',
  'raw-materials',
  'raw-materials/analysis',
  'raw-materials/feed',
  'team',
  'budget',
  'cart',
  'checkout',
  'orders',
  'shop',
  'shop/:productId',
  'reglementation',
  'reglementation/ghg',
  'reglementation/register',
  'reglementation/mass-balance',
  'maintenance',
  'maintenance/add',
  'weather',
  'settings',
  'advisory',
  'monitoring',
  'profile',
  'imported-documents',
  'document-rag',
  'news-blog',
  'emergency-alerts',
  'error-monitoring',
  'optimisation',
  'query-optimization',
  'library',
  'secure-logs',
  'security-demo',
  'dev/outbox',
] as const;

export type TDashboardSubPath = (typeof dashboardSubPaths)[number];

export function dashboardPath(subPath: TDashboardSubPath): string {
  return subPath === '' ? '/dashboard' : `/dashboard/${subPath}`;
}

/** The key of a dashboard page's texts: "raw-materials/analysis" -> "rawMaterialsAnalysis", "" -> "dashboard". */
export function dashboardPageKey(subPath: string): string {
  if (subPath === '') return 'dashboard';
  return subPath
    .replace(/\/:[^/]+/g, 'Detail')
    .split(/[/-]/)
    .map((part, index) => (index === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join('');
}

/**
 * The short paths used by the quick-action button, the prefetch hints, the assistant and the reminder bell
 * (spec §2: they lack the /dashboard prefix), each with its /dashboard equivalent.
 */
export const legacyRedirects: Readonly<Record<string, string>> = Object.fromEntries(
  dashboardSubPaths
    .filter((subPath) => subPath !== '' && !subPath.includes(':') && !subPath.startsWith('dev/'))
    .map((subPath) => [`/${subPath}`, `/dashboard/${subPath}`]),
);

function matchesPattern(pattern: string, path: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = path.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => {
    const actual = pathParts[index] ?? '';
    return part.startsWith(':') ? actual.length > 0 : part === actual.toLowerCase();
  });
}

/**
 * Whether the web app has a page for this path: trailing slash and letter case ignored, as the web app's router
 * ignores them (lib/router/resolve-route.ts), so the server answers 200 for a page the browser shows.
 */
export function isKnownAppPath(rawPath: string): boolean {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if ((publicPaths as readonly string[]).includes(path.toLowerCase())) return true;
  return dashboardSubPaths.some((subPath) => matchesPattern(dashboardPath(subPath), path));
}
