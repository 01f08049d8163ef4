import { readCsvRecords } from './csv.js';
import { parseAmountInput, parseDecimalInput } from './decimal-input.js';

/**
 * Records <-> CSV as French Excel reads and writes it: UTF-8 with a byte order mark, `;` between fields, CRLF
 * line ends, comma decimals. Headers and enum values are the user's words (labels in French or English);
 * the import also takes the technical names, so a file exported in one language imports in the other.
 */

/** `datetime`: an instant in ISO 8601 with its offset ("2026-12-01T08:00:00.000Z", "2026-12-01T09:00+01:00"). */
export type TCsvColumnKind =
  'text' | 'decimal' | 'amount' | 'integer' | 'date' | 'datetime' | 'enum' | 'boolean';

export interface CsvColumn {
  /** Field of the record and of the create request. */
  key: string;
  kind: TCsvColumnKind;
  /** For enum columns: the codes allowed. */
  values?: readonly string[];
  /**
   * A column added after files were exported: a file without it still imports, its cells read as empty (the
   * create contract's default applies). Exports always write it.
   */
  isOptional?: boolean;
}

/** The words of one language (or several, for reading) the codec needs. */
export interface CsvVocabulary {
  /** Header written for a column. */
  header(key: string): string;
  /** Every header accepted for a column when reading (technical name and labels of each language). */
  headerAliases(key: string): readonly string[];
  /** Label written for an enum code. */
  enumLabel(key: string, code: string): string;
  /** Every label accepted for an enum code when reading. */
  enumAliases(key: string, code: string): readonly string[];
}

export const CSV_SEPARATOR = ';';
const byteOrderMark = '\uFEFF';
/** Spreadsheets run a cell starting with one of these as a formula: exported text gets a leading quote. */
const formulaStarts = ['=', '+', '-', '@', '\t', '\r'];

/** Lower case, accents removed, spaces squeezed: how headers and enum labels are matched. */
export function normaliseCsvWord(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function quoteCell(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function formatDecimal(value: number): string {
  // No grouping, comma decimal, at most 3 decimals (the precision the tables keep).
  return String(Math.round(value * 1000) / 1000).replace('.', ',');
}

function formatCell(column: CsvColumn, value: unknown, vocabulary: CsvVocabulary): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'decimal':
    case 'amount':
    case 'integer':
      return typeof value === 'number' ? formatDecimal(value) : '';
    case 'boolean':
      return value === true
        ? vocabulary.enumLabel(column.key, 'true')
        : vocabulary.enumLabel(column.key, 'false');
    case 'enum':
      return typeof value === 'string' ? vocabulary.enumLabel(column.key, value) : '';
    case 'date':
    case 'datetime':
    case 'text': {
      const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
      return formulaStarts.some((start) => text.startsWith(start)) ? `'${text}` : text;
    }
  }
}

/** The CSV text of records, header first. */
export function writeRecordsCsv(
  columns: readonly CsvColumn[],
  records: readonly Record<string, unknown>[],
  vocabulary: CsvVocabulary,
): string {
  const lines = [columns.map((column) => quoteCell(vocabulary.header(column.key))).join(CSV_SEPARATOR)];
  for (const record of records) {
    lines.push(
      columns
        .map((column) => quoteCell(formatCell(column, record[column.key], vocabulary)))
        .join(CSV_SEPARATOR),
    );
  }
  return byteOrderMark + lines.join('\r\n') + '\r\n';
}

/** Why a cell or a row was refused: an i18n key of the `records` namespace and its values. */
export interface CsvCellProblem {
  /** Line of the file (the header is line 1). */
  row: number;
  /** Column key; absent for a problem of the whole row or file. */
  column?: string;
  messageKey: string;
  params?: Record<string, string | number>;
}

export type TCsvReadResult =
  | { ok: true; records: { row: number; values: Record<string, unknown> }[] }
  | { ok: false; problems: CsvCellProblem[] };

/** An instant with its offset; the module's contract then checks that it is a real moment (and, say, future). */
const isoInstantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

