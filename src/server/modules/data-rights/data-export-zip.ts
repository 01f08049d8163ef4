// The zip of a GDPR export (issue 21): every table holding the user's rows, as JSON and CSV, their stored files,
// a manifest (row counts, what was left out) and a README in French and English.
import { zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/client.js';
import { withUserContext } from '../../db/user-context.js';
import { readExportRows } from './data-export.repository.js';
import { tableFiles, type TableFiles } from './export-table-files.js';
import { EXPORT_LEFT_OUT_COLUMNS, findExportTables, type ExportTable } from './export-tables.js';

const readme = `MethaPilot - export de vos données / export of your data

FR
- tables/<table>.json et tables/<table>.csv : vos lignes de chaque table (CSV : UTF-8, « ; », nombres et
  dates tels que stockés : point décimal, dates ISO 8601).
- fichiers/<table>/ : vos documents et pièces justificatives ; la colonne correspondante donne leur chemin.
- manifest.json : le nombre de lignes par table et les colonnes secrètes laissées de côté (mots de passe chiffrés,
  jetons de session, secrets TOTP, clés de chiffrement, secrets de webhook, empreintes de liens).

EN
- tables/<table>.json and tables/<table>.csv: your rows of each table (CSV: UTF-8, ";", numbers and dates as
  stored: decimal point, ISO 8601 dates).
- fichiers/<table>/: your documents and proof files; the matching column holds their path.
- manifest.json: the row count per table and the secret columns left out (password hashes, session tokens, TOTP
  secrets, encryption keys, webhook secrets, link token hashes).
`;

async function readTables(db: Db, tables: ExportTable[], userId: string): Promise<Map<string, TableFiles>> {
  const read = new Map<string, TableFiles>();
  // The tables under the own-rows policy are read as the user (row-level security: another user's row cannot
  // come); the server-only ones (sessions, accounts, two-factor…) by the server, filtered on the owner.
  await withUserContext(db, userId, async (tx) => {
    for (const table of tables.filter((candidate) => candidate.isReadAsUser))
      read.set(table.name, tableFiles(table, await readExportRows(tx, table, userId)));
  });
  for (const table of tables.filter((candidate) => !candidate.isReadAsUser))
    read.set(table.name, tableFiles(table, await readExportRows(db, table, userId)));
  return read;
}

export async function buildUserExportZip(db: Db, userId: string, now: Date): Promise<Uint8Array> {
  const tables = findExportTables();
  const read = await readTables(db, tables, userId);
  const encoder = new TextEncoder();
  const zippable: Zippable = { 'LISEZ-MOI.txt': [encoder.encode(readme), { level: 6 }] };
  const rowCounts: Record<string, number> = {};
  for (const table of tables) {
    const files = read.get(table.name);
    if (!files) continue;
    rowCounts[table.name] = files.rowCount;
    for (const entry of files.entries)
      zippable[entry.path] = [entry.bytes, { level: entry.isStored ? 0 : 6 }];
  }
  const manifest = {
    generatedAt: now.toISOString(),
    userId,
    rowCounts,
    leftOutColumns: EXPORT_LEFT_OUT_COLUMNS,
  };
  zippable['manifest.json'] = [encoder.encode(JSON.stringify(manifest, null, 2)), { level: 6 }];
  return zipSync(zippable, { mtime: now });
}
