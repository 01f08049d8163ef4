// What the user sees while changes wait in the offline queue: the server's page (fresh or from the encrypted
// cache) with the user's own pending actions laid over it, in order, so a record created, changed or deleted
// offline shows as such, also after an offline reload.
import type { TOfflineTable } from '../../../shared/contracts/offline';
import type { TPage } from '../../../shared/contracts/records';
import type { QueuedAction } from './queued-action';

type Item = { id: string; version?: number } & Record<string, unknown>;

/** Fills in what the server would derive from a record's fields (a module's own rules). */
export type CompleteItem = (fields: Record<string, unknown>) => Record<string, unknown>;

const asIs: CompleteItem = (fields) => fields;

/** The item an action leaves behind, from the item it read (null for an insert). */
export function itemAfterAction(
  action: QueuedAction,
  before: Item | null,
  complete: CompleteItem = asIs,
): Item | null {
  const at = action.timestamp;
  switch (action.action) {
    case 'insert':
      return complete({
        createdAt: at,
        updatedAt: at,
        lastUpdated: at,
        ...action.data,
        id: action.recordId,
        version: 1,
      }) as Item;
    case 'update':
      if (!before) return null;
      return complete({
        ...before,
        ...action.data,
        ...('updatedAt' in before ? { updatedAt: at } : {}),
        ...('lastUpdated' in before ? { lastUpdated: at } : {}),
        id: before.id,
        version: (action.baseVersion ?? before.version ?? 0) + 1,
      }) as Item;
    case 'delete':
      return null;
  }
}

/** The actions of one table that the server has not applied yet, in the queue's order. */
export function pendingActionsOf(actions: readonly QueuedAction[], table: TOfflineTable): QueuedAction[] {
  return actions.filter((action) => action.table === table && !action.synced && action.state === 'pending');
}

/**
 * The page with the pending actions applied: inserts on top of the first page, updates merged into the item they
 * name, deletes removed; the total follows.
 */
export function overlayPendingOnPage<TItem>(
  page: TPage<TItem>,
  actions: readonly QueuedAction[],
  table: TOfflineTable,
  complete: CompleteItem = asIs,
): TPage<TItem> {
  const pending = pendingActionsOf(actions, table);
  if (pending.length === 0) return page;
  let items = page.items as unknown as Item[];
  let total = page.total;
  for (const action of pending) {
    const index = items.findIndex((item) => item.id === action.recordId);
    if (action.action === 'insert') {
      if (index !== -1 || page.page !== 1) continue;
      const created = itemAfterAction(action, null, complete);
      if (created) items = [created, ...items];
      total += 1;
    } else if (index !== -1) {
      const after = itemAfterAction(action, items[index] ?? null, complete);
      items = after
        ? items.map((item, position) => (position === index ? after : item))
        : items.filter((_, position) => position !== index);
      if (!after) total = Math.max(0, total - 1);
    }
  }
  return { ...page, items: items as unknown as TItem[], total };
}

/** One record with the pending actions applied (null: deleted offline, or never known). */
export function overlayPendingOnItem<TItem>(
  item: TItem | null,
  actions: readonly QueuedAction[],
  table: TOfflineTable,
  recordId: string,
  complete: CompleteItem = asIs,
): TItem | null {
  let current = item as unknown as Item | null;
  for (const action of pendingActionsOf(actions, table)) {
    if (action.recordId === recordId) current = itemAfterAction(action, current, complete);
  }
  return current as unknown as TItem | null;
}
