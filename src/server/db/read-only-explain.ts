import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client.js';

/** What Drizzle keeps of its driver (not in its public types): the client. */
interface DrizzleInternals {
  session: { client: unknown };
}

/** Longest an EXPLAIN may plan (a plan is not run: this only bounds a pathological planning). */
const explainTimeout = "set local statement_timeout = '5s'";

function planLines(rows: Record<string, unknown>[]): string[] {
  return rows.map((row) => {
    const line = row['QUERY PLAN'] ?? Object.values(row)[0];
    return typeof line === 'string' ? line : JSON.stringify(line ?? '');
  });
}

/**
 * Runs one EXPLAIN (never ANALYZE: the caller builds it) over the simple query protocol, so a statement's $1
 * placeholders reach the server as text (EXPLAIN (GENERIC_PLAN) plans them) rather than as parameters to bind,
 * inside a read-only transaction that is rolled back.
 */
export async function explainReadOnly(db: Db, explain: string): Promise<string[]> {
  const { client } = (db as unknown as DrizzleInternals).session;
  if (client instanceof PGlite) {
    let lines: string[] = [];
    await client
      .transaction(async (tx) => {
        await tx.exec('set transaction read only');
        await tx.exec(explainTimeout);
        const results = await tx.exec(explain);
        lines = planLines(results.at(-1)?.rows ?? []);
        await tx.rollback();
      })
      .catch((error: unknown) => {
        if (lines.length === 0) throw error;
      });
    return lines;
  }
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    try {
      await connection.query('begin read only');
      await connection.query(explainTimeout);
      const result = await connection.query(explain);
      return planLines(result.rows as Record<string, unknown>[]);
    } finally {
      await connection.query('rollback').catch(() => undefined);
      connection.release();
    }
  }
  throw new Error('explainReadOnly: unknown database driver');
}
