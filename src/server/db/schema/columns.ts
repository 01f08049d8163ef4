// Column and constraint helpers shared by the schema files (kept here so each table reads the same way).
// auth.ts must not import this file: it is imported from here, and a cycle would break module loading.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { customType, index, integer, numeric, timestamp, uuid, type IndexBuilder } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** `created_at timestamptz not null default now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `updated_at timestamptz not null default now()`, refreshed by Drizzle on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** Both audit columns, spread into a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * `version integer not null default 1`: raised by one on every update by the `bump_row_version` trigger
 * (migration 0012), so an offline edit made on version n is a conflict when the row is no longer at n.
 */
export const rowVersion = () => integer('version').notNull().default(1);

/** `bytea` (drizzle-orm 0.45 has no built-in builder for it). node-postgres gives a Buffer, PGlite a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Primary key of every table without a natural key. */
export const id = () => uuid('id').primaryKey().defaultRandom();

/** Owner of a user-owned row: `user_id uuid not null references users(id) on delete cascade`. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Money in euros: `numeric(12,2)`, read as a JS number (exact to the cent below 10^13). */
export const money = <TName extends string>(name: TName) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** A quantity (its unit lives in a text column next to it): `numeric(14,3)`, read as a JS number. */
export const quantity = <TName extends string>(name: TName) =>
  numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** A percentage or VAT rate, 0 to 100: `numeric(5,2)`, read as a JS number. */
export const percent = <TName extends string>(name: TName) =>
  numeric(name, { precision: 5, scale: 2, mode: 'number' });

/** Quotes a string as a SQL literal (values are constants of this code base, never user input). */
function literal(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}

/**
 * `column in ('a', 'b', …)` with inlined literals, for CHECK constraints: drizzle-kit writes the SQL text
 * of a check as is, so bound parameters are not an option there.
 */
export function isOneOf(column: SQLWrapper, values: readonly string[]): SQL {
  return sql`${column} in (${sql.join(
    values.map((value) => literal(value)),
    sql`, `,
  )})`;
}

/** `column between min and max` with inlined literals, for CHECK constraints (see `isOneOf`). */
export function isBetween(column: SQLWrapper, { min, max }: { min: number; max: number }): SQL {
  return sql`${column} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`;
}

/**
 * GIN trigram index for the global search's accent- and case-insensitive "contains" (spec §7 "Search
 * reads"): queries must use the same expression, `immutable_unaccent(lower(col)) like '%' || … || '%'`.
 * `immutable_unaccent` and the pg_trgm / unaccent extensions come from the setup migration.
 */
export function trigramIndex(name: string, column: SQLWrapper): IndexBuilder {
  return index(name)
    .using('gin', sql`immutable_unaccent(lower(${column})) gin_trgm_ops`)
    .with({ gin_pending_list_limit: trigramPendingListLimitKb });
}

/**
 * New rows wait in a GIN index's pending list, which every search reads in full, until a vacuum or until the
 * list outgrows this limit (4 MB by default). PGlite has no autovacuum: a list of 4 MB per index cost the global
 * search 2 to 16 ms per index read (migration 0016). At 256 kB it is flushed 16 times as often, a bulk insert
 * taking about a quarter longer.
 */
const trigramPendingListLimitKb = 256;
