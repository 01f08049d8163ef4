// npm run restore -- <archive path>: restores a backup into an empty DATA_DIR (stop the server first).
import { resolve } from 'node:path';
import { restoreEmbeddedDatabase } from '../src/server/db/embedded-backup.js';

const archive = process.argv[2];
if (!archive) {
  console.error('Usage: npm run restore -- backups/methapilot-<date>.tar.gz');
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR ?? './data');
try {
  await restoreEmbeddedDatabase(resolve(archive), dataDir);
  console.log(`Restored ${archive} into ${dataDir}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
