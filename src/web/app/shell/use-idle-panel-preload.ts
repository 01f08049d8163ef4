import { useEffect } from 'react';
import { idlePreloadedPanels } from './shell-panels';
import { isSaveDataOn } from './use-route-prefetch';

/** How long the page may wait for an idle moment before the panels load anyway. */
const idleTimeoutMs = 5000;

/**
 * Loads the shell's panels (search, daily tasks, sync problems, session expiry) once the browser is idle after
 * the first paint, so they open at once later; nothing when the user asked the browser to save data (they load
 * on first use then).
 */
export function useIdlePanelPreload(): void {
  useEffect(() => {
    if (isSaveDataOn()) return undefined;
    const preloadAll = () => {
      for (const panel of idlePreloadedPanels) panel.preload();
    };
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(preloadAll, { timeout: idleTimeoutMs });
      return () => {
        cancelIdleCallback(handle);
      };
    }
    const timer = setTimeout(preloadAll, idleTimeoutMs);
    return () => {
      clearTimeout(timer);
    };
  }, []);
}
