// One write of the user (create, update or delete of a record, a tick of the daily checklist), through the
// offline layer: online with nothing waiting, it is sent at once; offline, behind waiting actions, or when the
// request fails for a network reason, it is queued (encrypted, on disk) under its id, which the server uses as
// an idempotency key, and the caller shows it optimistically.
import { readApiError } from '../api-error-body';
import type { TOfflineActionKind, TOfflineCommand, TOfflineTable } from '../../../shared/contracts/offline';
import type { TApiResult } from '../api-client';
import type { QueuedAction, QueuedActionContext } from './queued-action';
import { toWireAction, type SendOfflineActions } from './replay-queue';

/** What the user asks for, before it gets an id and a time. */
export interface ActionRequest {
  table: TOfflineTable;
  action: TOfflineActionKind;
  recordId: string;
  data?: Record<string, unknown>;
  baseVersion?: number | undefined;
  /** An update that is a command (a stock adjustment, a completion…) rather than a plain edit of fields. */
  command?: TOfflineCommand | undefined;
  /** What the browser knew of the record (kept with the action, never sent). */
  context?: QueuedActionContext | undefined;
}

export interface SubmitDependencies {
  clientId: string;
  enqueue: (action: QueuedAction) => Promise<void>;
  countPending: () => Promise<number>;
  send: SendOfflineActions;
  /** Whether the browser believes it can reach the server. */
  isOnline: () => boolean;
  newId?: () => string;
  now?: () => Date;
}

export type SubmitOutcome =
  /** The server applied it: its answer (201 + item, 200 + item, 204). */
  | { kind: 'applied'; status: number; body: unknown }
  /** The server refused it (validation, conflict…): the answer as an API failure, for the form to show. */
  | { kind: 'refused'; result: Extract<TApiResult<never>, { ok: false }> }
  /** Kept in the queue, to be sent when the network allows. */
  | { kind: 'queued'; action: QueuedAction; reason: 'offline' | 'behind-others' | 'network' };

export function newQueuedAction(
  request: ActionRequest,
  newId: () => string = () => crypto.randomUUID(),
  now: () => Date = () => new Date(),
): QueuedAction {
  return {
    id: newId(),
    table: request.table,
    action: request.action,
    recordId: request.recordId,
    data: request.data ?? {},
    ...(request.baseVersion ? { baseVersion: request.baseVersion } : {}),
    ...(request.command ? { command: request.command } : {}),
    ...(request.context ? { context: request.context } : {}),
    timestamp: now().toISOString(),
    synced: false,
    state: 'pending',
  };
}

/** An action's refused answer in the shape forms read (message, per-field messages). */
function refusal(status: number, body: unknown): Extract<TApiResult<never>, { ok: false }> {
  const parsed = readApiError(body);
  if (!parsed) return { ok: false, status, code: `http_${String(status)}`, message: '', fields: {} };
  const { code, message, fields = {} } = parsed.error;
  return { ok: false, status, code, message, fields };
}

export async function submitAction(deps: SubmitDependencies, request: ActionRequest): Promise<SubmitOutcome> {
  const action = newQueuedAction(request, deps.newId, deps.now);
  const queue = async (reason: 'offline' | 'behind-others' | 'network'): Promise<SubmitOutcome> => {
    await deps.enqueue(action);
    return { kind: 'queued', action, reason };
  };

  if (!deps.isOnline()) return queue('offline');
  // Order is kept: a new action never overtakes the ones already waiting.
  if ((await deps.countPending()) > 0) return queue('behind-others');

  const result = await deps.send(deps.clientId, [toWireAction(action)]);
  if (!result.ok) {
    if (result.code === 'network') return queue('network');
    return { kind: 'refused', result };
  }
  const answer = result.data.results[0];
  if (!answer) return { kind: 'refused', result: refusal(500, null) };
  if (answer.status >= 200 && answer.status < 300) {
    return { kind: 'applied', status: answer.status, body: answer.body };
  }
  return { kind: 'refused', result: refusal(answer.status, answer.body) };
}
