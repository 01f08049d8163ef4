// npm run backup / restore for the embedded database: what was written before the backup is there after a
// restore into an empty DATA_DIR; a backup refuses to run while a process holds the DATA_DIR.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from '../../src/server/db/embedded-backup.js';
import { users } from '../../src/server/db/schema/auth.js';

const folders: string[] = [];

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'methapilot-backup-'));
  folders.push(folder);
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('embedded database backup and restore', () => {
  it('restores into an empty DATA_DIR what was written before the backup', async () => {
    const dataDir = freshFolder();
    const original = await openDatabase({ kind: 'pglite-dir', dataDir });
    await original.migrate();
    await original.db.insert(users).values({ name: 'Camille', email: 'camille@ferme.test' });

    // The running database holds the DATA_DIR lock: the backup waits for it to be stopped.
    const archive = join(freshFolder(), 'methapilot.tar.gz');
    await expect(backupEmbeddedDatabase(dataDir, archive)).rejects.toThrow(/in use/);
    await original.close();
    expect(await backupEmbeddedDatabase(dataDir, archive)).toBeGreaterThan(0);

    const restoredDir = freshFolder();
    await restoreEmbeddedDatabase(archive, restoredDir);
    const restored = await openDatabase({ kind: 'pglite-dir', dataDir: restoredDir });
    try {
      await restored.migrate();
      const rows = await restored.db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.email, 'camille@ferme.test'));
      expect(rows).toEqual([{ name: 'Camille' }]);
    } finally {
      await restored.close();
    }

    // A restore never overwrites a database.
    await expect(restoreEmbeddedDatabase(archive, restoredDir)).rejects.toThrow(/already holds a database/);
  });
});
