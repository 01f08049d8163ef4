import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { MAX_CSV_IMPORT_COLUMNS, MAX_CSV_IMPORT_ROWS } from '../../../shared/contracts/records.js';
import type { CsvReadLimits } from '../../../shared/domain/csv-records.js';

export const csvContentTypes = ['text/csv', 'application/vnd.ms-excel', 'text/plain'];

/** CSV uploads arrive as raw bytes: the encoding is checked by the import, not guessed by the parser. */
export function acceptCsvUploads(app: FastifyInstance): void {
  app.addContentTypeParser(csvContentTypes, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
}

/**
 * Route options of every CSV import: the session is checked when the request arrives, before the upload is
 * read or parsed, so an anonymous upload costs nothing (401 at once).
 */
export const csvImportRouteOptions = {
  onRequest: async (request: FastifyRequest): Promise<void> => {
    await request.signedInUserId();
  },
};

/**
 * The bounds of an import (rows, header cells; the body limit bounds the bytes) and its pauses: the reader
 * waits for the next turn of the event loop between slices, so the server keeps answering while it reads.
 */
export const csvImportLimits: CsvReadLimits = {
  maxRows: MAX_CSV_IMPORT_ROWS,
  maxColumns: MAX_CSV_IMPORT_COLUMNS,
  pause: () => nextTurn(),
};

/** Rows of an import checked against the module's contract between two pauses. */
export const csvCheckSlice = 500;

/**
 * The text of an uploaded file when it is UTF-8 (with or without a byte order mark), else null: a file saved
 * in another encoding (Windows-1252 "CSV (séparateur : point-virgule)", UTF-16) would import wrong letters.
 */
export function decodeUtf8Csv(bytes: Uint8Array): string | null {
  const isUtf16 =
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (isUtf16) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}
