import type { TOrderLine } from '../../../shared/contracts/shop.js';

/** What an order line keeps of the line it was made from: the product, the prices of that moment, the stock link. */
type PricedLineFields = Pick<
  TOrderLine,
  | 'productId'
  | 'name'
  | 'reference'
  | 'category'
  | 'quantity'
  | 'unitPrice'
  | 'vat'
  | 'subtotal'
  | 'vatAmount'
  | 'total'
  | 'stockItemId'
>;

/** The priced fields of a cart line (at checkout) or of a stored order line (when answering it). */
export function pricedLineFields(line: PricedLineFields): PricedLineFields {
  return {
    productId: line.productId,
    name: line.name,
    reference: line.reference,
    category: line.category,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    vat: line.vat,
    subtotal: line.subtotal,
    vatAmount: line.vatAmount,
    total: line.total,
    stockItemId: line.stockItemId,
  };
}
