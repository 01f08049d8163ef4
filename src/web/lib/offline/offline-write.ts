// One write of the user through the offline layer, answered as the REST call standing for it would be
// (TApiResult), so forms and toasts read it as before: the server's answer when applied at once, its message
// when refused, 202 with what the user will see once queued, and the REST call itself when this browser keeps
// nothing offline (no encryption, no signed-in runtime), with a clear message instead of a change silently lost.
import { i18n } from '../i18n/i18n';
import type { TApiResult } from '../api-client';
import { offlineRuntime, type RuntimeSubmitOutcome } from './offline-runtime';
import type { QueuedAction } from './queued-action';
import type { ActionRequest } from './submit-action';

export interface OfflineWrite<T> {
  request: ActionRequest;
  /** The REST call doing the same, when nothing can be kept offline. */
  sendDirectly: () => Promise<TApiResult<T>>;
  /** What the user sees while the action waits in the queue (the record as it will be). */
  shownWhileQueued: (action: QueuedAction) => T;
}

export type SubmitToOfflineLayer = (request: ActionRequest) => Promise<RuntimeSubmitOutcome>;

const submitToRuntime: SubmitToOfflineLayer = (request) => offlineRuntime.submit(request);

async function sendDirectly<T>(write: OfflineWrite<T>): Promise<TApiResult<T>> {
  const result = await write.sendDirectly();
  if (result.ok || result.code !== 'network') return result;
  return { ...result, message: i18n.t('offline:errors.notQueued') };
}

export async function writeThroughOfflineLayer<T>(
  write: OfflineWrite<T>,
  submit: SubmitToOfflineLayer = submitToRuntime,
): Promise<TApiResult<T>> {
  const outcome = await submit(write.request);
  switch (outcome.kind) {
    case 'unavailable':
      return sendDirectly(write);
    case 'applied':
      return { ok: true, status: outcome.status, data: outcome.body as T };
    case 'refused':
      return outcome.result;
    case 'queued':
      return { ok: true, status: 202, data: write.shownWhileQueued(outcome.action) };
  }
}
