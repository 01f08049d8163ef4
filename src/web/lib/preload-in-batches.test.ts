import { describe, expect, it, vi } from 'vitest';
import { preloadInBatches } from './preload-in-batches';

describe('preloadInBatches', () => {
  it('starts 3 preloads, waits 100 ms after they settle, then starts the next 3', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const preloads = Array.from({ length: 7 }, (_, index) => () => {
      started.push(index);
      return index === 1 ? Promise.reject(new Error('offline')) : Promise.resolve();
    });
    preloadInBatches(preloads, 3, 100);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([0, 1, 2]);
    await vi.advanceTimersByTimeAsync(99);
    expect(started).toEqual([0, 1, 2]);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6]);
    vi.useRealTimers();
  });

  it('stops starting batches once cancelled', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const preloads = Array.from({ length: 6 }, (_, index) => () => {
      started.push(index);
      return Promise.resolve();
    });
    const cancel = preloadInBatches(preloads, 3, 100);
    await vi.advanceTimersByTimeAsync(0);
    cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toEqual([0, 1, 2]);
    vi.useRealTimers();
  });
});
