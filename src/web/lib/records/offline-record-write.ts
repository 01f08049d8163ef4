// A records write through the offline layer, answered as the REST call would be (TApiResult), so the forms keep
// showing the server's per-field messages: applied at once online, queued offline (answered 202 with the record
// as it will be), refused with the server's message.
import i18n from 'i18next';
import type { TOfflineActionKind } from '../../../shared/contracts/offline';
import { apiRequest, type TApiResult } from '../api-client';
import { offlineRuntime } from '../offline/offline-runtime';
import { itemAfterAction } from '../offline/pending-overlay';
import type { RecordsEndpoint } from './records-endpoint';

/** The record a change applies to, at the version the user read. */
export interface RecordTarget {
  id: string;
  version?: number | undefined;
}

/**
 * Without a working offline store (no encryption in this browser, no signed-in runtime): the plain REST call,
 * and offline a clear message instead of a change silently lost.
 */
async function writeDirectly<TItem>(
  endpoint: RecordsEndpoint,
  kind: TOfflineActionKind,
  target: RecordTarget,
  body: unknown,
): Promise<TApiResult<TItem>> {
  const itemPath = `${endpoint.path}/${encodeURIComponent(target.id)}`;
  const result =
    kind === 'insert'
      ? await apiRequest<TItem>(endpoint.path, { method: 'POST', body })
      : await apiRequest<TItem>(itemPath, { method: kind === 'update' ? 'PATCH' : 'DELETE', body });
  if (result.ok || result.code !== 'network') return result;
  return { ...result, message: i18n.t('offline:errors.notQueued') };
}

export async function writeThroughOffline<TItem>(
  endpoint: RecordsEndpoint,
  kind: TOfflineActionKind,
  target: RecordTarget,
  body: unknown,
): Promise<TApiResult<TItem>> {
  const data = (body ?? {}) as Record<string, unknown>;
  const outcome = await offlineRuntime.submit({
    table: endpoint.table,
    action: kind,
    recordId: target.id,
    data,
    baseVersion: kind === 'insert' ? undefined : target.version,
  });
  switch (outcome.kind) {
    case 'unavailable':
      return writeDirectly<TItem>(endpoint, kind, target, body);
    case 'applied':
      return { ok: true, status: outcome.status, data: outcome.body as TItem };
    case 'refused':
      return outcome.result;
    case 'queued': {
      const before = { id: target.id, ...(target.version ? { version: target.version } : {}) };
      const shown = itemAfterAction(
        outcome.action,
        kind === 'insert' ? null : before,
        endpoint.toOptimisticItem,
      );
      return { ok: true, status: 202, data: shown as TItem };
    }
  }
}
