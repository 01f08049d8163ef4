// How the stock page shows its offline actions while they wait: a +/- adjustment moves the level by the shared
// rule (never under 0, 3 decimals), and a restock need ("Commander") shows in the open needs, so the item reads
// "Commandé", until cancelled (also offline).
import type { TRestockRequest, TStockItem } from '../../../../shared/contracts/stock';
import { adjustedLevel } from '../../../../shared/domain/stock-levels';
import type { ApplyCommand } from '../../../lib/offline/pending-overlay';
import { pendingActionsOf } from '../../../lib/offline/pending-overlay';
import type { QueuedAction } from '../../../lib/offline/queued-action';

/** `adjust` (POST /api/stock-items/:id/adjust, data `{delta}`): the level after the +/- (the low flag follows). */
export const applyStockCommand: ApplyCommand = (before, action) => {
  if (action.command !== 'adjust') return before;
  return { ...before, currentLevel: adjustedLevel(Number(before.currentLevel), Number(action.data.delta)) };
};

/** What a "Commander" pressed on `item` will record: the quantity that refills it, in its unit. */
export function restockContextOf(item: TStockItem, quantity: number) {
  return { name: item.name, unit: item.unit, quantity };
}

/** The open need a queued "Commander" (restock_requests insert, data `{stockItemId}`) will be. */
export function restockShownWhileQueued(action: QueuedAction): TRestockRequest {
  return {
    id: action.recordId,
    stockItemId: String(action.data.stockItemId),
    itemName: action.context?.name ?? '',
    quantity: action.context?.quantity ?? 0,
    unit: (action.context?.unit ?? 'unités') as TRestockRequest['unit'],
    status: 'open',
    createdAt: action.timestamp,
  };
}

/**
 * The open needs with the waiting ones laid over them, newest first like the server's list: a "Commander" on
 * an item that has no open need adds one (where one is open the server answers with it), a cancel removes it.
 */
export function overlayPendingRestocks(
  requests: TRestockRequest[],
  actions: readonly QueuedAction[],
): TRestockRequest[] {
  let shown = requests;
  for (const action of pendingActionsOf(actions, 'restock_requests')) {
    if (action.action === 'delete') {
      shown = shown.filter((request) => request.id !== action.recordId);
    } else if (action.action === 'insert') {
      const request = restockShownWhileQueued(action);
      if (!shown.some((open) => open.stockItemId === request.stockItemId)) shown = [request, ...shown];
    }
  }
  return shown;
}
