import type { Db } from './client.js';
import { transactionWithPrelude, type DbTransaction, type PreludeRow } from './prelude-transaction.js';

export type { DbTransaction } from './prelude-transaction.js';

/** The unprivileged role every request transaction switches to (created by the setup migration). */
export const applicationRole = 'methapilot_app';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The statement that binds a transaction to a user (an empty id: no user). It is written into the SQL text,
 * not passed as a parameter, so that it can travel with the BEGIN (prelude-transaction.ts): the id is a
 * checked uuid (or empty) and the role a constant, so the text holds nothing a caller could shape.
 * set_config('role', …, true) is SET LOCAL ROLE.
 */
function userContextStatement(userId: string): string {
  if (userId !== '' && !uuidPattern.test(userId)) throw new Error('withUserContext: userId must be a uuid');
  return `select set_config('app.user_id', '${userId}', true), set_config('role', '${applicationRole}', true)`;
}

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
  return transactionWithPrelude(db, userContextStatement(userId), work);
}

/** A transaction as the application role with no user: it sees only what policies open to everyone. */
export async function withAnonymousContext<T>(db: Db, work: (tx: DbTransaction) => Promise<T>): Promise<T> {
  return transactionWithPrelude(db, userContextStatement(''), work);
}

/**
 * Runs `work` in one transaction bound to the user that `userSelect` finds: trusted SQL without parameters (the
 * caller builds it from checked values) selecting at most one row with a `user_id` column. It is read in the
 * statement that starts the transaction, so finding the user costs no round trip of its own; `work` gets that
 * row (undefined when none: the transaction then has no user, and `work` is expected to refuse).
 */
export async function withSelectedUserContext<T>(
  db: Db,
  userSelect: string,
  work: (tx: DbTransaction, found: PreludeRow | undefined) => Promise<T>,
): Promise<T> {
  const prelude = `select found.*, set_config('app.user_id', coalesce(found.user_id::text, ''), true),
    set_config('role', '${applicationRole}', true) from (select 1) as one left join (${userSelect}) as found on true`;
  return transactionWithPrelude(db, prelude, (tx, rows) => {
    const [row] = rows;
    return work(tx, row?.user_id === null || row?.user_id === undefined ? undefined : row);
  });
}
