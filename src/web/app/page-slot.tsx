import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { RouteErrorBoundary } from '../components/feedback/route-error-boundary';
import type { PageLoader } from './page-loaders';

const lazyPages = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

/** One React.lazy component per loader, made once (a new one per render would remount the page). */
function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(load);
    lazyPages.set(load, page);
  }
  return page;
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

/** A lazily loaded page inside its boundary. */
export function PageSlot({ load }: { load: PageLoader }) {
  const Page = lazyPage(load);
  return (
    <PageBoundary>
      <Page />
    </PageBoundary>
  );
}
