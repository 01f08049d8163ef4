// Replays the offline queue to the server (spec §4 "Offline action"): in order, one action at a time, or in
// batches when many are waiting; each applied action is marked synced, then the synced ones are purged. The
// server applies an action id once, so an action whose answer was lost is simply sent again.
import { readApiError } from '../api-error-body';
import type {
  TOfflineAction,
  TOfflineActionResult,
  TOfflineActionsResponse,
} from '../../../shared/contracts/offline';
import type { TApiResult } from '../api-client';
import type { QueuedAction, QueuedActionProblem } from './queued-action';

/** The queue as the replay needs it (the user's encrypted store provides it). */
export interface ReplayableQueue {
  readonly clientId: string;
  listPending(limit?: number): Promise<QueuedAction[]>;
  updateAction(
    id: string,
    patch: Partial<Pick<QueuedAction, 'state' | 'problem' | 'synced'>>,
  ): Promise<unknown>;
  markSynced(id: string): Promise<void>;
  purgeSynced(): Promise<number>;
}

/** Sends actions to POST /api/offline/actions. */
export type SendOfflineActions = (
  clientId: string,
  actions: TOfflineAction[],
) => Promise<TApiResult<TOfflineActionsResponse>>;

/** Why a replay stopped before the queue was empty: no network, a server failure, or the session ended. */
export type TReplayStop = 'network' | 'server' | 'session' | null;

export interface ReplayReport {
  synced: number;
  /** Refused for good (validation, not found…): kept for the user to see. */
  failed: number;
  /** The record changed or was deleted since it was read: kept for the user to resolve. */
  conflicts: number;
  stoppedBy: TReplayStop;
}

export interface ReplayOptions {
  /** Up to this many waiting actions are sent one at a time; more go in batches. */
  singleLimit?: number;
  batchSize?: number;
}

/** The wire form of a queued action (what the server applies and fingerprints). */
export function toWireAction(action: QueuedAction): TOfflineAction {
  const { id, table, action: kind, command, recordId, data, baseVersion, timestamp } = action;
  return {
    id,
    table,
    action: kind,
    ...(command ? { command } : {}),
    recordId,
    data,
    timestamp,
    ...(baseVersion ? { baseVersion } : {}),
  };
}

/** The server's message and, for a conflict, the record as it is now. */
export function problemOf(result: Pick<TOfflineActionResult, 'status' | 'body'>): QueuedActionProblem {
  const message = readApiError(result.body)?.error.message ?? `HTTP ${String(result.status)}`;
  const problem: QueuedActionProblem = { status: result.status, message };
  if (result.status === 409 && typeof result.body === 'object' && result.body !== null) {
    const current = (result.body as { current?: unknown }).current;
    if (current === null || typeof current === 'object') {
      problem.current = current as Record<string, unknown> | null;
    }
  }
  return problem;
}

/** Where a whole request's failure leaves the replay. */
function stopFor(result: Extract<TApiResult<unknown>, { ok: false }>): TReplayStop {
  if (result.code === 'network') return 'network';
  if (result.status === 401) return 'session';
  return 'server';
}

export async function replayQueue(
  queue: ReplayableQueue,
  send: SendOfflineActions,
  { singleLimit = 5, batchSize = 100 }: ReplayOptions = {},
): Promise<ReplayReport> {
  const report: ReplayReport = { synced: 0, failed: 0, conflicts: 0, stoppedBy: null };
  let isSingleOnly = false;

  for (;;) {
    const waiting = await queue.listPending(batchSize);
    if (waiting.length === 0) break;
    const chunk = isSingleOnly || waiting.length <= singleLimit ? waiting.slice(0, 1) : waiting;
    const result = await send(queue.clientId, chunk.map(toWireAction));

    if (!result.ok) {
      // A request the server refused as a whole (not network, not session): one of the batch is malformed.
      // Sent one by one, the bad one is refused alone and the others go through.
      if (result.status === 400 && chunk.length > 1) {
        isSingleOnly = true;
        continue;
      }
      if (result.status === 400 && chunk[0]) {
        await queue.updateAction(chunk[0].id, {
          state: 'failed',
          problem: { status: 400, message: result.message },
        });
        report.failed += 1;
        continue;
      }
      report.stoppedBy = stopFor(result);
      break;
    }

    const byId = new Map(result.data.results.map((entry) => [entry.id, entry]));
    for (const action of chunk) {
      const answer = byId.get(action.id);
      if (!answer) {
        report.stoppedBy = 'server';
        break;
      }
      if (answer.status >= 200 && answer.status < 300) {
        await queue.markSynced(action.id);
        report.synced += 1;
      } else if (answer.status === 409) {
        await queue.updateAction(action.id, { state: 'conflict', problem: problemOf(answer) });
        report.conflicts += 1;
      } else if (answer.status >= 500) {
        report.stoppedBy = 'server';
        break;
      } else {
        await queue.updateAction(action.id, { state: 'failed', problem: problemOf(answer) });
        report.failed += 1;
      }
    }
    if (report.stoppedBy) break;
  }

  await queue.purgeSynced();
  return report;
}
