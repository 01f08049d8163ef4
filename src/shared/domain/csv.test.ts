import { describe, it, expect } from 'vitest';
import { CsvParseError, parseCsv } from './csv.js';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('parseCsv', () => {
  it('splits records and fields on the given separator', () => {
    expect(parseCsv('a;b;c\r\nd;e;f', ';')).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
    expect(parseCsv('a,b\nc,d', ',')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('accepts CRLF, LF and lone CR line endings, even mixed', () => {
    expect(parseCsv('a;b\r\nc;d\ne;f\rg;h', ';')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('does not add a record for a final line break', () => {
    expect(parseCsv('a;b\r\n', ';')).toEqual([['a', 'b']]);
    expect(parseCsv('a;b\n', ';')).toEqual([['a', 'b']]);
    expect(parseCsv('"a";"b"\r\n', ';')).toEqual([['a', 'b']]);
  });

  it('keeps empty fields, leading, trailing and in the middle', () => {
    expect(parseCsv(';a;;b;', ';')).toEqual([['', 'a', '', 'b', '']]);
    expect(parseCsv('x;;\r\n;;y\r\n', ';')).toEqual([
      ['x', '', ''],
      ['', '', 'y'],
    ]);
    expect(parseCsv('"";""', ';')).toEqual([['', '']]);
  });

  it('gives an empty line as a record with one empty field, and no record for an empty text', () => {
    expect(parseCsv('a\r\n\r\nb', ';')).toEqual([['a'], [''], ['b']]);
    expect(parseCsv('', ';')).toEqual([]);
  });

  it('reads quoted fields holding separators', () => {
    expect(parseCsv('"a;b";c', ';')).toEqual([['a;b', 'c']]);
    expect(parseCsv('x;"1. Ouvrir /login ; 2. Valider"', ';')).toEqual([
      ['x', '1. Ouvrir /login ; 2. Valider'],
    ]);
  });

  it('turns doubled quotes inside a quoted field into one quote', () => {
    expect(parseCsv('"Aucun résultat trouvé pour ""zzqx""";Moyenne', ';')).toEqual([
      ['Aucun résultat trouvé pour "zzqx"', 'Moyenne'],
    ]);
    expect(parseCsv('""""', ';')).toEqual([['"']]);
  });

  it('keeps line breaks inside quoted fields', () => {
    expect(parseCsv('"ligne 1\r\nligne 2";b\r\n"x\ny";z', ';')).toEqual([
      ['ligne 1\r\nligne 2', 'b'],
      ['x\ny', 'z'],
    ]);
  });

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(parseCsv('pouce 2";b', ';')).toEqual([['pouce 2"', 'b']]);
  });

  it('does not treat the other separator as special', () => {
    expect(parseCsv('1,5;2,25', ';')).toEqual([['1,5', '2,25']]);
    expect(parseCsv('a;b,c', ',')).toEqual([['a;b', 'c']]);
  });

  it('skips a leading byte order mark but keeps accented text intact', () => {
    expect(parseCsv('\uFEFFID;Scénario;Priorité\r\n', ';')).toEqual([['ID', 'Scénario', 'Priorité']]);
  });

  it('reports an unterminated quoted field with its starting line', () => {
    const error = thrownBy(() => parseCsv('a;b\r\nc;"pas fermé\r\nsuite', ';'));
    expect(error).toBeInstanceOf(CsvParseError);
    expect(error).toMatchObject({ line: 2 });
  });

  it('rejects a separator that is not one plain character', () => {
    expect(() => parseCsv('a', '')).toThrow(RangeError);
    expect(() => parseCsv('a', ';;')).toThrow(RangeError);
    expect(() => parseCsv('a', '"')).toThrow(RangeError);
    expect(() => parseCsv('a', '\n')).toThrow(RangeError);
  });
});
