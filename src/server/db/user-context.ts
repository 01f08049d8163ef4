import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** The unprivileged role every request transaction switches to (created by the setup migration). */
export const applicationRole = 'methapilot_app';

export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Runs `work` in one transaction bound to a user: `app.user_id` is set for this transaction only and the
 * role drops to the application role, so row-level security applies even to a query that forgets its
 * user_id filter (superusers, like PGlite's connection, would bypass it otherwise).
 */
export async function withUserContext<T>(
  db: Db,
  userId: string,
  work: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  if (!uuidPattern.test(userId)) throw new Error('withUserContext: userId must be a uuid');
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('app.user_id', ${userId}, true), set_config('role', ${applicationRole}, true)`,
    );
    return work(tx);
  });
}

/** A transaction as the application role with no user: it sees only what policies open to everyone. */
export async function withAnonymousContext<T>(db: Db, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.user_id', '', true), set_config('role', ${applicationRole}, true)`,
    );
    return work(tx);
  });
}
