import type { TActiveSession } from '../../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** GET /api/sessions: the user's active sessions, the current one flagged. */
export function getActiveSessions(signal?: AbortSignal): Promise<TApiResult<{ sessions: TActiveSession[] }>> {
  return apiRequest<{ sessions: TActiveSession[] }>('/api/sessions', { signal });
}
