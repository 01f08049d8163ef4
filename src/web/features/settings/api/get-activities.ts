import type { TActivity } from '../../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** Spec §7 get_user_activities: pages of 100, newest first. */
export const ACTIVITY_PAGE_SIZE = 100;

/** GET /api/activities: one page of the signed-in user's own activity log. */
export function getActivities(
  offset: number,
  signal?: AbortSignal,
): Promise<TApiResult<{ activities: TActivity[] }>> {
  return apiRequest<{ activities: TActivity[] }>(
    `/api/activities?limit=${ACTIVITY_PAGE_SIZE}&offset=${offset}`,
    { signal },
  );
}
