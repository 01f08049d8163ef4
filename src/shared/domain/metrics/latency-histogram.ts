// Fixed, geometric duration buckets (ms) shared by the server's recorder and its readers: percentiles of any
// number of minutes, routes and instances come from summed bucket counts. Bucket i holds durations in
// (bound(i-1), bound(i)]; the last bucket is open-ended. Ratio 1.25 gives percentiles within about 12 %.

const FIRST_BOUND_MS = 0.5;
const RATIO = 1.25;
/** 0.5 ms × 1.25^k up to about 60 s, then one open-ended bucket. */
export const LATENCY_BUCKET_COUNT = 54;

const logRatio = Math.log(RATIO);

/** Upper bound (ms) of bucket `index`; Infinity for the last. */
export function latencyBucketUpperBound(index: number): number {
  return index >= LATENCY_BUCKET_COUNT - 1 ? Infinity : FIRST_BOUND_MS * RATIO ** index;
}

/** The bucket of a duration: one logarithm, no loop (the recorder calls this on every request). */
export function latencyBucketIndex(durationMs: number): number {
  if (!(durationMs > FIRST_BOUND_MS)) return 0;
  const index = Math.ceil(Math.log(durationMs / FIRST_BOUND_MS) / logRatio - 1e-9);
  return index >= LATENCY_BUCKET_COUNT ? LATENCY_BUCKET_COUNT - 1 : index;
}

export function emptyHistogram(): number[] {
  return new Array<number>(LATENCY_BUCKET_COUNT).fill(0);
}

/** Adds `source` into `target` (lengths may differ: missing counts are 0). */
export function addHistogram(target: number[], source: readonly number[]): number[] {
  for (let i = 0; i < source.length && i < target.length; i += 1)
    target[i] = (target[i] ?? 0) + (source[i] ?? 0);
  return target;
}

/**
 * The `quantile` (0..1) of the durations counted in `histogram`, ms, interpolated linearly inside its bucket
 * and never above `maxMs` (the largest duration seen); null when the histogram is empty.
 */
export function histogramQuantile(
  histogram: readonly number[],
  quantile: number,
  maxMs: number,
): number | null {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total <= 0) return null;
  const rank = Math.min(total, Math.max(1, Math.ceil(quantile * total)));
  let seen = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    const count = histogram[i] ?? 0;
    if (count === 0) continue;
    if (seen + count >= rank) {
      const lower = i === 0 ? 0 : latencyBucketUpperBound(i - 1);
      const upper = Math.min(latencyBucketUpperBound(i), Math.max(maxMs, lower));
      const value = lower + ((upper - lower) * (rank - seen)) / count;
      return Math.min(value, maxMs);
    }
    seen += count;
  }
  return maxMs;
}
