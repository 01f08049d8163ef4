/**
 * Spec §2 prefetch rules. Paths are the short forms the spec uses; "/" is the dashboard itself.
 */
export const dashboardPreloadPaths = [
  '/',
  '/agenda',
  '/agenda/add',
  '/stock',
  '/stock/add',
  '/raw-materials',
  '/raw-materials/analysis',
  '/team',
  '/budget',
  '/maintenance',
  '/weather',
  '/settings',
  '/optimisation',
  '/shop',
  '/library',
  '/news-blog',
  '/reglementation',
  '/profile',
] as const;

export interface PrefetchHint {
  delayMs: number;
  paths: readonly string[];
}

export const prefetchHints: Readonly<Record<string, PrefetchHint>> = {
  '/': { delayMs: 2000, paths: ['/stock', '/raw-materials', '/agenda'] },
  '/stock': { delayMs: 1000, paths: ['/raw-materials', '/optimisation'] },
  '/raw-materials': { delayMs: 1000, paths: ['/stock', '/optimisation'] },
  '/shop': { delayMs: 500, paths: ['/cart'] },
};

/** "/stock" -> "stock", "/" -> "" : the dashboard sub-path of a short path. */
export function toDashboardSubPath(shortPath: string): string {
  return shortPath.replace(/^\/+/, '');
}
