// The browser's record of one offline action (spec §3 "Offline action": id, table, data, action, timestamp,
// synced), as the queue keeps it between the user's change and the server's answer.
import type { TOfflineAction } from '../../../shared/contracts/offline';

/**
 * Where an action stands:
 * - `pending`: waiting to be sent (or sent without an answer: it is sent again under the same id);
 * - `conflict`: the record changed or was deleted since the user read it; the user chooses what to keep;
 * - `failed`: the server refused it for good (validation, not found); shown until the user dismisses it.
 * Synced actions are marked `synced: true` and then purged.
 */
export type TQueuedActionState = 'pending' | 'conflict' | 'failed';

/** Why the server refused an action, kept to show the user. */
export interface QueuedActionProblem {
  status: number;
  /** The server's message, in the user's language when it was received. */
  message: string;
  /** For a conflict: the record as it is on the server now (null: it was deleted). */
  current?: Record<string, unknown> | null;
}

/**
 * What the browser knew of the record when the user acted, for what the action's own data does not say: the
 * record's name (a stock adjustment carries only `{delta}`), the stock unit, the quantity a restock need will
 * order. It shows the waiting action in the lists and names it in the problems dialog; it is kept (encrypted)
 * with the action and never sent. Actions queued before it existed have none.
 */
export interface QueuedActionContext {
  name?: string;
  unit?: string;
  quantity?: number;
  /** A product added to the shop's cart: what its new line shows until the server has it. */
  product?: QueuedProductContext;
}

/** The catalogue's figures of a product, as the browser read them (the server prices the line itself). */
export interface QueuedProductContext {
  reference: string;
  unitPrice: number;
  vat: number;
  category: 'equipment' | 'consumable' | 'service';
  /** The English name, when the product has one. */
  nameEn?: string;
}

export interface QueuedAction extends TOfflineAction {
  synced: boolean;
  state: TQueuedActionState;
  problem?: QueuedActionProblem;
  context?: QueuedActionContext;
}
