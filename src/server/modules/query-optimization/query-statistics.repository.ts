import { sql } from 'drizzle-orm';
import type { Db, DbEngine } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';

/** How many statements the page lists: the slowest by total time. */
export const LISTED_STATEMENTS = 50;

export type StatisticsState = 'ready' | 'not_installed' | 'not_preloaded' | 'not_created';

interface ExtensionFacts extends Record<string, unknown> {
  isAvailable: boolean;
  isCreated: boolean;
  preloaded: string | null;
}

async function extensionFacts(db: Db): Promise<ExtensionFacts> {
  const [facts] = await queryRows<ExtensionFacts>(
    db,
    sql`select
          exists (select 1 from pg_available_extensions where name = 'pg_stat_statements') as "isAvailable",
          exists (select 1 from pg_extension where extname = 'pg_stat_statements') as "isCreated",
          current_setting('shared_preload_libraries', true) as preloaded`,
  );
  if (!facts) throw new Error('no extension facts');
  return facts;
}

function isPreloaded(preloaded: string | null): boolean {
  return (preloaded ?? '')
    .split(',')
    .map((name) => name.trim().replace(/^"|"$/g, ''))
    .includes('pg_stat_statements');
}

/**
 * Whether pg_stat_statements can be read, creating its view when the library is loaded but the extension is
 * not created yet (PGlite preloads it; a PostgreSQL server configured for it): without the library in
 * shared_preload_libraries the view would only raise errors, so it is left alone.
 */
export async function prepareQueryStatistics(db: Db): Promise<StatisticsState> {
  const facts = await extensionFacts(db);
  if (!facts.isAvailable) return 'not_installed';
  if (!isPreloaded(facts.preloaded)) return 'not_preloaded';
  if (facts.isCreated) return 'ready';
  try {
    await db.execute(sql`create extension if not exists pg_stat_statements`);
    return 'ready';
  } catch {
    // The connection's role may not create extensions: the page says so.
    return 'not_created';
  }
}

export interface StatementRow extends Record<string, unknown> {
  queryId: string;
  query: string;
  calls: number | string;
  totalMs: number | string;
  meanMs: number | string;
  maxMs: number | string;
  rows: number | string;
}

/** The slowest statements of this database, by total execution time. */
export function readSlowestStatements(db: Db): Promise<StatementRow[]> {
  return queryRows<StatementRow>(
    db,
    sql`select queryid::text as "queryId", query, calls, total_exec_time as "totalMs",
               mean_exec_time as "meanMs", max_exec_time as "maxMs", rows
        from pg_stat_statements
        where dbid = (select oid from pg_database where datname = current_database()) and queryid is not null
        order by total_exec_time desc, queryid
        limit ${LISTED_STATEMENTS}`,
  );
}

export async function resetStatistics(db: Db): Promise<void> {
  await db.execute(sql`select pg_stat_statements_reset()`);
}

/** EXPLAIN (GENERIC_PLAN) exists from PostgreSQL 16 (PGlite is 17 and later). */
export async function hasGenericPlan(db: Db, engine: DbEngine): Promise<boolean> {
  if (engine === 'pglite') return true;
  const [row] = await queryRows<{ version: number | string }>(
    db,
    sql`select current_setting('server_version_num')::integer as version`,
  );
  return Number(row?.version ?? 0) >= 160000;
}
