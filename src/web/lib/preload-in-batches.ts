export type Preload = () => Promise<unknown>;

/**
 * Runs preloads a few at a time with a pause between batches (spec §2: batches of 3, 100 ms apart), so a
 * phone on a weak connection is not flooded. Failures are ignored: the page will load on demand.
 * Returns a function that cancels the batches not yet started.
 */
export function preloadInBatches(preloads: readonly Preload[], batchSize = 3, gapMs = 100): () => void {
  let isCancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const runBatch = (start: number) => {
    if (isCancelled || start >= preloads.length) return;
    const batch = preloads.slice(start, start + batchSize);
    void Promise.allSettled(batch.map((preload) => preload())).then(() => {
      if (isCancelled) return;
      timer = setTimeout(() => {
        runBatch(start + batchSize);
      }, gapMs);
    });
  };
  runBatch(0);
  return () => {
    isCancelled = true;
    if (timer) clearTimeout(timer);
  };
}
