// The cart as the user sees it while cart changes wait in the offline queue (table cart_items): the server's cart
// (fresh, or offline the encrypted cache's copy) with the waiting adds, quantity changes and removals applied in
// order, and every total computed again by the rule the server uses (shared/domain/shop-cart.ts), so the figures
// shown offline are the ones the server will answer.
import type { TCart, TCartLine } from '../../../../shared/contracts/shop';
import { cartTotals, lineTotals, MAX_CART_LINE_QUANTITY } from '../../../../shared/domain/shop-cart';
import { pendingActionsOf } from '../../../lib/offline/pending-overlay';
import type { QueuedAction } from '../../../lib/offline/queued-action';

/** What an add, a quantity change or a removal carries (see the cart's offline writes). */
interface AddedAs {
  productId?: unknown;
  quantity?: unknown;
}

const withTotals = (line: TCartLine, quantity: number): TCartLine => ({
  ...line,
  quantity,
  ...lineTotals({ quantity, unitPrice: line.unitPrice, vat: line.vat }),
});

/** The new line an add shows, from what the browser knew of the product; null when it knew nothing. */
function newLine(action: QueuedAction, productId: string, quantity: number): TCartLine | null {
  const product = action.context?.product;
  if (!product) return null;
  const line: TCartLine = {
    id: action.recordId,
    productId,
    name: action.context?.name ?? product.reference,
    reference: product.reference,
    category: product.category,
    quantity,
    unitPrice: product.unitPrice,
    vat: product.vat,
    subtotal: 0,
    vatAmount: 0,
    total: 0,
    translations: product.nameEn ? { en: { name: product.nameEn } } : {},
    stockItemId: null,
    restockRequestId: null,
  };
  return withTotals(line, quantity);
}

/**
 * The line an edit names: its id, or the product an offline add under that id was for (the add may have been
 * laid over a line that was already there).
 */
function indexOfLine(lines: readonly TCartLine[], action: QueuedAction): number {
  const byId = lines.findIndex((line) => line.id === action.recordId);
  if (byId !== -1) return byId;
  const addedAs = action.data.addedAs as AddedAs | undefined;
  return typeof addedAs?.productId === 'string'
    ? lines.findIndex((line) => line.productId === addedAs.productId)
    : -1;
}

function applyAction(lines: TCartLine[], action: QueuedAction): TCartLine[] {
  if (action.action === 'insert') {
    const { productId, quantity } = action.data as AddedAs;
    if (typeof productId !== 'string' || typeof quantity !== 'number') return lines;
    const index = lines.findIndex((line) => line.productId === productId);
    const existing = lines[index];
    if (existing) {
      const raised = Math.min(MAX_CART_LINE_QUANTITY, existing.quantity + quantity);
      return lines.map((line, position) => (position === index ? withTotals(line, raised) : line));
    }
    const created = newLine(action, productId, quantity);
    return created ? [...lines, created] : lines;
  }
  const index = indexOfLine(lines, action);
  if (index === -1) return lines;
  if (action.action === 'delete') return lines.filter((_, position) => position !== index);
  const quantity = action.data.quantity;
  if (typeof quantity !== 'number') return lines;
  return lines.map((line, position) => (position === index ? withTotals(line, quantity) : line));
}

/** The cart with the waiting cart actions applied, its totals computed again. */
export function overlayPendingCart(cart: TCart, actions: readonly QueuedAction[]): TCart {
  const pending = pendingActionsOf(actions, 'cart_items');
  if (pending.length === 0) return cart;
  const lines = pending.reduce(applyAction, [...cart.lines]);
  return { lines, ...cartTotals(lines) };
}
