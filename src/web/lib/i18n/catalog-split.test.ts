import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = new URL('.', import.meta.url).pathname;
const catalogFolder = join(folder, '../../../shared/i18n');

/** The namespaces of the brace list in a glob pattern of a source file ("{a,b}.json"). */
function braceNamespaces(file: string, prefix: string): string[] {
  const source = readFileSync(join(folder, file), 'utf8');
  const match = new RegExp(`'${prefix}\\.\\./\\.\\./\\.\\./shared/i18n/\\*/\\{([^}]+)\\}\\.json'`).exec(
    source,
  );
  if (!match?.[1]) throw new Error(`no catalog brace list in ${file}`);
  return match[1].split(',');
}

describe('catalogs split between the entry, the records chunk and the observability chunk', () => {
  it('excludes from the entry exactly the catalogs the records chunk loads, and they exist in each language', () => {
    const recordsNamespaces = braceNamespaces('records-catalogs.ts', '');
    const observabilityNamespaces = braceNamespaces('observability-catalogs.ts', '');
    const ownChunks = [...recordsNamespaces, ...observabilityNamespaces];
    expect(braceNamespaces('catalog-loaders.ts', '!')).toEqual(ownChunks);
    expect(braceNamespaces('english-catalogs.ts', '!')).toEqual(ownChunks);
    for (const language of ['fr', 'en']) {
      for (const namespace of ownChunks) {
        expect(
          existsSync(join(catalogFolder, language, `${namespace}.json`)),
          `${language}/${namespace}`,
        ).toBe(true);
      }
    }
  });
});
