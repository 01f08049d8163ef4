import type { TProfile, TProfileUpdate } from '../../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** PATCH /api/profile with the changed fields only (spec §3: updates are partial); answers the new profile. */
export function updateProfile(update: TProfileUpdate): Promise<TApiResult<TProfile>> {
  return apiRequest<TProfile>('/api/profile', { method: 'PATCH', body: update });
}
