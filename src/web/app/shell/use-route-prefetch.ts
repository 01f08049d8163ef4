import { useEffect } from 'react';
import { useLocation } from '../../lib/router/browser-router';
import { afterPageSettled } from '../../lib/page-settled';
import { preloadInBatches, type Preload } from '../../lib/preload-in-batches';
import { dashboardSubPaths } from '../../../shared/routes';
import { loadDashboardPage } from '../route-loaders';
import { dashboardPreloadPaths, prefetchHints, toDashboardSubPath } from '../prefetch-rules';

/** Spec §2: batches of 3, 100 ms apart. */
export const preloadBatchSize = 3;
export const preloadGapMs = 100;

/**
 * Each page's loader (route-loaders.ts): the loaders' chunk, with the pages' lists of chunks to preload, is fetched
 * by the first prefetch, not by the shell (it is not part of the dashboard's own download).
 */
const dashboardPageLoaders: Readonly<Record<string, Preload>> = Object.fromEntries(
  dashboardSubPaths.map((subPath) => [subPath, loadDashboardPage(subPath)]),
);

/**
 * The loaders of the given short paths ("/stock", "/" for the dashboard), unknown paths ignored. Pages sharing
 * one chunk share one loader, which is kept once.
 */
export function resolvePreloads(
  shortPaths: readonly string[],
  loaders: Readonly<Record<string, Preload>> = dashboardPageLoaders,
): Preload[] {
  const found = new Set<Preload>();
  for (const shortPath of shortPaths) {
    const subPath = toDashboardSubPath(shortPath);
    if (Object.hasOwn(loaders, subPath)) {
      const loader = loaders[subPath];
      if (loader) found.add(loader);
    }
  }
  return [...found];
}

/** "/dashboard" -> "/", "/dashboard/stock/" -> "/stock"; null outside the dashboard. */
export function toShortPath(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (trimmed === '/dashboard') return '/';
  if (trimmed.startsWith('/dashboard/')) return trimmed.slice('/dashboard'.length);
  return null;
}

interface NetworkInformationLike {
  saveData?: boolean;
}

/** Whether the user asked the browser to save data (Network Information API, Chromium only). */
export function isSaveDataOn(nav: Navigator | undefined = globalThis.navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  return connection?.saveData === true;
}

/**
 * Spec §2 prefetch: once the first page has settled (lib/page-settled.ts), the dashboard's pages are preloaded in
 * small batches; on each page with a hint, the likely next pages are preloaded after the hint's delay. Neither
 * when the user saves data.
 */
export function useRoutePrefetch(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (isSaveDataOn()) return undefined;
    let cancelBatches: (() => void) | undefined;
    const cancelWait = afterPageSettled(() => {
      cancelBatches = preloadInBatches(
        resolvePreloads(dashboardPreloadPaths),
        preloadBatchSize,
        preloadGapMs,
      );
    });
    return () => {
      cancelWait();
      cancelBatches?.();
    };
  }, []);

  useEffect(() => {
    const shortPath = toShortPath(pathname);
    const hint = shortPath === null ? undefined : prefetchHints[shortPath];
    if (!hint || isSaveDataOn()) return undefined;
    let cancelBatches: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelBatches = preloadInBatches(resolvePreloads(hint.paths), preloadBatchSize, preloadGapMs);
    }, hint.delayMs);
    return () => {
      clearTimeout(timer);
      cancelBatches?.();
    };
  }, [pathname]);
}
