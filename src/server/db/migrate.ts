import { migrate as migratePgliteDb } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgresDb } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrationsFolder } from '../lib/project-paths.js';

/** Any number that identifies "MethaPilot migrations" among advisory locks. */
const migrationLockKey = 4_842_017_301;

export async function migratePglite(client: PGlite): Promise<void> {
  await migratePgliteDb(drizzlePglite({ client }), { migrationsFolder });
}

/**
 * Several instances may start at once against one PostgreSQL: the first takes an advisory lock and migrates,
 * the others wait for it and then find nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    try {
      await migratePostgresDb(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
    }
  } finally {
    client.release();
  }
}
