import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/** Local storage key of the desktop sidebar's collapsed state. */
export const sidebarCollapsedStorageKey = 'sidebar-collapsed';

function readStoredCollapsed(): boolean {
  try {
    return localStorage.getItem(sidebarCollapsedStorageKey) === 'true';
  } catch {
    return false;
  }
}

/** Whether the desktop sidebar is collapsed, remembered across visits in local storage. */
export function useSidebarCollapsed(): [boolean, Dispatch<SetStateAction<boolean>>] {
  const [isCollapsed, setIsCollapsed] = useState(readStoredCollapsed);

  useEffect(() => {
    try {
      localStorage.setItem(sidebarCollapsedStorageKey, String(isCollapsed));
    } catch {
      // private mode: the state lasts for this visit
    }
  }, [isCollapsed]);

  return [isCollapsed, setIsCollapsed];
}
