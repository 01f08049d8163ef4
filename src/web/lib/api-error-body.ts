// The API's error body and the offline key answer, read without zod: the code every page runs before its first
// render (the API client, the offline queue) stays out of the zod chunk, which only forms need. The unit tests
// check these readers against the contracts' schemas (shared/contracts/errors.ts, offline.ts) on random input.
import type { TApiError } from '../../shared/contracts/errors';
import type { TLocalKeyResponse } from '../../shared/contracts/offline';

type TErrorFields = TApiError['error'];
type TErrorRow = NonNullable<TErrorFields['rows']>[number];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}

function readRow(value: unknown): TErrorRow | null {
  if (!isRecord(value) || typeof value.row !== 'number' || typeof value.message !== 'string') return null;
  if (Number.isNaN(value.row) || !Number.isFinite(value.row)) return null;
  if (value.column !== undefined && typeof value.column !== 'string') return null;
  return {
    row: value.row,
    message: value.message,
    ...(value.column === undefined ? {} : { column: value.column }),
  };
}

/** The body `{ error: { code, message, fields?, rows?, errorId? } }` the API answers on failure, else null. */
export function readApiError(body: unknown): TApiError | null {
  if (!isRecord(body) || !isRecord(body.error)) return null;
  const { code, message, fields, rows, errorId } = body.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields !== undefined && !isStringRecord(fields)) return null;
  if (errorId !== undefined && typeof errorId !== 'string') return null;
  let readRows: TErrorRow[] | undefined;
  if (rows !== undefined) {
    if (!Array.isArray(rows)) return null;
    readRows = [];
    for (const entry of rows) {
      const row = readRow(entry);
      if (!row) return null;
      readRows.push(row);
    }
  }
  return {
    error: {
      code,
      message,
      ...(fields === undefined ? {} : { fields }),
      ...(readRows === undefined ? {} : { rows: readRows }),
      ...(errorId === undefined ? {} : { errorId }),
    },
  };
}

const localKeyPattern = /^[A-Za-z0-9+/]{43}=$/;

/** GET /api/offline/key's answer (AES-GCM 256, the key in base64), else null. */
export function readLocalKeyResponse(body: unknown): TLocalKeyResponse | null {
  if (!isRecord(body)) return null;
  const { algorithm, length, key } = body;
  if (algorithm !== 'AES-GCM' || length !== 256 || typeof key !== 'string' || !localKeyPattern.test(key)) {
    return null;
  }
  return { algorithm, length, key };
}
