// What the user sees while changes wait in the offline queue: the server's page (fresh or from the encrypted
// cache) with the user's own pending actions laid over it, in order, so a record created, changed or deleted
// offline shows as such, also after an offline reload.
import type { TOfflineTable } from '../../../shared/contracts/offline';
import type { TPage } from '../../../shared/contracts/records';
import type { QueuedAction } from './queued-action';

type Item = { id: string; version?: number } & Record<string, unknown>;

/** Fills in what the server would derive from a record's fields (a module's own rules). */
export type CompleteItem = (fields: Record<string, unknown>) => Record<string, unknown>;

/**
 * What a command (OFFLINE_COMMANDS: a stock adjustment, a completion, a reopening) does to the record's fields,
 * as the server's route would: the record as it was in, its fields after the command out.
 */
export type ApplyCommand = (before: Record<string, unknown>, action: QueuedAction) => Record<string, unknown>;

/** A table's own rules for showing its pending actions (the records endpoints carry them). */
export interface ItemRules {
  /**
   * A record made or changed offline, as the list shows it until the server has it: the request's fields over
   * the record as it was, with what the server would derive (a low stock flag, a due state) filled in.
   */
  toOptimisticItem?: CompleteItem | undefined;
  /** What the table's commands (its `POST :id/<command>` routes) do; without it a command changes no field. */
  applyCommand?: ApplyCommand | undefined;
  /**
   * Another table whose pending actions change what these records show (a meter reading: the hours of the
   * equipment's tasks), and how: applied to every record in the queue's order among the table's own actions.
   */
  related?: RelatedRule | undefined;
}

export interface RelatedRule {
  table: TOfflineTable;
  apply: (item: Record<string, unknown>, action: QueuedAction) => Record<string, unknown>;
}

const noRules: ItemRules = {};

/** The fields of a record after an update: its commands by the table's rule, else the request's fields. */
function fieldsAfterUpdate(action: QueuedAction, before: Item, rules: ItemRules): Record<string, unknown> {
  if (!action.command) return { ...before, ...action.data };
  return rules.applyCommand ? rules.applyCommand(before, action) : before;
}

/** The item an action leaves behind, from the item it read (null for an insert). */
export function itemAfterAction(
  action: QueuedAction,
  before: Item | null,
  rules: ItemRules = noRules,
): Item | null {
  const at = action.timestamp;
  const complete = rules.toOptimisticItem ?? ((fields: Record<string, unknown>) => fields);
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
      // A command is not checked against a base version: it follows the version the record is shown at.
      return complete({
        ...fieldsAfterUpdate(action, before, rules),
        ...('updatedAt' in before ? { updatedAt: at } : {}),
        ...('lastUpdated' in before ? { lastUpdated: at } : {}),
        id: before.id,
        version: ((action.command ? undefined : action.baseVersion) ?? before.version ?? 0) + 1,
      }) as Item;
    case 'delete':
      return null;
  }
}

const isWaiting = (action: QueuedAction) => !action.synced && action.state === 'pending';

/** The actions of one table that the server has not applied yet, in the queue's order. */
export function pendingActionsOf(actions: readonly QueuedAction[], table: TOfflineTable): QueuedAction[] {
  return actions.filter((action) => action.table === table && isWaiting(action));
}

/** The pending actions of the table and of its related table, in the queue's order. */
function pendingWithRelated(actions: readonly QueuedAction[], table: TOfflineTable, rules: ItemRules) {
  const tables = [table, rules.related?.table];
  return actions.filter((action) => tables.includes(action.table) && isWaiting(action));
}

function applyRelated(item: Item, action: QueuedAction, rules: ItemRules): Item {
  return rules.related ? (rules.related.apply(item, action) as Item) : item;
}

/**
 * The page with the pending actions applied: inserts on top of the first page, updates merged into the item they
 * name, deletes removed; the total follows.
 */
export function overlayPendingOnPage<TItem>(
  page: TPage<TItem>,
  actions: readonly QueuedAction[],
  table: TOfflineTable,
  rules: ItemRules = noRules,
): TPage<TItem> {
  const pending = pendingWithRelated(actions, table, rules);
  if (pending.length === 0) return page;
  let items = page.items as unknown as Item[];
  let total = page.total;
  for (const action of pending) {
    if (action.table !== table) {
      items = items.map((item) => applyRelated(item, action, rules));
      continue;
    }
    const index = items.findIndex((item) => item.id === action.recordId);
    if (action.action === 'insert') {
      if (index !== -1 || page.page !== 1) continue;
      const created = itemAfterAction(action, null, rules);
      if (created) items = [created, ...items];
      total += 1;
    } else if (index !== -1) {
      const after = itemAfterAction(action, items[index] ?? null, rules);
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
  rules: ItemRules = noRules,
): TItem | null {
  let current = item as unknown as Item | null;
  for (const action of pendingWithRelated(actions, table, rules)) {
    if (action.table !== table) current = current && applyRelated(current, action, rules);
    else if (action.recordId === recordId) current = itemAfterAction(action, current, rules);
  }
  return current as unknown as TItem | null;
}
