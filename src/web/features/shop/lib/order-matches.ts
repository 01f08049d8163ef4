import type { TOrder } from '../../../../shared/contracts/shop';
import { foldForSearch } from '../../../../shared/domain/search-results';

/**
 * Whether an order answers the text the global search opened the orders page with (`?q=`): its number, the
 * delivery name, company or city, or its status in the user's words, accent- and case-insensitively.
 */
export function orderMatches(order: TOrder, query: string, statusLabel: string): boolean {
  const folded = foldForSearch(query.trim());
  if (folded === '') return true;
  return [
    String(order.orderNumber),
    order.deliveryName,
    order.deliveryCompany ?? '',
    order.deliveryCity,
    statusLabel,
  ].some((text) => foldForSearch(text).includes(folded));
}
