import { Suspense, use, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { useLocation } from '../lib/router/browser-router';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { RouteErrorBoundary } from '../components/feedback/route-error-boundary';
import { markPageShown } from '../lib/page-settled';
import type { PageLoader } from './page-loaders';

type ModuleLoader<Props> = () => Promise<{ default: ComponentType<Props> }>;

type LoadState<Props> =
  | { status: 'idle' | 'loading' }
  | { status: 'loaded'; component: ComponentType<Props> }
  | { status: 'failed'; error: unknown };

interface RouteLoad<Props> {
  getState: () => LoadState<Props>;
  /** Settles when the load does (never rejects: a failure is read from the state). */
  settled: Promise<void>;
  subscribe: (listener: () => void) => () => void;
  /** Starts the load once; later calls do nothing. */
  start: () => void;
}

const routeLoads = new Map<unknown, RouteLoad<never>>();

/** The one load of a route's code per loader, shared by the early start at boot and the component that shows it. */
function routeLoad<Props>(load: ModuleLoader<Props>): RouteLoad<Props> {
  const known = routeLoads.get(load) as RouteLoad<Props> | undefined;
  if (known) return known;
  let state: LoadState<Props> = { status: 'idle' };
  const listeners = new Set<() => void>();
  let onSettled: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    onSettled = resolve;
  });
  const set = (next: LoadState<Props>) => {
    state = next;
    onSettled();
    for (const listener of listeners) listener();
  };
  const made: RouteLoad<Props> = {
    getState: () => state,
    settled,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    start: () => {
      if (state.status !== 'idle') return;
      state = { status: 'loading' };
      load().then(
        (module) => {
          set({ status: 'loaded', component: module.default });
        },
        (error: unknown) => {
          set({ status: 'failed', error });
        },
      );
    },
  };
  routeLoads.set(load, made as RouteLoad<never>);
  return made;
}

/**
 * Starts loading a route's code (start-route-early.ts, at boot): when React first renders the route, the code is
 * often in already and shows in that same render, without a skeleton frame.
 */
export function startRouteLoad<Props>(load: ModuleLoader<Props>): void {
  routeLoad(load).start();
}

/**
 * A route's code (a layout or a page chunk), loaded once and shown without React.lazy: while it loads the skeleton
 * is rendered as plain content, and its arrival is an ordinary state update. A Suspense fallback would make React
 * hold back the content that replaces it until 300 ms after the fallback was shown (its "fallback throttle"): the
 * shell, then the page inside it, each paid that wait on every load, and the page's data read waited for both.
 */
function toLoadedComponent<Props extends object>(
  load: ModuleLoader<Props>,
  options: { signalShown: boolean },
): ComponentType<Props> {
  const { getState, subscribe, start, settled } = routeLoad(load);

  function LoadedComponent(props: Props) {
    // Asked for during render, as React.lazy does; usually started at boot already.
    start();
    const current = useSyncExternalStore(subscribe, getState, getState);
    if (current.status === 'failed') throw current.error;
    if (current.status !== 'loaded') {
      // Once a page has been shown, a move to another route is a transition (lib/router/browser-router.tsx):
      // suspending keeps the page on screen until the next one's code is in, and a transition shows no fallback.
      if (isFirstPageShown) use(settled);
      return <PageSkeleton />;
    }
    const { component: Component } = current;
    return (
      <>
        <Component {...props} />
        {options.signalShown && <PageShownSignal />}
      </>
    );
  }
  return LoadedComponent;
}

const loadedComponents = new Map<unknown, ComponentType<never>>();

/** One component per loader, made once: routes sharing a loader share it (and its chunk). */
export function toRouteComponent<Props extends object>(
  load: ModuleLoader<Props>,
  options: { signalShown: boolean } = { signalShown: false },
): ComponentType<Props> {
  const known = loadedComponents.get(load) as ComponentType<Props> | undefined;
  if (known) return known;
  const made = toLoadedComponent(load, options);
  loadedComponents.set(load, made as ComponentType<never>);
  return made;
}

export type LazyPage = ComponentType;

/**
 * One page component per loader, made once at module level: pages sharing a loader share a component
 * (and its chunk), and no render ever creates a component. Each says when it has rendered (PageShownSignal).
 */
export function toLazyPages<TPath extends string>(
  loaders: Record<TPath, PageLoader>,
): Record<TPath, LazyPage> {
  const pages = {} as Record<TPath, LazyPage>;
  for (const path of Object.keys(loaders) as TPath[]) {
    pages[path] = toRouteComponent(loaders[path], { signalShown: true });
  }
  return pages;
}

/** Where a route's content renders: the skeleton while its words load, the retry if it or its chunk fails. */
export function PageBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/** Whether a page of this visit has been shown (what toLoadedComponent does while a route's code loads). */
let isFirstPageShown = false;

/** Says when a page has rendered: it sits beside the page, in the same boundary, so it commits with it. */
function PageShownSignal() {
  useEffect(() => {
    isFirstPageShown = true;
    markPageShown();
  }, []);
  return null;
}

/** A page inside its boundary: the skeleton while its chunk loads, then the page. */
export function PageSlot({ page: Page }: { page: LazyPage }) {
  return (
    <PageBoundary>
      <Page />
    </PageBoundary>
  );
}
