import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useLocation } from '../lib/router/browser-router';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { RouteErrorBoundary } from '../components/feedback/route-error-boundary';
import { markPageShown } from '../lib/page-settled';
import type { PageLoader } from './page-loaders';

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

export type LazyPage = LazyExoticComponent<ComponentType>;

/**
 * One React.lazy component per loader, made once at module level: pages sharing a loader share a component
 * (and its chunk), and no render ever creates a component.
 */
export function toLazyPages<TPath extends string>(
  loaders: Record<TPath, PageLoader>,
): Record<TPath, LazyPage> {
  const pages = {} as Record<TPath, LazyPage>;
  for (const path of Object.keys(loaders) as TPath[]) {
    const load = loaders[path];
    let page = lazyPages.get(load);
    if (!page) {
      page = lazy(load);
      lazyPages.set(load, page);
    }
    pages[path] = page;
  }
  return pages;
}

/** Where a route's content renders: the skeleton while its chunk loads, the retry if it fails. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Says when a page has rendered: it sits beside the page, in the same boundary, so it commits with it. */
function PageShownSignal() {
  useEffect(markPageShown, []);
  return null;
}

/** A lazily loaded page inside its boundary. */
export function PageSlot({ page: Page }: { page: LazyPage }) {
  return (
    <PageBoundary>
      <Page />
      <PageShownSignal />
    </PageBoundary>
  );
}
