import { useEffect, useState } from 'react';

/** Local storage key of the drawer's open state (spec §4: it persists locally). */
export const dailyDrawerStorageKey = 'daily-drawer-open';

function readStoredOpen(): boolean {
  try {
    return localStorage.getItem(dailyDrawerStorageKey) === 'true';
  } catch {
    return false;
  }
}

/**
 * Whether the "Jour" drawer is open, kept in local storage. The shell holds it: on a wide screen the page
 * makes room for the open drawer instead of lying under it.
 */
export function useDailyDrawer() {
  const [isOpen, setIsOpen] = useState(readStoredOpen);
  useEffect(() => {
    try {
      localStorage.setItem(dailyDrawerStorageKey, String(isOpen));
    } catch {
      // private mode: the state lasts for this visit
    }
  }, [isOpen]);
  return { isOpen, setIsOpen };
}
