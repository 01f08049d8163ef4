// The database engines the endpoint rows run on: a fresh PGlite directory, or a throwaway PostgreSQL database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database } from '../src/server/db/client.js';
import { openDatabase } from './built-server-modules.js';

export interface Engine {
  label: string;
  open: () => Promise<{ database: Database; dispose: () => Promise<void> }>;
}

export const pgliteEngine: Engine = {
  label: 'PGlite',
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-bench-'));
    const database = await openDatabase({ kind: 'pglite-dir', dataDir });
    return {
      database,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

export function createPostgresEngine(serverUrl: string): Engine {
  const runMaintenance = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL',
    async open() {
      const name = `methapilot_bench_${randomBytes(5).toString('hex')}`;
      await runMaintenance(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      return {
        database,
        async dispose() {
          await database.close();
          await runMaintenance(`drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}
