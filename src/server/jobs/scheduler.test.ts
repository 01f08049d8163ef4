import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { startScheduler, type Job } from './scheduler.js';

/** Only what the scheduler uses: runExclusively, here always granted. */
function databaseGrantingLocks(): Database {
  return {
    runExclusively: async (_key: number, work: () => Promise<void>) => {
      await work();
      return true;
    },
  } as unknown as Database;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('startScheduler', () => {
  it('runs each job at its interval, never twice at once, and logs a failing run without stopping', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => undefined;
    const job: Job = {
      name: 'slow',
      lockKey: 1,
      intervalMs: 1000,
      run: () => {
        runs += 1;
        if (runs === 1) return new Promise<void>((resolve) => (release = resolve));
        if (runs === 2) return Promise.reject(new Error('SMTP down'));
        return Promise.resolve();
      },
    };
    const errors: unknown[] = [];
    const scheduler = startScheduler(databaseGrantingLocks(), [job], {
      error: (object) => errors.push(object),
    });

    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000); // the first run is still going: no overlap
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(3);

    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(3);
  });
});
