import type { TPreferences, TPreferencesUpdate } from '../../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** PATCH /api/preferences with the changed fields only; answers the stored preferences. */
export function updatePreferences(update: TPreferencesUpdate): Promise<TApiResult<TPreferences>> {
  return apiRequest<TPreferences>('/api/preferences', { method: 'PATCH', body: update });
}
