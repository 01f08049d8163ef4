import { accessSync, constants, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export const lockDirectoryName = 'methapilot.lock';
/** Beside the lock directory (which must stay empty for its removal): who holds it, as pid@host. */
export const lockOwnerFileName = 'methapilot.lock-owner';
/**
 * The holder refreshes the lock every 10 s; a lock untouched for 60 s was left by a dead holder. The margin is
 * wide because a busy 2-core machine can delay timers by seconds.
 */
const staleAfterMs = 60_000;
const refreshEveryMs = 10_000;

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(ownerPath: string): { pid: number; host: string } | undefined {
  try {
    const [pidText = '', host = ''] = readFileSync(ownerPath, 'utf8').trim().split('@');
    const pid = Number(pidText);
    return Number.isInteger(pid) && pid > 0 ? { pid, host } : undefined;
  } catch {
    return undefined;
  }
}

function ensureWritable(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new DataDirError(
      `DATA_DIR "${dataDir}" is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}): point DATA_DIR at a writable directory`,
    );
  }
}

const inUse = (dataDir: string, holder: string) =>
  new DataDirError(
    `DATA_DIR "${dataDir}" is in use by another MethaPilot process (${holder}): stop it, or use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server`,
  );

/**
 * PGlite has no lock of its own and two processes opening one directory corrupt it (PGlite #327, #1106).
 * DATA_DIR/methapilot.lock is taken with proper-lockfile (an atomic mkdir, refreshed while held) and its
 * holder named in DATA_DIR/methapilot.lock-owner: a second process refuses to start. A lock left by a process of this machine that is gone (kill -9, power cut) is
 * taken over at once; one whose holder cannot be checked (another host or container) once it has not been
 * refreshed for 60 s.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  ensureWritable(dataDir);
  const lockPath = join(dataDir, lockDirectoryName);
  const ownerPath = join(dataDir, lockOwnerFileName);
  const options = {
    lockfilePath: lockPath,
    realpath: false,
    stale: staleAfterMs,
    update: refreshEveryMs,
    onCompromised: (error: Error) => {
      // Someone else took the directory while we hold the database open: stop before two writers corrupt it.
      process.stderr.write(
        `MethaPilot stops: the lock on DATA_DIR "${dataDir}" was lost (${error.message})\n`,
      );
      process.exit(1);
    },
  };
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dataDir, options);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    const owner = readOwner(ownerPath);
    const isSameHost = owner?.host === hostname();
    if (owner && isSameHost && isProcessAlive(owner.pid)) throw inUse(dataDir, `pid ${owner.pid}`);
    if (owner && isSameHost) {
      rmSync(lockPath, { recursive: true, force: true });
    }
    try {
      // A dead local holder was removed above; otherwise wait for the lock to go stale (or be released).
      release = await lockfile.lock(dataDir, {
        ...options,
        retries: { retries: isSameHost ? 0 : 70, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      });
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code !== 'ELOCKED') throw retryError;
      throw inUse(dataDir, owner ? `pid ${owner.pid} on ${owner.host}` : 'unknown holder');
    }
  }
  const owner = `${process.pid}@${hostname()}`;
  writeFileSync(ownerPath, owner);
  return {
    async release() {
      try {
        if (readFileSync(ownerPath, 'utf8') === owner) rmSync(ownerPath, { force: true });
        await release();
      } catch {
        // already released or taken over: nothing left to free
      }
    },
  };
}
