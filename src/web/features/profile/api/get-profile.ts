import type { TProfile } from '../../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** GET /api/profile: the signed-in user's profile. */
export function getProfile(signal?: AbortSignal): Promise<TApiResult<TProfile>> {
  return apiRequest<TProfile>('/api/profile', { signal });
}
