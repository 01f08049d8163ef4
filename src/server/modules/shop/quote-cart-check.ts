// The cart summary a quote request carries must be the user's cart as the server prices it: a forged price,
// quantity or total is refused (409, "generate it again"), never stored or mailed.
import type { TCart, TQuoteCartSummary } from '../../../shared/contracts/shop.js';
import { toCents } from '../../../shared/domain/euro-cents.js';

const sameAmount = (a: number, b: number) => toCents(a) === toCents(b);

export function summaryMatchesCart(summary: TQuoteCartSummary, cart: TCart): boolean {
  if (summary.products.length !== cart.lines.length || summary.productCount !== cart.productCount)
    return false;
  const totalsMatch =
    sameAmount(summary.subtotal, cart.subtotal) &&
    sameAmount(summary.vatAmount, cart.vatAmount) &&
    sameAmount(summary.total, cart.total);
  return (
    totalsMatch &&
    cart.lines.every((line, index) => {
      const sent = summary.products[index];
      return (
        sent !== undefined &&
        sent.id === line.productId &&
        sent.reference === line.reference &&
        sent.quantity === line.quantity &&
        sameAmount(sent.unitPrice, line.unitPrice) &&
        sameAmount(sent.subtotal, line.subtotal)
      );
    })
  );
}
