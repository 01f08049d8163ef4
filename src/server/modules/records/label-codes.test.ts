import { describe, expect, it } from 'vitest';
import { codesMatching } from './label-codes.js';

describe('codesMatching', () => {
  it('finds the codes whose French or English label contains the text, ignoring accents and case', () => {
    expect(codesMatching('raw-materials', 'ensilage')).toEqual(['silage']);
    expect(codesMatching('raw-materials', 'SILAGE')).toEqual(['silage']);
    expect(codesMatching('stock', 'consommables')).toEqual(['consumables']);
    expect(codesMatching('stock', 'pieces detach')).toEqual(['spare_parts']);
    // "Électricité" (bought) and "Vente d'électricité" (sold) both carry the word.
    expect(codesMatching('budget', 'electricite')).toEqual(['electricity', 'electricity_sales']);
    expect(codesMatching('budget', 'dépense')).toEqual(['expense']);
    expect(codesMatching('team', 'techni')).toEqual(['technician']);
    expect(codesMatching('agenda', 'réglementation')).toEqual(['regulation']);
  });

  it('gives no code for a source without enumerated columns, or a text no label contains', () => {
    expect(codesMatching('maintenance', 'maintenance')).toEqual([]);
    expect(codesMatching('library', 'rapport')).toEqual([]);
    expect(codesMatching('stock', 'zzzz')).toEqual([]);
  });

  it("reads a code once even when both of a source's columns share it", () => {
    expect(codesMatching('raw-materials', 'autre')).toEqual(['other']);
    expect(codesMatching('raw-materials', 'coproduit')).toEqual(['by-product', 'by_product']);
  });
});
