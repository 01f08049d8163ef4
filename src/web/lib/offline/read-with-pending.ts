// A read as the lists show it, online or not: the server's answer (or offline the encrypted cache's copy, 24 h)
// with the user's pending offline actions laid over it, once the store has said which are waiting.
import type { TApiResult } from '../api-client';
import { unwrapApiResult } from '../query-client';
import { offlineRuntime } from './offline-runtime';
import type { QueuedAction } from './queued-action';

/** Lays the waiting actions over what the server gave. */
export type OverlayPending<T> = (data: T, actions: readonly QueuedAction[]) => T;

export async function readWithPending<T>(
  queryKey: readonly unknown[],
  fetch: () => Promise<TApiResult<T>>,
  overlay: OverlayPending<T>,
): Promise<T> {
  const data = unwrapApiResult(await offlineRuntime.readThrough(JSON.stringify(queryKey), fetch));
  await offlineRuntime.whenReady();
  return overlay(data, offlineRuntime.getSnapshot().actions);
}

/** The same for a plain list the API answers as `{items}` (the restock needs, the meters): the items. */
export async function readItemsWithPending<TItem>(
  queryKey: readonly unknown[],
  fetch: () => Promise<TApiResult<{ items: TItem[] }>>,
  overlay: OverlayPending<TItem[]>,
): Promise<TItem[]> {
  const list = await readWithPending(queryKey, fetch, (data, actions) => ({
    items: overlay(data.items, actions),
  }));
  return list.items;
}

/**
 * A read with no offline actions to lay over it (the dashboard, the counters, the checklist, the preferences):
 * the server's answer, kept in the encrypted cache; offline, the copy last seen on this device.
 */
export async function readCached<T>(
  queryKey: readonly unknown[],
  fetch: () => Promise<TApiResult<T>>,
): Promise<T> {
  return unwrapApiResult(await offlineRuntime.readThrough(JSON.stringify(queryKey), fetch));
}
