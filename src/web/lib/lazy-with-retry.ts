/** Spec §2: a failed lazy page load is retried once after 100 ms. */
export const lazyRetryDelayMs = 100;

export function withRetry<T>(load: () => Promise<T>, delayMs = lazyRetryDelayMs): () => Promise<T> {
  return () =>
    load().catch(
      () =>
        new Promise<T>((resolve, reject) => {
          setTimeout(() => {
            load().then(resolve, reject);
          }, delayMs);
        }),
    );
}
