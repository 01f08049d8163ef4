import { createContext, startTransition, use, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  getLocation,
  listen,
  navigateTo,
  type NavigateOptions,
  type RouterLocation,
  type To,
} from './browser-history';

const LocationContext = createContext<RouterLocation | null>(null);

/**
 * Keeps the app's location in step with the browser's history. A move is rendered as a transition, so the page
 * on screen stays until the next one is ready (its lazy chunk loaded) instead of flashing its skeleton.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(getLocation);
  useLayoutEffect(
    () =>
      listen(() => {
        startTransition(() => {
          setLocation(getLocation());
        });
      }),
    [],
  );
  return <LocationContext value={location}>{children}</LocationContext>;
}

/** The location the app renders (the same object until the next move). */
export function useLocation(): RouterLocation {
  const location = use(LocationContext);
  if (!location) throw new Error('useLocation() needs a <BrowserRouter> above it');
  return location;
}

export type NavigateFunction = (to: To, options?: NavigateOptions) => void;

/** Moves to another location, from an event or an effect (never during render). */
export function useNavigate(): NavigateFunction {
  return navigateTo;
}
