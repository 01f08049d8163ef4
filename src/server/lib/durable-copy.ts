import { closeSync, cpSync, fsyncSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** fsync of a file or a folder (a folder's entries: a rename into it survives a power cut). */
export function flushToDisk(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}

function flushTreeToDisk(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) flushTreeToDisk(path);
    else if (entry.isFile()) flushToDisk(path);
  }
  flushToDisk(folder);
}

/**
 * Copies the folder `from` to `to` (which must not exist) and flushes every file and folder to the disk, so
 * that a machine that loses power just after cannot keep a renamed copy with empty files. Synchronous on
 * purpose: at start-up the main thread is otherwise busy loading modules, and a copy made of many awaited
 * steps was measured to wait behind them (1.0–1.5 s instead of about 0.2 s).
 */
export function copyFolderDurably(from: string, to: string): void {
  cpSync(from, to, { recursive: true, errorOnExist: true, force: false });
  flushTreeToDisk(to);
}
