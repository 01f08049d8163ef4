// The embedded engine (PGlite in DATA_DIR) loses no acknowledged write when its process is killed with
// SIGKILL in the middle of a stream of inserts, and the lock left by the dead process is taken over.
// It always runs on PGlite: it tests the embedded engine, whatever DATABASE_URL says.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/lib/build-freshness.mjs';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/auth.js';

const writerScript = join(projectRoot, 'tests/fixtures/durability-writer.ts');
const acknowledgedTarget = 400;

interface Acknowledged {
  n: number;
  id: string;
}

let dataDir: string | undefined;
let reopened: Database | undefined;

afterAll(async () => {
  await reopened?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the writer until it acknowledged `target` rows, then SIGKILLs it; returns what it acknowledged. */
async function writeThenKill(
  directory: string,
  target: number,
): Promise<{ acknowledged: Acknowledged[]; pid: number }> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'DATABASE_URL' && key !== 'NODE_OPTIONS'),
  );
  // One process (no npx, no tsx wrapper): the SIGKILL must hit the process that writes.
  const child = spawn(process.execPath, ['--import', 'tsx', writerScript, directory], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged: Acknowledged[] = [];
  let pending = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('close', (code, signal) => {
      resolve({ code, signal });
    });
  });
  let isKilled = false;
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const match = /^ack (\d+) (\S+)$/.exec(line);
      if (match) acknowledged.push({ n: Number(match[1]), id: String(match[2]) });
    }
    if (!isKilled && acknowledged.length >= target) {
      isKilled = true;
      child.kill('SIGKILL');
    }
  });
  const { signal } = await closed;
  if (signal !== 'SIGKILL') {
    throw new Error(
      `the writer stopped by itself (signal ${String(signal)}) after ${acknowledged.length} rows:\n${stderr}`,
    );
  }
  // Lines already in the pipe when the kill landed were read by the handler above (each line is one atomic
  // pipe write, so no partial acknowledgement can be left in `pending`).
  return { acknowledged, pid: child.pid ?? -1 };
}

describe('PGlite in DATA_DIR under kill -9', () => {
  it('keeps every acknowledged row and takes over the dead process lock', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'methapilot-crash-'));
    const { acknowledged, pid } = await writeThenKill(dataDir, acknowledgedTarget);
    expect(acknowledged.length).toBeGreaterThanOrEqual(acknowledgedTarget);

    // The dead writer's lock is still there, and must not stop the next opener.
    const lockPath = join(dataDir, 'methapilot.lock');
    expect(existsSync(lockPath)).toBe(true);
    expect(readFileSync(lockPath, 'utf8')).toMatch(new RegExp(`^${pid}@`));

    reopened = await openDatabase({ kind: 'pglite-dir', dataDir });
    await reopened.migrate();
    const rows = await reopened.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(like(users.email, 'durability-%'));
    const present = new Set(rows.map((row) => row.id));
    const missing = acknowledged.filter((row) => !present.has(row.id));
    expect(
      missing,
      `acknowledged rows lost after kill -9: ${missing.map((row) => row.n).join(', ')}`,
    ).toEqual([]);
    // At most the one insert in flight when the kill landed may have committed without its acknowledgement.
    expect(rows.length).toBeLessThanOrEqual(acknowledged.length + 1);

    // The database is usable after the crash.
    const [inserted] = await reopened.db
      .insert(users)
      .values({ name: 'After the crash', email: 'durability-after@example.test' })
      .returning({ id: users.id });
    expect(inserted?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
