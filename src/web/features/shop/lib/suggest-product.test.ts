import { describe, expect, it } from 'vitest';
import { suggestProductFor } from './suggest-product';

const catalogue = [
  {
    id: 'mineral',
    name: 'Charbon actif minéral',
    translations: { en: { name: 'Mineral activated carbon' } },
  },
  {
    id: 'plant',
    name: 'Charbon actif végétal',
    translations: { en: { name: 'Plant-based activated carbon' } },
  },
  { id: 'enzyme', name: 'Complexe enzymatique', translations: { en: { name: 'Enzyme blend' } } },
  { id: 'trace', name: 'Oligo-éléments', translations: {} },
];

describe('suggestProductFor', () => {
  it('finds the product of the same name, accents and case aside, in French or English', () => {
    expect(suggestProductFor('charbon actif vegetal', catalogue)?.id).toBe('plant');
    expect(suggestProductFor('Enzyme blend', catalogue)?.id).toBe('enzyme');
  });

  it('finds the only product whose name contains the item’s, or the other way round', () => {
    expect(suggestProductFor('Oligo éléments', catalogue)?.id).toBe('trace');
    expect(suggestProductFor('Complexe enzymatique 25 kg', catalogue)?.id).toBe('enzyme');
  });

  it('suggests nothing when several products are as likely, or none matches', () => {
    expect(suggestProductFor('Charbon actif', catalogue)).toBeUndefined();
    expect(suggestProductFor('Huile moteur', catalogue)).toBeUndefined();
    expect(suggestProductFor('  ', catalogue)).toBeUndefined();
  });
});
