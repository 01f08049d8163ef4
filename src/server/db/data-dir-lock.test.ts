import { mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir, hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir, lockDirectoryName, lockOwnerFileName } from './data-dir-lock.js';

function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'methapilot-lock-'));
}

describe('lockDataDir', () => {
  it('refuses a second holder while the first lives, and lets the next one in after release', async () => {
    const dataDir = freshDataDir();
    const first = await lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, lockOwnerFileName), 'utf8')).toBe(`${process.pid}@${hostname()}`);
    await expect(lockDataDir(dataDir)).rejects.toThrow(/in use by another MethaPilot process \(pid \d+\)/);
    await first.release();
    const second = await lockDataDir(dataDir);
    await second.release();
  });

  it('takes over at once a lock left by a dead process of this machine', async () => {
    const dataDir = freshDataDir();
    mkdirSync(join(dataDir, lockDirectoryName));
    // Pid 2^22 + 1 is above Linux's pid_max: no process can have it.
    writeFileSync(join(dataDir, lockOwnerFileName), `${2 ** 22 + 1}@${hostname()}`);
    const lock = await lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, lockOwnerFileName), 'utf8')).toBe(`${process.pid}@${hostname()}`);
    await lock.release();
  });

  it('takes over a lock from another host once it has not been refreshed for longer than the stale delay', async () => {
    const dataDir = freshDataDir();
    const lockPath = join(dataDir, lockDirectoryName);
    mkdirSync(lockPath);
    writeFileSync(join(dataDir, lockOwnerFileName), '4242@another-host');
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath, aMinuteAgo, aMinuteAgo);
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });

  it('says which directory is not writable', async () => {
    const file = join(freshDataDir(), 'a-file');
    writeFileSync(file, '');
    await expect(lockDataDir(join(file, 'data'))).rejects.toThrow(
      /DATA_DIR ".*a-file\/data" is not writable/,
    );
  });
});
