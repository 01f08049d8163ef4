// The message the page sends a waiting version of the service worker when the user chooses "Recharger": the
// worker (src/web/service-worker/sw.ts) answers it with skipWaiting().
export const skipWaitingMessage = { type: 'SKIP_WAITING' } as const;
