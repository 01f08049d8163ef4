import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { PageSkeleton } from '../components/feedback/page-skeleton';

/** Spec §9: toasts 4 s, 356 px wide, one visible at a time. */
export const toastDurationMs = 4000;

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <Toaster visibleToasts={1} duration={toastDurationMs} position="top-center" richColors closeButton />
      <ScrollRestoration />
    </>
  );
}
