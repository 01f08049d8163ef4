import { describe, expect, it } from 'vitest';
import type { TShopProduct } from '../../../../shared/contracts/shop';
import {
  emptyProductFormValues,
  parseProductForm,
  productFormValuesOf,
  specificationsFromText,
} from './product-form-values';

const product: TShopProduct = {
  id: 'p1',
  name: 'Kit d’étalonnage',
  reference: 'MP-202',
  shortDescription: 'Gaz étalons.',
  fullDescription: null,
  price: 349.99,
  category: 'equipment',
  vat: 20,
  stockLevel: 15,
  images: ['/shop/calibration-kit.svg'],
  specifications: { Contenu: 'Gaz étalon, détendeur', Usage: 'Étalonnage' },
  translations: { en: { name: 'Calibration kit', specifications: { Content: 'Test gas' } } },
};

describe('product form', () => {
  it('shows a product the way a French admin types it, and reads it back unchanged', () => {
    const values = productFormValuesOf(product, 'fr');
    expect(values.price).toBe('349,99');
    expect(values.specifications).toBe('Contenu : Gaz étalon, détendeur\nUsage : Étalonnage');
    const parsed = parseProductForm(values);
    expect(parsed).toEqual({
      ok: true,
      request: {
        name: 'Kit d’étalonnage',
        reference: 'MP-202',
        category: 'equipment',
        price: 349.99,
        vat: 20,
        stockLevel: 15,
        image: '/shop/calibration-kit.svg',
        shortDescription: 'Gaz étalons.',
        fullDescription: null,
        specifications: { Contenu: 'Gaz étalon, détendeur', Usage: 'Étalonnage' },
        translations: {
          en: {
            name: 'Calibration kit',
            shortDescription: null,
            fullDescription: null,
            specifications: { Content: 'Test gas' },
          },
        },
      },
    });
  });

  it('puts each message under its field, the English texts’ under theirs', () => {
    const parsed = parseProductForm({
      ...emptyProductFormValues(),
      price: '12,345',
      stockLevel: '1,5',
      specifications: 'sans deux-points',
      enName: 'x'.repeat(121),
    });
    expect(parsed).toEqual({
      ok: false,
      errors: {
        name: 'shop:adminCatalogue.validation.nameRequired',
        reference: 'shop:adminCatalogue.validation.referenceRequired',
        category: 'shop:adminCatalogue.validation.categoryInvalid',
        price: 'shop:adminCatalogue.validation.priceDecimals',
        stockLevel: 'shop:adminCatalogue.validation.stockLevelInvalid',
        specifications: 'shop:adminCatalogue.validation.specificationLineInvalid',
        enName: 'shop:adminCatalogue.validation.nameTooLong',
      },
    });
  });

  it('reads specification lines, blank lines aside, the first colon splitting name and value', () => {
    expect(specificationsFromText('Débit : 10 m³/h\n\nHeure : 12:30\n')).toEqual({
      Débit: '10 m³/h',
      Heure: '12:30',
    });
    expect(specificationsFromText(': valeur')).toBeNull();
    expect(specificationsFromText('Nom :')).toBeNull();
  });
});
