import { PGlite } from '@electric-sql/pglite';
import { pg_stat_statements } from '@electric-sql/pglite/contrib/pg_stat_statements';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { join } from 'node:path';
import * as schema from './schema/schema.js';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { migratePglite, migratePostgres } from './migrate.js';
import { startFromTemplate, type TemplateUse } from './embedded-template/embedded-template.js';
import { migrationsFolder } from '../lib/project-paths.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbEngine = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  engine: DbEngine;
  /** Applies the committed SQL migrations that are not applied yet (idempotent). */
  migrate(): Promise<void>;
  /**
   * Runs `work` unless another instance is running the work of the same key (a PostgreSQL advisory lock held
   * on a dedicated connection); resolves false when it was skipped. The embedded database serves one process
   * only, so there it always runs.
   */
  runExclusively(lockKey: number, work: () => Promise<void>): Promise<boolean>;
  /** Closes the connection(s); PGlite checkpoints and the DATA_DIR lock is released. */
  close(): Promise<void>;
  /** Whether a new DATA_DIR was started from the migrated template (a target naming one, on a new DATA_DIR). */
  templateUse?: TemplateUse;
}

export class DatabaseUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseUnavailableError';
  }
}

export type DatabaseTarget =
  /** In memory; `initialData` is a dump of a data directory to start from (PGlite's dumpDataDir). */
  | { kind: 'pglite-memory'; initialData?: Blob }
  /**
   * A data directory; `template`, the folder of a migrated template database (embedded-template/), is copied in
   * when DATA_DIR holds no database yet, instead of letting PGlite run initdb.
   */
  | { kind: 'pglite-dir'; dataDir: string; template?: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

// pg_stat_statements: PGlite preloads it when it is listed here; the query optimisation page reads it
// (modules/query-optimization creates the extension's view on first use).
export const pgliteExtensions = { pg_trgm, unaccent, pg_stat_statements };

async function openPglite(
  dataDir: string | undefined,
  { initialData, template }: { initialData?: Blob; template?: string } = {},
): Promise<Database> {
  const lock: DataDirLock | undefined = dataDir ? await lockDataDir(dataDir) : undefined;
  try {
    // Under the lock: no other process may be creating this DATA_DIR's database at the same time.
    const templateUse =
      dataDir && template ? startFromTemplate(dataDir, template, migrationsFolder) : undefined;
    // relaxedDurability stays off: every commit reaches the files before the query resolves.
    const client = await PGlite.create({
      ...(dataDir ? { dataDir: join(dataDir, 'pglite') } : {}),
      ...(initialData ? { loadDataDir: initialData } : {}),
      extensions: pgliteExtensions,
    });
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      engine: 'pglite',
      templateUse,
      migrate: () => migratePglite(client),
      async runExclusively(_lockKey, work) {
        await work();
        return true;
      },
      async close() {
        try {
          if (!client.closed) await client.close();
        } finally {
          await lock?.release();
        }
      },
    };
  } catch (error) {
    await lock?.release();
    throw error;
  }
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'the configured server';
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {
    // An idle client lost its connection: the pool replaces it; requests report their own errors.
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseUnavailableError(
      `DATABASE_URL: cannot connect to PostgreSQL at ${describeUrl(url)} (${reason}): check the address, the credentials and that the database exists`,
    );
  }
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePostgres(pool),
    async runExclusively(lockKey, work) {
      const connection = await pool.connect();
      try {
        const result = await connection.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [lockKey],
        );
        if (!result.rows[0]?.locked) return false;
        try {
          await work();
        } finally {
          await connection.query('select pg_advisory_unlock($1)', [lockKey]);
        }
        return true;
      } finally {
        connection.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  switch (target.kind) {
    case 'pglite-memory':
      return openPglite(undefined, { initialData: target.initialData });
    case 'pglite-dir':
      return openPglite(target.dataDir, { template: target.template });
    case 'postgres':
      return openPostgres(target.url, target.poolSize ?? 10);
  }
}
