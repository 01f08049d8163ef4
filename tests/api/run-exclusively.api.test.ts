import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { openTestDatabase, testEngine } from '../fixtures/test-database.js';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe(`jobs run on one instance at a time (${testEngine()})`, () => {
  it('skips a job while another holder runs it, and runs it once the lock is free', async () => {
    let releaseFirst: () => void = () => undefined;
    let hasFirstStarted: () => void = () => undefined;
    const firstStarted = new Promise<void>((resolve) => (hasFirstStarted = resolve));
    const first = database.runExclusively(77, async () => {
      hasFirstStarted();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
    });
    await firstStarted;
    // On PostgreSQL another connection (another instance) is refused the lock; the embedded database serves
    // one process only, so there the job simply runs.
    let hasSecondRun = false;
    const second = await database.runExclusively(77, () => {
      hasSecondRun = true;
      return Promise.resolve();
    });
    expect(second).toBe(testEngine() === 'pglite');
    expect(hasSecondRun).toBe(testEngine() === 'pglite');
    releaseFirst();
    await expect(first).resolves.toBe(true);
    await expect(database.runExclusively(77, () => Promise.resolve())).resolves.toBe(true);
  });
});
