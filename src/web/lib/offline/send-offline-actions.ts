// The one call the offline layer makes to write: POST /api/offline/actions (the server applies each action id
// once and answers a replay with the stored result).
import type { TOfflineAction, TOfflineActionsResponse } from '../../../shared/contracts/offline';
import { apiRequest, type TApiResult } from '../api-client';

export const offlineActionsPath = '/api/offline/actions';

export function sendOfflineActions(
  clientId: string,
  actions: TOfflineAction[],
): Promise<TApiResult<TOfflineActionsResponse>> {
  return apiRequest<TOfflineActionsResponse>(offlineActionsPath, {
    method: 'POST',
    body: { clientId, actions },
  });
}
