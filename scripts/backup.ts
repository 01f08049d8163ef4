// npm run backup [-- <archive path>]: a gzip tarball of the embedded database (stop the server first).
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { backupEmbeddedDatabase } from '../src/server/db/embedded-backup.js';

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc "$DATABASE_URL" > methapilot.dump');
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const archivePath = resolve(process.argv[2] ?? `backups/methapilot-${stamp}.tar.gz`);
mkdirSync(dirname(archivePath), { recursive: true });
try {
  const size = await backupEmbeddedDatabase(dataDir, archivePath);
  console.log(`Backup written: ${archivePath} (${Math.round(size / 1024)} KiB)`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
