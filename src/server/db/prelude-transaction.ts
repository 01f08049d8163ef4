import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { PgliteSession, PgliteTransaction } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from './client.js';

/** A Drizzle transaction (what `db.transaction` hands its callback). */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A row the prelude answers (its last statement's), as the driver reads it. */
export type PreludeRow = Record<string, unknown>;

/** What Drizzle keeps of its driver (not in its public types): the dialect, the client and the schema. */
interface DrizzleInternals {
  dialect: PgDialect;
  session: { client: unknown; schema: undefined; options: Record<string, never> };
}

/**
 * `db.transaction(work)` whose first statement, `prelude` (trusted SQL without parameters: the caller builds
 * it from checked values), is sent with the BEGIN instead of after it. Every request's transaction starts by
 * setting its user (user-context.ts); this saves that statement's own round trip on PostgreSQL (one simple
 * query "begin; <prelude>") and, on PGlite, the extended protocol's six calls into the engine for it (one
 * simple query). The work gets the same Drizzle transaction as `db.transaction` gives (savepoints for nested
 * transactions, rollback on a throw) and the rows the prelude's last statement answered; another driver falls
 * back to `db.transaction` and the prelude as its first statement.
 */
export async function transactionWithPrelude<T>(
  db: Db,
  prelude: string,
  work: (tx: DbTransaction, preludeRows: PreludeRow[]) => Promise<T>,
): Promise<T> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const { client, schema, options } = session;
  if (client instanceof PGlite) {
    return client.transaction(async (pgliteTransaction) => {
      const results = await pgliteTransaction.exec(prelude);
      const txSession = new PgliteSession(pgliteTransaction, dialect, schema, options);
      return work(
        new PgliteTransaction(dialect, txSession, schema) as unknown as DbTransaction,
        results.at(-1)?.rows ?? [],
      );
    });
  }
  if (client instanceof pg.Pool) {
    const connection = await client.connect();
    let connectionError: Error | undefined;
    try {
      // Several statements in one simple query answer one result each: the prelude's is the last.
      const results = (await connection.query(`begin; ${prelude}`)) as unknown as pg.QueryResult[];
      const txSession = new NodePgSession(connection, dialect, schema, options);
      const result = await work(
        new NodePgTransaction(dialect, txSession, schema) as unknown as DbTransaction,
        (results.at(-1)?.rows ?? []) as PreludeRow[],
      );
      await connection.query('commit');
      return result;
    } catch (error) {
      // As Drizzle does; a connection that cannot even roll back is not given back to the pool.
      await connection.query('rollback').catch((rollbackError: unknown) => {
        connectionError = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    } finally {
      connection.release(connectionError);
    }
  }
  return db.transaction(async (tx) => {
    const result: unknown = await tx.execute(sql.raw(prelude));
    const rows = Array.isArray(result) ? result : (result as { rows?: PreludeRow[] }).rows;
    return work(tx, (rows ?? []) as PreludeRow[]);
  });
}
