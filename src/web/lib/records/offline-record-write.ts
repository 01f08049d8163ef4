// A records write through the offline layer, answered as the REST call would be (TApiResult), so the forms keep
// showing the server's per-field messages: applied at once online, queued offline (answered 202 with the record
// as it will be), refused with the server's message.
import type { TOfflineActionKind } from '../../../shared/contracts/offline';
import { apiRequest, type TApiResult } from '../api-client';
import { writeThroughOfflineLayer } from '../offline/offline-write';
import { itemAfterAction } from '../offline/pending-overlay';
import type { RecordsEndpoint } from './records-endpoint';

/** The record a change applies to, at the version the user read. */
export interface RecordTarget {
  id: string;
  version?: number | undefined;
}

/** The REST call doing the same (without a working offline store). */
function restWrite<TItem>(
  endpoint: RecordsEndpoint,
  kind: TOfflineActionKind,
  target: RecordTarget,
  body: unknown,
): Promise<TApiResult<TItem>> {
  if (kind === 'insert') return apiRequest<TItem>(endpoint.path, { method: 'POST', body });
  return apiRequest<TItem>(`${endpoint.path}/${encodeURIComponent(target.id)}`, {
    method: kind === 'update' ? 'PATCH' : 'DELETE',
    body,
  });
}

export function writeThroughOffline<TItem>(
  endpoint: RecordsEndpoint,
  kind: TOfflineActionKind,
  target: RecordTarget,
  body: unknown,
): Promise<TApiResult<TItem>> {
  const before = { id: target.id, ...(target.version ? { version: target.version } : {}) };
  return writeThroughOfflineLayer<TItem>({
    request: {
      table: endpoint.table,
      action: kind,
      recordId: target.id,
      data: (body ?? {}) as Record<string, unknown>,
      baseVersion: kind === 'insert' ? undefined : target.version,
    },
    sendDirectly: () => restWrite<TItem>(endpoint, kind, target, body),
    shownWhileQueued: (action) =>
      itemAfterAction(action, kind === 'insert' ? null : before, endpoint) as TItem,
  });
}
