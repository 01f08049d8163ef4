import { useEffect } from 'react';
import { afterPageSettled } from '../../lib/page-settled';
import { idlePreloadedPanels } from './shell-panels';
import { isSaveDataOn } from './use-route-prefetch';

/**
 * Loads the shell's panels (search, daily tasks, sync problems, session expiry) once the first page has settled
 * and the browser is idle (lib/page-settled.ts), so they open at once later; nothing when the user asked the
 * browser to save data (they load on first use then).
 */
export function useIdlePanelPreload(): void {
  useEffect(() => {
    if (isSaveDataOn()) return undefined;
    return afterPageSettled(() => {
      for (const panel of idlePreloadedPanels) panel.preload();
    });
  }, []);
}
