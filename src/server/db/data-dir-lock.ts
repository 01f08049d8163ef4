import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
  accessSync,
  constants,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataDirError';
  }
}

export interface DataDirLock {
  release(): void;
}

const lockFileName = 'methapilot.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes opening one directory corrupt it (PGlite #327, #1106).
 * The first process writes its pid into DATA_DIR/methapilot.lock with O_EXCL; a second one refuses to start
 * while that process lives. A lock left by a killed process (pid gone) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new DataDirError(
      `DATA_DIR "${dataDir}" is not writable (${(error as NodeJS.ErrnoException).code ?? 'error'}): point DATA_DIR at a writable directory`,
    );
  }
  const lockPath = join(dataDir, lockFileName);
  const owner = `${process.pid}@${hostname()}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, owner);
      closeSync(fd);
      return {
        release() {
          try {
            if (readFileSync(lockPath, 'utf8') === owner) rmSync(lockPath);
          } catch {
            // already gone
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readFileSync(lockPath, 'utf8').trim();
      const [pidText, holderHost] = holder.split('@');
      const pid = Number(pidText);
      const isSameHost = holderHost === hostname();
      if (isSameHost && Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid)) {
        throw new DataDirError(
          `DATA_DIR "${dataDir}" is in use by another MethaPilot process (pid ${pid}): stop it, or use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server`,
        );
      }
      if (!isSameHost && holderHost) {
        throw new DataDirError(
          `DATA_DIR "${dataDir}" is locked by host ${holderHost}: the embedded database cannot be shared; use DATABASE_URL for several instances`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirError(`DATA_DIR "${dataDir}": could not take the lock ${lockPath}`);
}
