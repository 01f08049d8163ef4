import { describe, expect, it } from 'vitest';
import { localizedProduct } from './localized-product';

const product = {
  id: 'p1',
  name: 'Charbon actif minéral',
  shortDescription: 'Désulfuration fine du biogaz.',
  fullDescription: 'Granulés extrudés.',
  specifications: { Forme: 'Granulés' },
  price: 0,
  translations: {
    en: {
      name: 'Mineral activated carbon',
      shortDescription: 'Fine biogas desulphurisation.',
      specifications: { Form: 'Pellets' },
    },
  },
};

describe('localizedProduct', () => {
  it('keeps the French texts in French', () => {
    expect(localizedProduct(product, 'fr')).toBe(product);
  });

  it('shows the English texts in English, and the French one where no English text exists', () => {
    expect(localizedProduct(product, 'en')).toEqual({
      ...product,
      name: 'Mineral activated carbon',
      shortDescription: 'Fine biogas desulphurisation.',
      fullDescription: 'Granulés extrudés.',
      specifications: { Form: 'Pellets' },
    });
    expect(localizedProduct(product, 'en-GB').name).toBe('Mineral activated carbon');
  });

  it('falls back to French when the product has no English texts or empty ones', () => {
    const noEnglish = { ...product, translations: {} };
    expect(localizedProduct(noEnglish, 'en')).toBe(noEnglish);
    const empty = { ...product, translations: { en: { name: '', specifications: {} } } };
    expect(localizedProduct(empty, 'en')).toEqual(empty);
  });

  it('localizes a cart line (name only) without adding fields it does not carry', () => {
    const line = { id: 'l1', name: 'Kit d’étalonnage', quantity: 2, translations: product.translations };
    expect(localizedProduct(line, 'en')).toEqual({ ...line, name: 'Mineral activated carbon' });
    expect(Object.keys(localizedProduct(line, 'en'))).toEqual(Object.keys(line));
  });
});
