/**
 * A small RFC 4180 CSV reader, shared by the QA checklist checks and the CSV import.
 *
 * - Any single character other than a double quote, CR or LF can be the separator (`;` for French Excel, `,`).
 * - Records end with CRLF, LF or a lone CR; a line break at the very end of the text does not open a new record.
 * - A field starting with `"` is quoted: it may hold separators and line breaks, and `""` stands for one `"`.
 * - A quote inside an unquoted field, or text after a closing quote, is kept as is (lenient, like spreadsheets).
 * - A leading byte order mark (U+FEFF) is skipped.
 * - An empty line gives a record with one empty field; an empty text gives no record.
 */

export class CsvParseError extends Error {
  /** 1-based line of the text where the faulty quoted field starts. */
  readonly line: number;

  constructor(message: string, line: number) {
    super(message);
    this.name = 'CsvParseError';
    this.line = line;
  }
}

const byteOrderMark = '\uFEFF';
const quoteChar = '"';

/**
 * The records of a CSV text, one at a time. With `pauseEvery`, a `null` comes out after about that many
 * characters read (inside a long quoted field too): a caller that must not hold its thread for long (the
 * server reading an upload) waits there before taking the next records.
 */
export function* readCsvRecords(
  text: string,
  separator: string,
  pauseEvery = Number.POSITIVE_INFINITY,
): Generator<string[] | null, void, undefined> {
  if (separator.length !== 1 || separator === quoteChar || separator === '\r' || separator === '\n') {
    throw new RangeError(`Invalid CSV separator: ${JSON.stringify(separator)}`);
  }
  const source = text.startsWith(byteOrderMark) ? text.slice(1) : text;
  if (source.length === 0) return;

  let record: string[] = [];
  let field = '';
  let line = 1;
  let index = 0;
  let nextPause = pauseEvery;
  /** True right after a separator or the start of a record: the next field has not started yet. */
  let atFieldStart = true;

  const endRecord = (): string[] => {
    record.push(field);
    const ended = record;
    record = [];
    field = '';
    atFieldStart = true;
    return ended;
  };

  while (index < source.length) {
    if (index >= nextPause) {
      nextPause = index + pauseEvery;
      yield null;
    }
    const char = source.charAt(index);

    if (char === quoteChar && atFieldStart) {
      const startLine = line;
      index += 1;
      let closed = false;
      while (index < source.length) {
        if (index >= nextPause) {
          nextPause = index + pauseEvery;
          yield null;
        }
        const inner = source.charAt(index);
        if (inner === quoteChar) {
          if (source.charAt(index + 1) === quoteChar) {
            field += quoteChar;
            index += 2;
            continue;
          }
          index += 1;
          closed = true;
          break;
        }
        if (inner === '\n' || (inner === '\r' && source.charAt(index + 1) !== '\n')) line += 1;
        field += inner;
        index += 1;
      }
      if (!closed) {
        throw new CsvParseError(`Unterminated quoted field starting on line ${startLine}`, startLine);
      }
      atFieldStart = false;
      continue;
    }

    if (char === separator) {
      record.push(field);
      field = '';
      atFieldStart = true;
      index += 1;
      continue;
    }

    if (char === '\r' || char === '\n') {
      index += char === '\r' && source.charAt(index + 1) === '\n' ? 2 : 1;
      line += 1;
      yield endRecord();
      continue;
    }

    field += char;
    atFieldStart = false;
    index += 1;
  }

  // The last record, unless the text ended with a line break (which already closed it).
  const lastChar = source.charAt(source.length - 1);
  const endedWithLineBreak = (lastChar === '\n' || lastChar === '\r') && atFieldStart && record.length === 0;
  if (!endedWithLineBreak) yield endRecord();
}

/** Every record of a CSV text at once. */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  for (const record of readCsvRecords(text, separator)) if (record) records.push(record);
  return records;
}
