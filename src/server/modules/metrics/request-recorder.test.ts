import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { createRequestRecorder, isRecordedRoute } from './request-recorder.js';
import type { RequestBucketRow } from './request-metric-buckets.js';

/** A Db whose insert hands the rows to the test (or fails when told to). */
function capturingDb(written: RequestBucketRow[][], failures: { left: number }): Db {
  return {
    insert: () => ({
      values: (rows: RequestBucketRow[]) => ({
        onConflictDoUpdate: () => {
          if (failures.left > 0) {
            failures.left -= 1;
            return Promise.reject(new Error('database away'));
          }
          written.push(rows.map((row) => ({ ...row, histogram: [...row.histogram] })));
          return Promise.resolve();
        },
      }),
    }),
  } as unknown as Db;
}

describe('request recorder', () => {
  it('aggregates per minute, method, route and status: count, sum, max and histogram', async () => {
    const written: RequestBucketRow[][] = [];
    let now = Date.parse('2026-01-01T10:00:10Z');
    const recorder = createRequestRecorder({
      db: capturingDb(written, { left: 0 }),
      log: { error: () => undefined },
      now: () => now,
    });
    recorder.record('GET', '/api/stock', 200, 10);
    recorder.record('GET', '/api/stock', 200, 30);
    recorder.record('GET', '/api/stock', 500, 5);
    now = Date.parse('2026-01-01T10:01:05Z');
    recorder.record('GET', '/api/stock', 200, 7);
    await recorder.flush();
    const rows = written.flat();
    expect(rows).toHaveLength(3);
    const first = rows.find(
      (row) => row.statusCode === 200 && row.bucketStart.toISOString() === '2026-01-01T10:00:00.000Z',
    );
    expect(first).toMatchObject({ count: 2, durationSumMs: 40, durationMaxMs: 30, bucketMinutes: 1 });
    expect(first?.histogram.reduce((sum, n) => sum + n, 0)).toBe(2);
    await recorder.flush();
    expect(written).toHaveLength(1);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const written: RequestBucketRow[][] = [];
    const failures = { left: 1 };
    const recorder = createRequestRecorder({
      db: capturingDb(written, failures),
      log: { error: () => undefined },
      now: () => 0,
    });
    recorder.record('POST', '/api/stock', 201, 4);
    await recorder.flush();
    recorder.record('POST', '/api/stock', 201, 6);
    await recorder.flush();
    expect(written.flat()).toEqual([
      expect.objectContaining({ count: 2, durationSumMs: 10, durationMaxMs: 6 }),
    ]);
  });

  it('counts API routes but not the probes nor the web app', () => {
    expect(isRecordedRoute('/api/stock/:id')).toBe(true);
    expect(isRecordedRoute('unmatched')).toBe(true);
    expect(isRecordedRoute('/api/health')).toBe(false);
    expect(isRecordedRoute('/metrics')).toBe(false);
    expect(isRecordedRoute('/*')).toBe(false);
  });
});
