import { constants } from 'node:fs';
import { copyFile, mkdir, open, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Files copied at once: enough to keep the thread pool busy on many small files, few open descriptors. */
const filesAtOnce = 32;

/** fsync of a file or a folder (a folder's entries: a rename into it survives a power cut). */
export async function flushToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function listTree(folder: string, relative = ''): Promise<{ folders: string[]; files: string[] }> {
  const folders = [relative];
  const files: string[] = [];
  for (const entry of await readdir(join(folder, relative), { withFileTypes: true })) {
    const path = join(relative, entry.name);
    if (entry.isDirectory()) {
      const inner = await listTree(folder, path);
      folders.push(...inner.folders);
      files.push(...inner.files);
    } else if (entry.isFile()) {
      files.push(path);
    }
  }
  return { folders, files };
}

/**
 * Copies the folder `from` to `to` (which must not exist) and flushes every file and folder to the disk before
 * resolving, so that a machine that loses power just after cannot keep a renamed copy with empty files. The
 * files are copied several at a time (the work runs on libuv's thread pool).
 */
export async function copyFolderDurably(from: string, to: string): Promise<void> {
  const { folders, files } = await listTree(from);
  for (const folder of folders) await mkdir(join(to, folder), { recursive: true });
  for (let start = 0; start < files.length; start += filesAtOnce) {
    await Promise.all(
      files.slice(start, start + filesAtOnce).map(async (file) => {
        await copyFile(join(from, file), join(to, file), constants.COPYFILE_EXCL);
        await flushToDisk(join(to, file));
      }),
    );
  }
  for (const folder of folders.reverse()) await flushToDisk(join(to, folder));
}
