// Applies a browser's queued actions exactly once (issue 6 point 3): in order, in the user's transaction, each
// in its own savepoint so that a refused action undoes only itself. The action's key is written first, then its
// effect, then its answer, all in the savepoint: a replay (lost response, second tab) finds the key and gets the
// stored answer; the same id with another body is refused; a refused action leaves no key and may be sent again.
import type { TFunction } from '../../../shared/i18n/translate.js';
import type {
  TOfflineAction,
  TOfflineActionResult,
  TOfflineActionsRequest,
} from '../../../shared/contracts/offline.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { VersionConflictError, versionConflictBody } from '../records/version-conflict.js';
import {
  claimOfflineClient,
  findAppliedAction,
  insertAppliedActionKey,
  saveAppliedActionAnswer,
} from './offline-actions.repository.js';
import { offlineActionFingerprint } from './offline-fingerprint.js';
import { applierFor } from './offline-table-handler.js';
import type { OfflineTableHandlers } from './offline-table-handlers.js';

/** 403: the client id was first used by another user (it belongs to them for good). */
export const offlineClientForeign = () =>
  new HttpError(403, 'offline_client_foreign', 'errors:offline.clientForeign');

/** 422: the action id was applied before with another body. */
const idempotencyMismatch = () =>
  new HttpError(422, 'idempotency_mismatch', 'errors:offline.idempotencyMismatch');

/** The body a refused action answers, as the error handler words an error of the REST routes. */
function refusalBody(error: HttpError, t: TFunction): unknown {
  if (error instanceof VersionConflictError) return versionConflictBody(error, t);
  return {
    error: {
      code: error.code,
      message: t(error.messageKey, error.params),
      ...(error.fields ? { fields: error.fields } : {}),
    },
  };
}

/** The reader of the answers: their translator and language, as the REST routes have them. */
export interface OfflineReader {
  t: TFunction;
  language: TLanguage;
}

interface BatchContext extends OfflineReader {
  tx: DbTransaction;
  userId: string;
  clientId: string;
  handlers: OfflineTableHandlers;
}

async function applyAction(context: BatchContext, action: TOfflineAction): Promise<TOfflineActionResult> {
  const { tx, userId, clientId, handlers, t, language } = context;
  const fingerprint = offlineActionFingerprint(action);
  try {
    return await tx.transaction(async (savepoint) => {
      const key = { clientId, actionId: action.id, userId, fingerprint };
      if (!(await insertAppliedActionKey(savepoint, key))) {
        const applied = await findAppliedAction(savepoint, userId, clientId, action.id);
        if (!applied || applied.status === 0) throw new Error('applied action without its answer');
        if (applied.fingerprint !== fingerprint) throw idempotencyMismatch();
        return { id: action.id, status: applied.status, body: applied.response, replayed: true };
      }
      const apply = applierFor(handlers[action.table], action);
      const effect = await apply({ tx: savepoint, userId, t, language }, action);
      await saveAppliedActionAnswer(savepoint, userId, clientId, action.id, effect);
      return { id: action.id, status: effect.status, body: effect.body, replayed: false };
    });
  } catch (error) {
    // A refusal (4xx) is this action's answer; anything else is the server's fault and fails the request
    // (the whole transaction rolls back: nothing of the batch is kept, and the browser sends it again).
    if (error instanceof HttpError && error.statusCode < 500) {
      return { id: action.id, status: error.statusCode, body: refusalBody(error, t), replayed: false };
    }
    throw error;
  }
}

/** One result per action, in order; 403 for the whole request when the client id is another user's. */
export async function applyOfflineActions(
  tx: DbTransaction,
  userId: string,
  request: TOfflineActionsRequest,
  handlers: OfflineTableHandlers,
  reader: OfflineReader,
): Promise<TOfflineActionResult[]> {
  if (!(await claimOfflineClient(tx, userId, request.clientId))) throw offlineClientForeign();
  const context: BatchContext = { ...reader, tx, userId, clientId: request.clientId, handlers };
  const results: TOfflineActionResult[] = [];
  // One after the other: the order of the queue is the order of the effects.
  for (const action of request.actions) results.push(await applyAction(context, action));
  return results;
}
