import { describe, expect, it, vi } from 'vitest';
import { withRetry } from './lazy-with-retry';

describe('withRetry', () => {
  it('retries a failed load once after the delay, then resolves', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('page');
    const result = withRetry(load, 100)();
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('gives up after the second failure', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(withRetry(load, 1)()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
