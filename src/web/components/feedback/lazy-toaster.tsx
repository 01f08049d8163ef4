import { lazy, Suspense, useEffect, useState } from 'react';
import { connectToaster, loadSonner } from '../../lib/toast';

/** Spec §9: toasts 4 s, 356 px wide (sonner's width), one visible at a time. */
export const toastDurationMs = 4000;

const connection: { onMounted: () => void } = {
  onMounted: () => undefined,
};

const Toaster = lazy(async () => {
  const { Toaster: SonnerToaster } = await loadSonner();
  function ReadyToaster() {
    useEffect(() => {
      connection.onMounted();
    }, []);
    return (
      <SonnerToaster
        visibleToasts={1}
        duration={toastDurationMs}
        position="top-center"
        richColors
        closeButton
      />
    );
  }
  return { default: ReadyToaster };
});

/**
 * Mounts the toaster when the first toast is asked for: pages that never toast never download the library
 * (the service worker keeps it for offline use).
 */
export function LazyToaster() {
  const [isWanted, setWanted] = useState(false);
  useEffect(() => {
    const { onMounted } = connectToaster(() => {
      setWanted(true);
    });
    connection.onMounted = onMounted;
  }, []);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
