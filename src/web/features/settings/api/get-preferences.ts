import type { TPreferences } from '../../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** GET /api/preferences: language, time zone and daily reset hour ("HH:MM"). */
export function getPreferences(signal?: AbortSignal): Promise<TApiResult<TPreferences>> {
  return apiRequest<TPreferences>('/api/preferences', { signal });
}
