import { describe, expect, it } from 'vitest';
import {
  addHistogram,
  emptyHistogram,
  histogramQuantile,
  LATENCY_BUCKET_COUNT,
  latencyBucketIndex,
  latencyBucketUpperBound,
} from './latency-histogram.js';

function histogramOf(durations: readonly number[]): number[] {
  const histogram = emptyHistogram();
  for (const duration of durations)
    histogram[latencyBucketIndex(duration)] = (histogram[latencyBucketIndex(duration)] ?? 0) + 1;
  return histogram;
}

function exactQuantile(durations: readonly number[], quantile: number): number {
  const sorted = [...durations].sort((a, b) => a - b);
  return sorted[Math.ceil(quantile * sorted.length) - 1] ?? 0;
}

describe('latency histogram', () => {
  it('puts a duration in the bucket whose bounds hold it', () => {
    for (const duration of [0, 0.3, 0.5, 0.51, 1, 7.3, 42, 250, 999.9, 12_000, 59_000]) {
      const index = latencyBucketIndex(duration);
      expect(duration).toBeLessThanOrEqual(latencyBucketUpperBound(index));
      if (index > 0) expect(duration).toBeGreaterThan(latencyBucketUpperBound(index - 1));
    }
    expect(latencyBucketIndex(10 * 60_000)).toBe(LATENCY_BUCKET_COUNT - 1);
  });

  it('gives percentiles within a bucket’s width of the exact ones, never above the maximum', () => {
    const durations = Array.from({ length: 1000 }, (_, i) => 2 + ((i * 7919) % 997) * 0.8);
    const histogram = histogramOf(durations);
    const max = Math.max(...durations);
    for (const quantile of [0.5, 0.95, 0.99]) {
      const estimate = histogramQuantile(histogram, quantile, max);
      const exact = exactQuantile(durations, quantile);
      expect(estimate).not.toBeNull();
      expect(Math.abs((estimate ?? 0) - exact) / exact).toBeLessThan(0.25);
      expect(estimate).toBeLessThanOrEqual(max);
    }
  });

  it('reads percentiles from summed histograms as from one (minutes, routes and instances add)', () => {
    const first = [3, 5, 8, 13];
    const second = [400, 410, 2000];
    const summed = addHistogram(histogramOf(first), histogramOf(second));
    expect(histogramQuantile(summed, 0.5, 2000)).toBe(
      histogramQuantile(histogramOf([...first, ...second]), 0.5, 2000),
    );
    expect(histogramQuantile(summed, 1, 2000)).toBe(2000);
  });

  it('answers null for an empty histogram', () => {
    expect(histogramQuantile(emptyHistogram(), 0.95, 0)).toBeNull();
  });
});
