// A command on one record (a stock adjustment, a task completed or reopened: OFFLINE_COMMANDS) through the
// offline layer, for every module: the REST route it stands for is `POST <collection>/:id/<command>`. Answered
// as that route would be: the server's record when applied, its message when refused, and once queued (202)
// the record as the user saw it with the command applied by the module's rule (version + 1, as the server
// raises it).
import type { TOfflineCommand } from '../../../shared/contracts/offline';
import { apiRequest, type TApiResult } from '../api-client';
import { writeThroughOfflineLayer, type SubmitToOfflineLayer } from '../offline/offline-write';
import { itemAfterAction } from '../offline/pending-overlay';
import type { QueuedActionContext } from '../offline/queued-action';
import type { RecordsEndpoint } from './records-endpoint';

export interface RecordCommand<TItem> {
  /** The record as the user sees it. */
  item: TItem;
  command: TOfflineCommand;
  /** The route's body (`{delta}`, `{completedOn, meterHours}`, `{}`). */
  data?: Record<string, unknown>;
  /** Its name and what else the lists and the problems dialog need while it waits. */
  context?: QueuedActionContext;
}

export function commandRecord<TItem extends { id: string; version?: number }>(
  endpoint: RecordsEndpoint,
  { item, command, data = {}, context }: RecordCommand<TItem>,
  submit?: SubmitToOfflineLayer,
): Promise<TApiResult<TItem>> {
  const path = `${endpoint.path}/${encodeURIComponent(item.id)}/${command}`;
  return writeThroughOfflineLayer<TItem>(
    {
      request: { table: endpoint.table, action: 'update', command, recordId: item.id, data, context },
      sendDirectly: () =>
        apiRequest<TItem>(path, { method: 'POST', ...(Object.keys(data).length > 0 ? { body: data } : {}) }),
      shownWhileQueued: (action) => itemAfterAction(action, item, endpoint) as unknown as TItem,
    },
    submit,
  );
}
