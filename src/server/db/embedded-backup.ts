import { PGlite } from '@electric-sql/pglite';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pgliteExtensions } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/**
 * Writes a consistent gzip tarball of the embedded database. It takes the DATA_DIR lock, so it refuses to
 * run while a server uses that directory (stop it first).
 */
export async function backupEmbeddedDatabase(dataDir: string, archivePath: string): Promise<number> {
  const lock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: pgliteExtensions });
    try {
      const archive = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await archive.arrayBuffer());
      await writeFile(archivePath, bytes);
      return bytes.length;
    } finally {
      await client.close();
    }
  } finally {
    await lock.release();
  }
}

/** Restores a tarball made by backupEmbeddedDatabase into a DATA_DIR that holds no database yet. */
export async function restoreEmbeddedDatabase(archivePath: string, dataDir: string): Promise<void> {
  const databaseDir = join(dataDir, 'pglite');
  if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
    throw new Error(`${databaseDir} already holds a database: restore into an empty DATA_DIR`);
  }
  const lock = await lockDataDir(dataDir);
  try {
    const archive = new Blob([await readFile(archivePath)]);
    const client = await PGlite.create({
      dataDir: databaseDir,
      loadDataDir: archive,
      extensions: pgliteExtensions,
    });
    await client.query('select 1');
    await client.close();
  } finally {
    await lock.release();
  }
}
