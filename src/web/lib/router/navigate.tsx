import { useEffect } from 'react';
import { navigateTo, type To } from './browser-history';

/** Moves to `to` once rendered (a redirect), replacing the current entry when asked. */
export function Navigate({ to, replace = false }: { to: To; replace?: boolean }) {
  useEffect(() => {
    navigateTo(to, { replace });
  }, [to, replace]);
  return null;
}
