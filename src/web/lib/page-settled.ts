/**
 * "The first page is on screen and has what it asked for": the moment to spend the network and the main thread on
 * what the user may need next (the §2 page prefetch, the shell's panels), not before. Issue 16: started earlier,
 * that work competed with the first page's own code and data on a slow phone and pushed its largest paint back.
 * Once settled, it stays settled: later pages find the app already warm.
 */

/** How long the first page may keep API requests open before the deferred work starts anyway. */
const maxWaitForQuietMs = 5000;
/** How long the browser may stay busy before the deferred work runs anyway. */
const idleTimeoutMs = 2000;

let openApiRequests = 0;
let isPageShown = false;
let isSettled = false;
const onSettled = new Set<() => void>();

function settle(): void {
  if (isSettled) return;
  isSettled = true;
  for (const listener of onSettled) listener();
  onSettled.clear();
}

function settleIfQuiet(): void {
  if (isPageShown && openApiRequests === 0) settle();
}

/** Counts an API request from its start to its answer (lib/api-client.ts). */
export function trackApiRequest<T>(request: Promise<T>): Promise<T> {
  openApiRequests += 1;
  return request.finally(() => {
    openApiRequests -= 1;
    // An answer's follow-up requests start in the same turn: look once they had their chance.
    setTimeout(settleIfQuiet, 0);
  });
}

/** The first page has rendered its content (app/page-slot.tsx); its data requests start in the same commit. */
export function markPageShown(): void {
  if (isPageShown) return;
  isPageShown = true;
  setTimeout(settleIfQuiet, 0);
  setTimeout(settle, maxWaitForQuietMs);
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: idleTimeoutMs });
    return () => {
      cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(run, 0);
  return () => {
    clearTimeout(timer);
  };
}

/**
 * Runs `work` once the first page is shown and its API requests have answered (or 5 s after it showed), when the
 * browser is idle. Returns the way to cancel it.
 */
export function afterPageSettled(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(work);
  };
  if (isSettled) start();
  else onSettled.add(start);
  return () => {
    onSettled.delete(start);
    cancelIdle?.();
  };
}