const trueWords = new Set(['true', 'vrai', 'oui', 'yes', '1', 'x']);
const falseWords = new Set(['false', 'faux', 'non', 'no', '0', '']);

function toIsoDate(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  // French Excel turns ISO dates into dd/mm/yyyy when the file is saved again.
  const french = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (!french) return null;
  const [, day = '', month = '', year = ''] = french;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

function readCell(
  column: CsvColumn,
  raw: string,
  enumIndex: Map<string, string> | undefined,
): { ok: true; value: unknown } | { ok: false; messageKey: string } {
  const text = raw.trim();
  switch (column.kind) {
    case 'text': {
      // Undo the formula guard of the export.
      const unguarded = text.startsWith("'") && formulaStarts.some((start) => text.startsWith(start, 1));
      return { ok: true, value: unguarded ? text.slice(1) : text === '' ? null : text };
    }
    case 'decimal':
    case 'amount':
    case 'integer': {
      if (text === '') return { ok: true, value: null };
      const value = column.kind === 'amount' ? parseAmountInput(text) : parseDecimalInput(text);
      if (value === null) return { ok: false, messageKey: 'records:csv.notANumber' };
      if (column.kind === 'integer' && !Number.isInteger(value))
        return { ok: false, messageKey: 'records:csv.notAnInteger' };
      return { ok: true, value };
    }
    case 'date': {
      if (text === '') return { ok: true, value: null };
      const value = toIsoDate(text);
      return value ? { ok: true, value } : { ok: false, messageKey: 'records:csv.notADate' };
    }
    case 'datetime': {
      if (text === '') return { ok: true, value: null };
      return isoInstantPattern.test(text)
        ? { ok: true, value: text }
        : { ok: false, messageKey: 'records:csv.notADateTime' };
    }
    case 'boolean': {
      const word = normaliseCsvWord(text);
      if (trueWords.has(word) || enumIndex?.get(word) === 'true') return { ok: true, value: true };
      if (falseWords.has(word) || enumIndex?.get(word) === 'false') return { ok: true, value: false };
      return { ok: false, messageKey: 'records:csv.notABoolean' };
    }
    case 'enum': {
      if (text === '') return { ok: true, value: null };
      const code = enumIndex?.get(normaliseCsvWord(text));
      return code === undefined
        ? { ok: false, messageKey: 'records:csv.unknownValue' }
        : { ok: true, value: code };
    }
  }
}

function buildEnumIndex(column: CsvColumn, vocabulary: CsvVocabulary): Map<string, string> | undefined {
  const codes =
    column.kind === 'boolean' ? ['true', 'false'] : column.kind === 'enum' ? (column.values ?? []) : [];
  if (codes.length === 0) return undefined;
  const index = new Map<string, string>();
  for (const code of codes) {
    index.set(normaliseCsvWord(code), code);
    for (const alias of vocabulary.enumAliases(column.key, code)) index.set(normaliseCsvWord(alias), code);
  }
  return index;
}

/** Guesses the separator from the header line: `;` (French Excel) unless the line only has commas. */
function detectSeparator(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  return firstLine.includes(';') || !firstLine.includes(',') ? ';' : ',';
}

/** The bounds of one import and how it lets other work run. */
export interface CsvReadLimits {
  /** Most data rows (non-empty lines after the header); one more and the file is refused at once. */
  maxRows: number;
  /** Most header cells: an import's columns are a handful, a header of thousands is not a records file. */
  maxColumns: number;
  /**
   * Awaited every so often (about every 64 K characters and every 500 rows): the server passes a wait for the
   * next turn of its event loop, so that other requests are answered while a large file is read.
   */
  pause?: () => Promise<void>;
}

/** Characters the reader goes through between two pauses. */
const charactersPerSlice = 64 * 1024;
/** Rows converted between two pauses. */
const rowsPerSlice = 500;

type TCsvRows = { ok: true; header: string[]; rows: { row: number; cells: string[] }[] } | TCsvRefusal;
type TCsvRefusal = { ok: false; problems: CsvCellProblem[] };

/** The header and the non-empty data rows of a text, or why it is refused (stopping as soon as it knows). */
async function readCsvRows(text: string, limits: CsvReadLimits): Promise<TCsvRows> {
  const separator = detectSeparator(text.replace(/^\uFEFF/, ''));
  let header: string[] | undefined;
  let recordIndex = 0;
  const rows: { row: number; cells: string[] }[] = [];
  try {
    for (const record of readCsvRecords(text, separator, charactersPerSlice)) {
      if (record === null) {
        await limits.pause?.();
        continue;
      }
      recordIndex += 1;
      if (header === undefined) {
        header = record;
        if (header.length > limits.maxColumns) {
          return refusal(1, 'records:csv.tooManyColumns', { max: limits.maxColumns });
        }
        continue;
      }
      if (record.every((cell) => cell.trim() === '')) continue;
      rows.push({ row: recordIndex, cells: record });
      if (rows.length > limits.maxRows) return refusal(1, 'records:csv.tooManyRows', { max: limits.maxRows });
    }
  } catch (error) {
    const line = error instanceof Error && 'line' in error ? Number(error.line) : 1;
    return refusal(line, 'records:csv.unterminatedQuote');
  }
  return { ok: true, header: header ?? [], rows };
}

function refusal(row: number, messageKey: string, params?: Record<string, string | number>): TCsvRefusal {
  return { ok: false, problems: [{ row, messageKey, ...(params ? { params } : {}) }] };
}

/**
 * Reads CSV text into records of the columns' keys. The header must name every column once (in any order;
 * unknown columns are refused so that a wrong file is not half understood). Values are converted per kind;
 * the records still have to pass the module's create contract. The work is bounded by `limits` and done in
 * slices separated by `limits.pause`.
 */
export async function readRecordsCsv(
  columns: readonly CsvColumn[],
  text: string,
  vocabulary: CsvVocabulary,
  limits: CsvReadLimits,
): Promise<TCsvReadResult> {
  const table = await readCsvRows(text, limits);
  if (!table.ok) return table;
  const { header } = table;
  if (header.every((cell) => cell.trim() === '')) return refusal(1, 'records:csv.empty');

  const headerIndex = new Map<string, string>();
  for (const column of columns) {
    for (const alias of [column.key, ...vocabulary.headerAliases(column.key)]) {
      headerIndex.set(normaliseCsvWord(alias), column.key);
    }
  }
  const problems: CsvCellProblem[] = [];
  const positions = new Map<string, number>();
  header.forEach((cell, position) => {
    const key = headerIndex.get(normaliseCsvWord(cell));
    if (key === undefined) {
      problems.push({ row: 1, messageKey: 'records:csv.unknownColumn', params: { column: cell.trim() } });
    } else if (positions.has(key)) {
      problems.push({ row: 1, messageKey: 'records:csv.duplicateColumn', params: { column: cell.trim() } });
    } else {
      positions.set(key, position);
    }
  });
  for (const column of columns) {
    if (!positions.has(column.key) && column.isOptional !== true) {
      problems.push({
        row: 1,
        messageKey: 'records:csv.missingColumn',
        params: { column: vocabulary.header(column.key) },
      });
    }
  }
  if (problems.length > 0) return { ok: false, problems };

  const { rows } = table;
  if (rows.length === 0) return refusal(2, 'records:csv.noRows');

  const enumIndexes = new Map(columns.map((column) => [column.key, buildEnumIndex(column, vocabulary)]));
  const records: { row: number; values: Record<string, unknown> }[] = [];
  for (const [index, { row, cells }] of rows.entries()) {
    if (index > 0 && index % rowsPerSlice === 0) await limits.pause?.();
    if (cells.length > header.length) {
      problems.push({ row, messageKey: 'records:csv.tooManyCells', params: { count: cells.length } });
      continue;
    }
    const values: Record<string, unknown> = {};
    for (const column of columns) {
      const cell = readCell(
        column,
        cells[positions.get(column.key) ?? -1] ?? '',
        enumIndexes.get(column.key),
      );
      if (cell.ok) values[column.key] = cell.value;
      else problems.push({ row, column: column.key, messageKey: cell.messageKey });
    }
    records.push({ row, values });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, records };
}
