// A cart and a customer for the quote PDF tests: one priced line whose total is 1 234,50 € HT and one "Sur devis".
import type { TCart, TCartLine } from '../../../../../shared/contracts/shop';
import type { QuoteContentInput } from './quote-content';

function line(overrides: Partial<TCartLine> & Pick<TCartLine, 'id' | 'name' | 'reference'>): TCartLine {
  return {
    productId: `product-${overrides.id}`,
    category: 'equipment',
    quantity: 1,
    unitPrice: 0,
    vat: 20,
    subtotal: 0,
    vatAmount: 0,
    total: 0,
    translations: {},
    stockItemId: null,
    restockRequestId: null,
    ...overrides,
  };
}

export const quoteTestCart: TCart = {
  lines: [
    line({
      id: 'l1',
      name: "Kit d'étalonnage",
      reference: 'MP-202',
      quantity: 2,
      unitPrice: 617.25,
      subtotal: 1234.5,
      vatAmount: 246.9,
      total: 1481.4,
    }),
    line({
      id: 'l2',
      name: 'Charbon actif végétal',
      reference: 'MP-103',
      category: 'consumable',
      quantity: 3,
    }),
  ],
  subtotal: 1234.5,
  vatAmount: 246.9,
  total: 1481.4,
  productCount: 2,
  unitCount: 5,
  hasPriceOnQuote: true,
};

export const quoteTestInput: QuoteContentInput = {
  quoteNumber: 'DEV-20261126-ABC234',
  day: '2026-11-26',
  customer: {
    firstName: 'Hélène',
    lastName: 'Lefèvre',
    email: 'helene@ferme-des-aulnes.fr',
    phone: '06 12 34 56 78',
    company: 'GAEC des Aulnes',
    notes: 'Livraison par la cour arrière, accès poids lourd.',
  },
  cart: quoteTestCart,
  language: 'fr',
};
