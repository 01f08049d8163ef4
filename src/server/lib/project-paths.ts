import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json, found from this file whether it runs from src/ (tsx) or dist/ (built). */
function findProjectRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(folder, 'package.json'))) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error('package.json not found above ' + fileURLToPath(import.meta.url));
    folder = parent;
  }
  return folder;
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = join(projectRoot, 'src/server/db/migrations');
export const webDistFolder = join(projectRoot, 'dist/web');
/**
 * The embedded database migrated at build time (`npm run build:database-template`), copied into a new DATA_DIR
 * instead of running initdb and every migration at its first start (ADR 0005).
 */
export const embeddedTemplateFolder = join(projectRoot, 'dist/database-template');
