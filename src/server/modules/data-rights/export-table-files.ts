// One table of a GDPR export as files of the zip: its rows as JSON and as CSV (UTF-8 with a byte order mark,
// `;`, CRLF, as the app's other CSV downloads), and each stored file (bytea) as a file of its own.
import { safeFileName, uniqueName } from '../library/redii-dossier-zip.js';
import type { ExportTable } from './export-tables.js';

/** A row as read: its columns as JSON (to_jsonb, the same on both engines) and its bytea columns' bytes. */
export interface ExportedRow {
  values: Record<string, unknown>;
  files: Record<string, Uint8Array | null>;
}

const extensionByMimeType: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'text/csv': '.csv',
  'application/zip': '.zip',
};

function fileNameOf(row: Record<string, unknown>, column: string, index: number): string {
  const id = typeof row.id === 'string' ? row.id : String(index + 1);
  const mimeType = typeof row.mime_type === 'string' ? row.mime_type : '';
  const named = typeof row.file_name === 'string' ? row.file_name : '';
  const base = named === '' ? `${column}${extensionByMimeType[mimeType] ?? '.bin'}` : named;
  return `${id}-${safeFileName(base, 'fichier')}`;
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  // A spreadsheet must not run a cell as a formula (the app's CSV exports guard the same way).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function toCsv(columns: string[], rows: Record<string, unknown>[]): string {
  const lines = [columns.map(csvCell), ...rows.map((row) => columns.map((column) => csvCell(row[column])))];
  return `\uFEFF${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}

export interface TableFiles {
  /** Path in the zip -> bytes; `isStored` files are already compressed (PDF, images) and kept as they are. */
  entries: { path: string; bytes: Uint8Array; isStored: boolean }[];
  rowCount: number;
}

/** The JSON, the CSV and the stored files of one table; a file column's value becomes the file's path. */
export function tableFiles(table: ExportTable, rows: ExportedRow[]): TableFiles {
  const encoder = new TextEncoder();
  const entries: TableFiles['entries'] = [];
  const taken = new Set<string>();
  const shaped = rows.map((row, index) => {
    const values: Record<string, unknown> = {};
    for (const column of table.columns) {
      if (!table.fileColumns.includes(column)) {
        values[column] = row.values[column] ?? null;
        continue;
      }
      const bytes = row.files[column] ?? null;
      if (bytes === null) {
        values[column] = null;
        continue;
      }
      const path = `fichiers/${table.name}/${uniqueName(fileNameOf(row.values, column, index), taken)}`;
      entries.push({ path, bytes, isStored: true });
      values[column] = path;
    }
    return values;
  });
  entries.push(
    {
      path: `tables/${table.name}.json`,
      bytes: encoder.encode(JSON.stringify(shaped, null, 2)),
      isStored: false,
    },
    {
      path: `tables/${table.name}.csv`,
      bytes: encoder.encode(toCsv(table.columns, shaped)),
      isStored: false,
    },
  );
  return { entries, rowCount: rows.length };
}
