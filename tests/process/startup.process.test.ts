// The built server's start and stop as an operator sees them: one clear line and exit 1 when it cannot start,
// a DATA_DIR that only one process may open, a clean exit 0 on SIGTERM that releases the lock.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBuiltServerToExit, startBuiltServer, type RunningServer } from '../fixtures/built-server.js';

/** The lock DATA_DIR holds while a server runs (a directory made atomically). */
const lockFileName = 'methapilot.lock';

function nonEmptyLines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim().length > 0);
}

let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'methapilot-startup-'));
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('refusing to start', () => {
  it('exits 1 with one line naming DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const result = await runBuiltServerToExit({ env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/x' } });
    expect(result.code).toBe(1);
    const lines = nonEmptyLines(result.stderr);
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toContain('DATABASE_URL');
    expect(lines[0]).not.toMatch(/^\s+at /);
  });

  it('exits 1 with one line naming DATA_DIR when DATA_DIR cannot be created', async () => {
    // A path under a regular file cannot be created, not even by root.
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a directory');
    const result = await runBuiltServerToExit({ dataDir: join(file, 'data') });
    expect(result.code).toBe(1);
    const lines = nonEmptyLines(result.stderr);
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toContain('DATA_DIR');
  });

  it('exits 1 with one line listing every bad environment variable', async () => {
    const result = await runBuiltServerToExit({ env: { PORT: 'abc', DATABASE_URL: 'mysql://x' } });
    expect(result.code).toBe(1);
    const lines = nonEmptyLines(result.stderr);
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toContain('PORT');
    expect(lines[0]).toContain('DATABASE_URL');
  });
});

describe('one server per DATA_DIR', () => {
  let dataDir: string;
  let first: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = join(scratch, 'shared-data');
    first = await startBuiltServer({ dataDir });
  });

  afterAll(async () => {
    await first?.stop();
  });

  it('holds a lock file in DATA_DIR while it runs', () => {
    expect(existsSync(join(dataDir, lockFileName))).toBe(true);
  });

  it('refuses a second server on the same DATA_DIR with exit 1 and "in use"', async () => {
    const second = await runBuiltServerToExit({ dataDir });
    expect(second.code).toBe(1);
    const lines = nonEmptyLines(second.stderr);
    expect(lines, second.stderr).toHaveLength(1);
    expect(lines[0]).toContain('in use');
    expect(lines[0]).toContain('DATA_DIR');
    // The first server is untouched.
    if (!first) throw new Error('the first server did not start');
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('exits 0 on SIGTERM and removes its lock file', async () => {
    if (!first) throw new Error('the first server did not start');
    const result = await first.stop();
    expect(result.code).toBe(0);
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  });
});
