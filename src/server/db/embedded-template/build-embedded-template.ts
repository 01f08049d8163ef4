// npm run build:database-template: the embedded database that a new DATA_DIR starts from (ADR 0005), made by
// the same code as any start (openDatabase, then the committed migrations) and written to
// dist/database-template/{pglite/, manifest.json}. It holds the schema and the rows the migrations insert;
// no account, no session secret: those are made by each installation at its first start.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { embeddedTemplateFolder, migrationsFolder } from '../../lib/project-paths.js';
import { openDatabase } from '../client.js';
import { describeCurrentCode, pgliteFolderName, templateManifestFileName } from './embedded-template.js';

const staging = `${embeddedTemplateFolder}.building-${process.pid}`;
rmSync(staging, { recursive: true, force: true });
try {
  const stagingDataDir = join(staging, 'data-dir');
  mkdirSync(stagingDataDir, { recursive: true });
  // Closed before it is moved: PGlite checkpoints, so the files alone are a complete database.
  const database = await openDatabase({ kind: 'pglite-dir', dataDir: stagingDataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // Only the database folder is kept: the rest of the staging DATA_DIR is this build's lock bookkeeping.
  renameSync(join(stagingDataDir, pgliteFolderName), join(staging, pgliteFolderName));
  rmSync(stagingDataDir, { recursive: true, force: true });
  // Written last: the build freshness check compares its time with the migrations'.
  writeFileSync(
    join(staging, templateManifestFileName),
    `${JSON.stringify(describeCurrentCode(migrationsFolder), null, 2)}\n`,
  );
  rmSync(embeddedTemplateFolder, { recursive: true, force: true });
  renameSync(staging, embeddedTemplateFolder);
  process.stdout.write(`database template: ${embeddedTemplateFolder}\n`);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  throw error;
}
