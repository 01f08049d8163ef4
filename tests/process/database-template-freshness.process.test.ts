// The build freshness check that npm start, npm test and the bench run: a migration newer than the database
// template makes it stale, so a new DATA_DIR never starts from a template of older migrations.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildParts, checkPart } from '../../scripts/lib/build-freshness.mjs';

let root: string;

function writeAt(relativePath: string, secondsAgo: number): void {
  const path = join(root, relativePath);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, 'x');
  const time = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path, time, time);
}

/** Folders count by their own time too (a deleted file changes it): set them all back. */
function setFolderTimes(folder: string, secondsAgo: number): void {
  const time = new Date(Date.now() - secondsAgo * 1000);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory()) setFolderTimes(join(folder, entry.name), secondsAgo);
  }
  utimesSync(folder, time, time);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'methapilot-freshness-'));
  writeAt('src/server/db/migrations/0000_setup.sql', 300);
  writeAt('src/server/db/client.ts', 300);
  writeAt(buildParts.databaseTemplate.output, 200);
  setFolderTimes(join(root, 'src'), 300);
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('the database template part of the build', () => {
  it('is fresh when made after every migration', () => {
    expect(checkPart('databaseTemplate', root)).toMatchObject({ isFresh: true });
  });

  it('is stale once a migration is newer than it, naming the migration', () => {
    writeAt('src/server/db/migrations/0016_new.sql', 100);
    setFolderTimes(join(root, 'src'), 150);
    expect(checkPart('databaseTemplate', root)).toEqual({
      isFresh: false,
      reason: 'src/server/db/migrations/0016_new.sql changed after the last build',
    });
  });
});
