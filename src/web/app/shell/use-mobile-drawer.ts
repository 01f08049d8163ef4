import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '../../lib/router/browser-router';
import { desktopMediaQuery } from './desktop-viewport';

interface MobileDrawerState {
  isDrawerOpen: boolean;
  openDrawer: () => void;
  closeDrawer: () => void;
}

/**
 * Open state of the mobile navigation drawer. The drawer closes on navigation (state adjusted while rendering)
 * and when the window becomes wide enough for the sidebar.
 */
export function useMobileDrawer(): MobileDrawerState {
  const { pathname } = useLocation();
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);

  const [drawerPathname, setDrawerPathname] = useState(pathname);
  if (drawerPathname !== pathname) {
    setDrawerPathname(pathname);
    setIsDrawerOpen(false);
  }

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(desktopMediaQuery);
    const handleChange = () => {
      if (query.matches) setIsDrawerOpen(false);
    };
    query.addEventListener('change', handleChange);
    return () => {
      query.removeEventListener('change', handleChange);
    };
  }, []);

  const openDrawer = useCallback(() => {
    setIsDrawerOpen(true);
  }, []);
  const closeDrawer = useCallback(() => {
    setIsDrawerOpen(false);
  }, []);

  return { isDrawerOpen, openDrawer, closeDrawer };
}
