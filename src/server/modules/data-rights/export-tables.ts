// Which tables a GDPR export reads, worked out from the Drizzle schema itself: every table with a `user_id`
// column, and `users` by its id. A user-owned table added later is exported without anyone listing it here
// (tests/api/data-rights-export.api.test.ts compares this with information_schema).
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/schema.js';
import { userOwnedTables } from '../../db/schema/user-owned-tables.js';

/**
 * Secrets that never leave the server, per table: left out of the export (docs/ARCHITECTURE.md "Data rights").
 * Password hashes and OAuth tokens, session tokens, TOTP secrets, backup and used codes, the offline encryption
 * keys, webhook secrets, acknowledgement token hashes, the secure logs' ciphertexts (their clear, masked text
 * stays), and an export's own zip, and a passage's search vector (derived from its text).
 */
export const EXPORT_LEFT_OUT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  accounts: ['password', 'access_token', 'refresh_token', 'id_token'],
  sessions: ['token'],
  two_factors: ['secret', 'backup_codes'],
  used_totp_codes: ['code'],
  user_local_keys: ['key'],
  emergency_webhooks: ['secret'],
  emergency_ack_links: ['token_hash'],
  secure_logs: ['encrypted_message', 'encrypted_metadata'],
  gdpr_exports: ['content'],
  document_chunks: ['search_vector'],
};

export interface ExportTable {
  name: string;
  /** The owner column compared with the user id. */
  ownerColumn: string;
  /** true: read as the user under row-level security; false: a server-only table, read by the server. */
  isReadAsUser: boolean;
  /** The columns written to the export, in the table's order (secrets left out). */
  columns: string[];
  /** bytea columns among them: written as files of the zip. */
  fileColumns: string[];
  /** Columns never read into the export's JSON: the secrets, and the files (read apart). */
  leftOutOfJson: string[];
}

function exportTableOf(table: PgTable, policyTables: Set<string>): ExportTable | null {
  const config = getTableConfig(table);
  const ownerColumn = config.name === 'users' ? 'id' : 'user_id';
  if (!config.columns.some((column) => column.name === ownerColumn)) return null;
  const leftOut = new Set(EXPORT_LEFT_OUT_COLUMNS[config.name] ?? []);
  const columns = config.columns.filter((column) => !leftOut.has(column.name));
  return {
    name: config.name,
    ownerColumn,
    isReadAsUser: policyTables.has(config.name),
    columns: columns.map((column) => column.name),
    fileColumns: columns.filter((column) => column.getSQLType() === 'bytea').map((column) => column.name),
    leftOutOfJson: config.columns
      .filter((column) => leftOut.has(column.name) || column.getSQLType() === 'bytea')
      .map((column) => column.name),
  };
}

/** Every table of the schema that holds rows of one user, sorted by name. */
export function findExportTables(): ExportTable[] {
  const policyTables = new Set(userOwnedTables.map((owned) => owned.name));
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => exportTableOf(table, policyTables))
    .filter((table): table is ExportTable => table !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}
