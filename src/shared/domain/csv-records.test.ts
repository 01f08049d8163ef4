import { describe, expect, it } from 'vitest';
import { readRecordsCsv, type CsvColumn, type CsvVocabulary } from './csv-records.js';

const columns: readonly CsvColumn[] = [
  { key: 'name', kind: 'text' },
  { key: 'level', kind: 'decimal' },
];
const vocabulary: CsvVocabulary = {
  header: (key) => key,
  headerAliases: (key) => [key],
  enumLabel: (_key, code) => code,
  enumAliases: (_key, code) => [code],
};

/** Limits whose pause counts its calls and, between two calls, the characters of work allowed so far. */
function countingLimits(maxRows = 5000) {
  const limits = {
    maxRows,
    maxColumns: 100,
    pauses: 0,
    pause: () => {
      limits.pauses += 1;
      return Promise.resolve();
    },
  };
  return limits;
}

describe('readRecordsCsv', () => {
  it('reads a large file in slices: it pauses about every 64 K characters and every 500 rows', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => `Article ${index};${index},5`);
    const text = ['\uFEFFname;level', ...rows].join('\r\n');
    const limits = countingLimits();
    const read = await readRecordsCsv(columns, text, vocabulary, limits);
    expect(read.ok && read.records.length).toBe(5000);
    expect(read.ok && read.records[0]).toEqual({ row: 2, values: { name: 'Article 0', level: 0.5 } });
    // ~75 K characters: at least one pause while reading, then one per 500 rows converted.
    expect(limits.pauses).toBeGreaterThanOrEqual(1 + 9);
  });

  it('pauses inside one huge record too, and refuses a header of more than maxColumns cells', async () => {
    const limits = countingLimits();
    const read = await readRecordsCsv(columns, ';'.repeat(1024 * 1024), vocabulary, limits);
    expect(read).toEqual({
      ok: false,
      problems: [{ row: 1, messageKey: 'records:csv.tooManyColumns', params: { max: 100 } }],
    });
    expect(limits.pauses).toBeGreaterThanOrEqual(15);
    const quoted = await readRecordsCsv(columns, `"${'x'.repeat(300_000)}`, vocabulary, countingLimits());
    expect(quoted).toEqual({
      ok: false,
      problems: [{ row: 1, messageKey: 'records:csv.unterminatedQuote' }],
    });
  });

  it('refuses one row over maxRows without reading the rest of the file', async () => {
    const limits = countingLimits(10);
    const rows = Array.from({ length: 11 }, (_, index) => `A${index};1`);
    // What follows the 11th row is never read: its unclosed quote would otherwise be the answer.
    const text = ['name;level', ...rows, '"never closed'].join('\n');
    expect(await readRecordsCsv(columns, text, vocabulary, limits)).toEqual({
      ok: false,
      problems: [{ row: 1, messageKey: 'records:csv.tooManyRows', params: { max: 10 } }],
    });
  });

  it('still names empty files, missing rows and wrong headers as before', async () => {
    const limits = countingLimits();
    expect(await readRecordsCsv(columns, ';;;', vocabulary, limits)).toEqual({
      ok: false,
      problems: [{ row: 1, messageKey: 'records:csv.empty' }],
    });
    expect(await readRecordsCsv(columns, 'name;level\r\n;\r\n', vocabulary, limits)).toEqual({
      ok: false,
      problems: [{ row: 2, messageKey: 'records:csv.noRows' }],
    });
    const wrong = await readRecordsCsv(columns, 'name;prix\r\nx;1', vocabulary, limits);
    expect(wrong.ok).toBe(false);
    expect(!wrong.ok && wrong.problems.map((problem) => problem.messageKey)).toEqual([
      'records:csv.unknownColumn',
      'records:csv.missingColumn',
    ]);
  });

  it('reads amounts written the French way, euro sign included, only in amount columns', async () => {
    const money: readonly CsvColumn[] = [...columns, { key: 'amount', kind: 'amount' }];
    const text = 'name;level;amount\r\nEDF;1 234,5;2 350,00 €\r\nGRDF;3;12€\r\n';
    const read = await readRecordsCsv(money, text, vocabulary, countingLimits());
    expect(read.ok && read.records.map((row) => row.values)).toEqual([
      { name: 'EDF', level: 1234.5, amount: 2350 },
      { name: 'GRDF', level: 3, amount: 12 },
    ]);
    const quantityInEuros = await readRecordsCsv(
      money,
      'name;level;amount\r\nx;3 €;1\r\n',
      vocabulary,
      countingLimits(),
    );
    expect(!quantityInEuros.ok && quantityInEuros.problems.map((problem) => problem.messageKey)).toEqual([
      'records:csv.notANumber',
    ]);
  });
});
