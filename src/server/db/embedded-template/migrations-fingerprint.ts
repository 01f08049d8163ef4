import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A digest of what the migrator reads (the journal and every SQL file): a template database made from other
 * migrations than the running code's is not used. The snapshots are left out: only drizzle-kit reads them.
 */
export function computeMigrationsFingerprint(migrationsFolder: string): string {
  const digest = createHash('sha256');
  const files = [
    ...readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')),
    join('meta', '_journal.json'),
  ].sort();
  for (const file of files) {
    digest.update(`${file}\0`);
    digest.update(readFileSync(join(migrationsFolder, file)));
    digest.update('\0');
  }
  return digest.digest('hex');
}
