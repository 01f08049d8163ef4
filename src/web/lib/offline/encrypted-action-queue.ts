// The user's offline queue (issue 6, spec §3, §4 "Offline action"): actions kept in order, each sealed with the
// user's key, each write its own strict-durability transaction. Only the order, the owner, synced (0/1) and the
// state are in clear, so pending actions and problems are counted without decrypting anything.
import { liveQuery } from 'dexie';
import type { EncryptedActionRow, OfflineDatabase } from './offline-database';
import type { QueuedAction, TQueuedActionState } from './queued-action';
import { LocalCryptoError, decryptJson, encryptJson } from './local-crypto';

/** What the badge and the sync need to know about the queue. */
export interface TQueueCounts {
  /** Unsynced actions waiting to be sent. */
  pending: number;
  /** Unsynced actions the user must look at (conflict or failed). */
  problems: number;
}

/** What may change in a queued action once it is queued. */
export type TQueuedActionPatch = Partial<Pick<QueuedAction, 'state' | 'problem' | 'synced'>>;

/** Queued actions that cannot be decrypted (another key, changed bytes): never returned as data. */
export class UnreadableActionsError extends LocalCryptoError {
  constructor(
    readonly actionIds: string[],
    options?: { cause?: unknown },
  ) {
    super('decrypt', 'offline:errors.decrypt', options);
    this.name = 'UnreadableActionsError';
  }
}

export interface EncryptedActionQueue {
  /** Appends the action; it is on disk when this resolves. Calls made one after another keep their order. */
  enqueue(action: QueuedAction): Promise<void>;
  /** Every action of the user (synced ones until purged), in queue order. */
  listActions(): Promise<QueuedAction[]>;
  /** The unsynced actions waiting to be sent, in queue order. */
  listPending(limit?: number): Promise<QueuedAction[]>;
  /** Changes an action's state, problem or synced flag; null when the action is not in the queue. */
  updateAction(id: string, patch: TQueuedActionPatch): Promise<QueuedAction | null>;
  removeAction(id: string): Promise<void>;
  /** After a successful replay (spec: marked synced, then purged). Needs no decryption. */
  markSynced(id: string): Promise<void>;
  /** Deletes the synced actions; returns how many. */
  purgeSynced(): Promise<number>;
  countPending(): Promise<number>;
  countProblems(): Promise<number>;
  /** Calls the listener with the counts now and whenever the queue changes (in this tab or another). */
  subscribe(listener: (counts: TQueueCounts) => void, onError?: (error: unknown) => void): () => void;
}

const updateAttempts = 5;
const allStates: TQueuedActionState[] = ['pending', 'conflict', 'failed'];
const problemStates: TQueuedActionState[] = ['conflict', 'failed'];

export function createEncryptedActionQueue(
  db: OfflineDatabase,
  userId: string,
  key: CryptoKey,
): EncryptedActionQueue {
  let writeTail: Promise<unknown> = Promise.resolve();

  /** Runs the queue's writes of this tab one at a time, in call order (encryption is asynchronous). */
  function inCallOrder<T>(work: () => Promise<T>): Promise<T> {
    const result = writeTail.then(work);
    writeTail = result.catch(() => undefined);
    return result;
  }

  function byState(synced: 0 | 1, states: TQueuedActionState[]) {
    return db.actions.where('[userId+synced+state]').anyOf(states.map((state) => [userId, synced, state]));
  }

  async function findRow(id: string): Promise<EncryptedActionRow | undefined> {
    const row = await db.actions.get({ id });
    return row?.userId === userId ? row : undefined;
  }

  /** The action in a row; the clear columns are the truth for synced and state (markSynced writes only them). */
  async function openRow(row: EncryptedActionRow): Promise<QueuedAction> {
    const action = await decryptJson<QueuedAction>(key, row.sealed);
    if (action.id !== row.id) throw new LocalCryptoError('decrypt', 'offline:errors.decrypt');
    return { ...action, synced: row.synced === 1, state: row.state };
  }

  async function openRows(rows: EncryptedActionRow[]): Promise<QueuedAction[]> {
    const opened = await Promise.allSettled(rows.map(openRow));
    const unreadable = rows.filter((_, index) => opened[index]?.status === 'rejected').map((row) => row.id);
    if (unreadable.length > 0) throw new UnreadableActionsError(unreadable);
    return opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  }

  async function countPending(): Promise<number> {
    return byState(0, ['pending']).count();
  }

  async function countProblems(): Promise<number> {
    return byState(0, problemStates).count();
  }

  /** Re-encrypts the action with the patch, unless another write changed the row meanwhile (then it retries). */
  async function writePatch(id: string, patch: TQueuedActionPatch): Promise<QueuedAction | null> {
    for (let attempt = 0; attempt < updateAttempts; attempt += 1) {
      const row = await findRow(id);
      if (row?.seq === undefined) return null;
      const next: QueuedAction = { ...(await openRow(row)), ...patch };
      const sealed = await encryptJson(key, next);
      const isWritten = await db.transaction('rw', db.actions, async () => {
        const latest = await db.actions.get(row.seq ?? 0);
        if (latest?.sealed !== row.sealed || latest.synced !== row.synced || latest.state !== row.state)
          return false;
        await db.actions.put({ ...latest, synced: next.synced ? 1 : 0, state: next.state, sealed });
        return true;
      });
      if (isWritten) return next;
    }
    throw new Error(`queued action ${id} kept changing while it was updated`);
  }

  return {
    enqueue: (action) =>
      inCallOrder(async () => {
        const sealed = await encryptJson(key, action);
        const row: EncryptedActionRow = {
          id: action.id,
          userId,
          synced: action.synced ? 1 : 0,
          state: action.state,
          sealed,
        };
        await db.transaction('rw', db.actions, () => db.actions.add(row));
      }),
    listActions: async () => openRows(await db.actions.where('userId').equals(userId).toArray()),
    listPending: async (limit) => {
      const pending = db.actions.where('[userId+synced+state]').equals([userId, 0, 'pending']);
      return openRows(await (limit === undefined ? pending : pending.limit(limit)).toArray());
    },
    updateAction: (id, patch) => inCallOrder(() => writePatch(id, patch)),
    removeAction: (id) =>
      inCallOrder(async () => {
        await db.transaction('rw', db.actions, async () => {
          await db.actions.where({ id, userId }).delete();
        });
      }),
    markSynced: (id) =>
      inCallOrder(async () => {
        await db.transaction('rw', db.actions, async () => {
          await db.actions.where({ id, userId }).modify({ synced: 1 });
        });
      }),
    purgeSynced: () =>
      inCallOrder(() => db.transaction('rw', db.actions, () => byState(1, allStates).delete())),
    countPending,
    countProblems,
    subscribe: (listener, onError) => {
      const subscription = liveQuery(async () => ({
        pending: await countPending(),
        problems: await countProblems(),
      })).subscribe({ next: listener, error: onError ?? (() => undefined) });
      return () => {
        subscription.unsubscribe();
      };
    },
  };
}
