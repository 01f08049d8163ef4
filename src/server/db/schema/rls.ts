// Row-level security building blocks (docs/ARCHITECTURE.md "isolation"): every request transaction runs
// `SET LOCAL ROLE methapilot_app` and `set_config('app.user_id', <signed-in user id>, true)`.
import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, type AnyPgColumn, type PgPolicy } from 'drizzle-orm/pg-core';

/** The unprivileged application role, created (with its grants) by the setup migration, not by drizzle-kit. */
export const appRole = pgRole('methapilot_app').existing();

/** The signed-in user of the current transaction; NULL when no user is set (visitors, jobs). */
export const currentUserId = sql`nullif(current_setting('app.user_id', true), '')::uuid`;

/** A user sees and writes only the rows whose owner column is the signed-in user. */
export function ownRowsPolicy(tableName: string, userIdColumn: AnyPgColumn): PgPolicy {
  return pgPolicy(`${tableName}_own_rows`, {
    as: 'permissive',
    to: appRole,
    for: 'all',
    using: sql`${userIdColumn} = ${currentUserId}`,
    withCheck: sql`${userIdColumn} = ${currentUserId}`,
  });
}

/** Global read-only catalogue: the application role may read every row and write none. */
export function readOnlyCataloguePolicy(tableName: string): PgPolicy {
  return pgPolicy(`${tableName}_read_all`, {
    as: 'permissive',
    to: appRole,
    for: 'select',
    using: sql`true`,
  });
}
