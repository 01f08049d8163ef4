import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyFolderDurably, flushToDisk } from '../../lib/durable-copy.js';
import { computeMigrationsFingerprint } from './migrations-fingerprint.js';

/** What a template was made from; it is used only when both match the running code. */
export interface TemplateManifest {
  migrations: string;
  pglite: string;
}

/** Whether a start copied the template, and why not when it did not (logged by the server). */
export type TemplateUse = { isUsed: true } | { isUsed: false; reason: string };

export const templateManifestFileName = 'manifest.json';
/** The data directory inside DATA_DIR and inside the template folder. */
export const pgliteFolderName = 'pglite';
/** Where the copy is made before it is renamed into place: a half-made copy is never taken for a database. */
const partialCopyName = 'pglite.from-template';

/** The installed PGlite's version: its data files are only read by the PostgreSQL build that wrote them. */
export function findPgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let folder = dirname(entry);
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string }).version;
}

export function describeCurrentCode(migrationsFolder: string): TemplateManifest {
  return { migrations: computeMigrationsFingerprint(migrationsFolder), pglite: findPgliteVersion() };
}

/** Why the template cannot serve this code, or undefined when it can. */
function findTemplateMismatch(templateFolder: string, migrationsFolder: string): string | undefined {
  const manifestPath = join(templateFolder, templateManifestFileName);
  if (!existsSync(manifestPath) || !existsSync(join(templateFolder, pgliteFolderName, 'PG_VERSION')))
    return `no template at ${templateFolder} (npm run build makes it)`;
  const made = JSON.parse(readFileSync(manifestPath, 'utf8')) as Partial<TemplateManifest>;
  const current = describeCurrentCode(migrationsFolder);
  if (made.pglite !== current.pglite)
    return `the template was made by PGlite ${made.pglite ?? '?'}, this is ${current.pglite}`;
  if (made.migrations !== current.migrations)
    return 'the template was made from other migrations (npm run build remakes it)';
  return undefined;
}

function isMissingOrEmpty(folder: string): boolean {
  return !existsSync(folder) || readdirSync(folder).length === 0;
}

/**
 * On a new DATA_DIR (no database in it yet; undefined otherwise), copies the migrated template in as its
 * database; the caller holds the DATA_DIR lock. The migrations still run afterwards and find nothing to do. Any problem with the template
 * (missing, made from other migrations or another PGlite, a failed copy) leaves DATA_DIR as it was, and PGlite
 * then creates the database itself, as without a template: slower, never wrong.
 */
export function startFromTemplate(
  dataDir: string,
  templateFolder: string,
  migrationsFolder: string,
): TemplateUse | undefined {
  const databaseFolder = join(dataDir, pgliteFolderName);
  if (!isMissingOrEmpty(databaseFolder)) return undefined;
  try {
    const mismatch = findTemplateMismatch(templateFolder, migrationsFolder);
    if (mismatch) return { isUsed: false, reason: mismatch };
    const partialCopy = join(dataDir, partialCopyName);
    // Left by a start that was stopped while copying: nobody else uses it (we hold the lock).
    rmSync(partialCopy, { recursive: true, force: true });
    copyFolderDurably(join(templateFolder, pgliteFolderName), partialCopy);
    rmSync(databaseFolder, { recursive: true, force: true });
    renameSync(partialCopy, databaseFolder);
    flushToDisk(dataDir);
    return { isUsed: true };
  } catch (error) {
    rmSync(join(dataDir, partialCopyName), { recursive: true, force: true });
    return {
      isUsed: false,
      reason: `the template could not be copied (${error instanceof Error ? error.message : String(error)})`,
    };
  }
}
