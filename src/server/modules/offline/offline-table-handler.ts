// What the offline dispatcher asks of each table it can write: apply one action (insert, update or delete, or an
// update carrying a command) in the caller's savepoint and give the answer the matching REST route would have given.
import type { TOfflineAction, TOfflineCommand } from '../../../shared/contracts/offline.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { RecordWriter } from '../records/record-writes.js';
import { actionNotSupported } from './offline-action-input.js';

/** Who writes, in which transaction, and the reader's language (messages that format numbers, as REST does). */
export interface OfflineWriter extends RecordWriter {
  language: TLanguage;
}

/** A success answer: 201 and the item, 200 and the item (or the checklist's write result), 204 and null. */
export interface OfflineEffect {
  status: number;
  body: unknown;
}

/** A refusal is thrown (an HttpError: 400, 404, 409…) and rolls the action's savepoint back. */
export type OfflineActionApplier = (writer: OfflineWriter, action: TOfflineAction) => Promise<OfflineEffect>;

export type OfflineTableHandler = Record<TOfflineAction['action'], OfflineActionApplier> & {
  /** The commands an `update` of this table may carry (OFFLINE_COMMANDS), each standing for its REST route. */
  commands?: Partial<Record<TOfflineCommand, OfflineActionApplier>>;
};

/** An applier that refuses the action (400 naming `field`): the table does not take this kind or command. */
export function refuseAction(field: 'action' | 'command' = 'action'): OfflineActionApplier {
  return ({ t }) => Promise.reject(actionNotSupported(t, field));
}

/**
 * The applier of an action: its kind's, or with a `command` the table's applier for it. A command on an insert or
 * a delete, or one the table does not take, is refused (400 naming `command`).
 */
export function applierFor(handler: OfflineTableHandler, action: TOfflineAction): OfflineActionApplier {
  if (action.command === undefined) return handler[action.action];
  const command = action.action === 'update' ? handler.commands?.[action.command] : undefined;
  return command ?? refuseAction('command');
}
