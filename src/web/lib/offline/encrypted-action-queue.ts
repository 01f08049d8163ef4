// The user's offline queue (issue 6, spec §3, §4 "Offline action"): actions kept in order, each sealed with the
// user's key, each write its own strict-durability transaction. Only the order, the owner, synced (0/1) and the
// state are in clear, so pending actions and problems are counted without decrypting anything.
import type { TypedStore } from './idb-store';
import { onOfflineChange } from './offline-changes';
import { actionsTableName, type EncryptedActionRow, type OfflineDatabase } from './offline-database';
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
  type ActionStore = TypedStore<EncryptedActionRow>;
  const read = <T>(work: (store: ActionStore) => Promise<T>) => db.read(actionsTableName, work);
  const write = <T>(work: (store: ActionStore) => Promise<T>) => db.write(actionsTableName, work);

  /** Runs the queue's writes of this tab one at a time, in call order (encryption is asynchronous). */
  function inCallOrder<T>(work: () => Promise<T>): Promise<T> {
    const result = writeTail.then(work);
    writeTail = result.catch(() => undefined);
    return result;
  }

  const stateIndex = '[userId+synced+state]';

  async function countByState(synced: 0 | 1, states: TQueuedActionState[]): Promise<number> {
    return read(async (store) => {
      const counts = await Promise.all(
        states.map((state) => store.count([userId, synced, state], stateIndex)),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    });
  }

  /** The user's row of the action, in `store`'s transaction. */
  async function findRowIn(store: ActionStore, id: string): Promise<EncryptedActionRow | undefined> {
    const row = await store.get(id, 'id');
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

  const countPending = () => countByState(0, ['pending']);
  const countProblems = () => countByState(0, problemStates);

  /** Re-encrypts the action with the patch, unless another write changed the row meanwhile (then it retries). */
  async function writePatch(id: string, patch: TQueuedActionPatch): Promise<QueuedAction | null> {
    for (let attempt = 0; attempt < updateAttempts; attempt += 1) {
      const row = await read((store) => findRowIn(store, id));
      if (row?.seq === undefined) return null;
      const next: QueuedAction = { ...(await openRow(row)), ...patch };
      const sealed = await encryptJson(key, next);
      const isWritten = await write(async (store) => {
        const latest = await store.get(row.seq ?? 0);
        if (latest?.sealed !== row.sealed || latest.synced !== row.synced || latest.state !== row.state)
          return false;
        await store.put({ ...latest, synced: next.synced ? 1 : 0, state: next.state, sealed });
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
        await write((store) => store.add(row));
      }),
    listActions: async () => openRows(await read((store) => store.getAll(userId, 'userId'))),
    listPending: async (limit) =>
      openRows(await read((store) => store.getAll([userId, 0, 'pending'], stateIndex, limit))),
    updateAction: (id, patch) => inCallOrder(() => writePatch(id, patch)),
    removeAction: (id) =>
      inCallOrder(() =>
        write(async (store) => {
          const row = await findRowIn(store, id);
          if (row?.seq !== undefined) await store.delete(row.seq);
        }),
      ),
    markSynced: (id) =>
      inCallOrder(() =>
        write(async (store) => {
          const row = await findRowIn(store, id);
          if (row) await store.put({ ...row, synced: 1 });
        }),
      ),
    purgeSynced: () =>
      inCallOrder(() =>
        write(async (store) => {
          const deleted = await Promise.all(
            allStates.map((state) => store.deleteMatching([userId, 1, state], stateIndex)),
          );
          return deleted.reduce((sum, count) => sum + count, 0);
        }),
      ),
    countPending,
    countProblems,
    subscribe: (listener, onError = () => undefined) => {
      let isSubscribed = true;
      let reading: Promise<void> = Promise.resolve();
      /** Reads the counts again after the previous read, so the listener gets them in order. */
      const readCounts = () => {
        reading = reading.then(async () => {
          try {
            const counts = { pending: await countPending(), problems: await countProblems() };
            if (isSubscribed) listener(counts);
          } catch (error) {
            if (isSubscribed) onError(error);
          }
        });
      };
      const stopListening = onOfflineChange(readCounts);
      readCounts();
      return () => {
        isSubscribed = false;
        stopListening();
      };
    },
  };
}
