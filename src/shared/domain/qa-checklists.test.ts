import { describe, it, expect } from 'vitest';
// A test may read the files it checks; src/shared code itself stays free of Node imports.
import { readFileSync, readdirSync } from 'node:fs';
import { parseCsv } from './csv.js';
import { qaChecklists, qaPriorities, qaTotalCaseCount } from './qa-checklists.js';

const qaFolder = new URL('../../../public/qa/', import.meta.url);
const i18nFolder = new URL('../i18n/', import.meta.url);

const expectedHeader = [
  'ID',
  'Zone',
  'Scénario',
  'Étapes',
  'Résultat attendu',
  'Priorité',
  'Statut',
  'Commentaire',
];
const byteOrderMark = [0xef, 0xbb, 0xbf];
/** Excel runs a cell starting with one of these as a formula: none may appear in a published checklist. */
const formulaStart = /^[=+\-@\t\r]/;

function readChecklistBytes(fileName: string): Uint8Array {
  return readFileSync(new URL(fileName, qaFolder));
}

function decodeUtf8(bytes: Uint8Array): string {
  // fatal: throws on any invalid UTF-8 sequence; ignoreBOM: keeps the BOM in the text so it can be checked.
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
}

function readChecklistRows(fileName: string): string[][] {
  return parseCsv(decodeUtf8(readChecklistBytes(fileName)), ';');
}

type TJson = string | number | boolean | null | TJson[] | { [key: string]: TJson };

function readCatalog(language: string): TJson {
  return JSON.parse(readFileSync(new URL(`${language}/qa.json`, i18nFolder), 'utf8')) as TJson;
}

/** Dotted paths of all string leaves, e.g. "checklists.auth.title". */
function leafKeys(value: TJson, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('QA checklist manifest', () => {
  it('lists exactly 11 checklists with distinct names, areas, ID prefixes and i18n keys', () => {
    expect(qaChecklists).toHaveLength(11);
    for (const field of ['fileName', 'area', 'idPrefix', 'i18nKey'] as const) {
      const values = qaChecklists.map((checklist) => checklist[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it('uses kebab-case ASCII file names numbered in order', () => {
    qaChecklists.forEach((checklist, index) => {
      const number = String(index + 1).padStart(2, '0');
      expect(checklist.fileName).toMatch(new RegExp(`^qa-${number}-[a-z0-9]+(-[a-z0-9]+)*\\.csv$`));
    });
  });

  it('matches exactly the 11 CSV files of public/qa', () => {
    const csvFiles = readdirSync(qaFolder)
      .filter((name) => name.toLowerCase().endsWith('.csv'))
      .sort();
    expect(csvFiles).toHaveLength(11);
    expect(csvFiles).toEqual(qaChecklists.map((checklist) => checklist.fileName).sort());
  });

  it('gives each checklist 15 to 30 cases', () => {
    for (const checklist of qaChecklists) {
      expect(checklist.caseCount, checklist.fileName).toBeGreaterThanOrEqual(15);
      expect(checklist.caseCount, checklist.fileName).toBeLessThanOrEqual(30);
    }
    expect(qaTotalCaseCount()).toBe(qaChecklists.reduce((sum, checklist) => sum + checklist.caseCount, 0));
  });

  it('has a title and a description for each checklist in French and English, with the same keys', () => {
    const frKeys = leafKeys(readCatalog('fr')).sort();
    const enKeys = leafKeys(readCatalog('en')).sort();
    expect(enKeys).toEqual(frKeys);
    for (const checklist of qaChecklists) {
      expect(frKeys).toContain(`${checklist.i18nKey}.title`);
      expect(frKeys).toContain(`${checklist.i18nKey}.description`);
    }
  });
});

describe.each(qaChecklists.map((checklist) => [checklist.fileName, checklist] as const))(
  'QA checklist %s',
  (fileName, checklist) => {
    it('starts with a UTF-8 byte order mark', () => {
      expect(Array.from(readChecklistBytes(fileName).subarray(0, 3))).toEqual(byteOrderMark);
    });

    it('is valid UTF-8', () => {
      expect(() => decodeUtf8(readChecklistBytes(fileName))).not.toThrow();
    });

    it('ends every line with CRLF', () => {
      const text = decodeUtf8(readChecklistBytes(fileName));
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    });

    it('has the French header row', () => {
      expect(readChecklistRows(fileName)[0]).toEqual(expectedHeader);
    });

    it('has exactly 8 fields on every row', () => {
      readChecklistRows(fileName).forEach((row, index) => {
        expect(row, `row ${index + 1}`).toHaveLength(8);
      });
    });

    it('has as many data rows as the manifest caseCount', () => {
      expect(readChecklistRows(fileName).length - 1).toBe(checklist.caseCount);
    });

    it('has unique, non-empty IDs numbered from 001 with the checklist prefix', () => {
      const ids = readChecklistRows(fileName)
        .slice(1)
        .map((row) => row[0] ?? '');
      for (const id of ids) expect(id.trim()).not.toBe('');
      expect(new Set(ids).size).toBe(ids.length);
      ids.forEach((id, index) => {
        expect(id).toBe(`${checklist.idPrefix}-${String(index + 1).padStart(3, '0')}`);
      });
    });

    it('fills zone, scenario, steps and expected result, with a valid priority, status and empty comment', () => {
      for (const row of readChecklistRows(fileName).slice(1)) {
        const [id, zone, scenario, steps, expected, priority, status, comment] = row;
        for (const text of [zone, scenario, steps, expected]) expect(text?.trim(), id).not.toBe('');
        expect(qaPriorities as readonly string[], id).toContain(priority);
        expect(['', 'À tester'], id).toContain(status);
        expect(comment, id).toBe('');
      }
    });

    it('has no cell that Excel would read as a formula', () => {
      for (const row of readChecklistRows(fileName)) {
        for (const cell of row) expect(cell, row[0]).not.toMatch(formulaStart);
      }
    });
  },
);

describe('QA checklists together', () => {
  it('use IDs that are unique across all files', () => {
    const ids = qaChecklists.flatMap((checklist) =>
      readChecklistRows(checklist.fileName)
        .slice(1)
        .map((row) => row[0] ?? ''),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(qaTotalCaseCount());
  });
});
