import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** DELETE /api/sessions/:id: ends that session (204). */
export function revokeSession(sessionId: string): Promise<TApiResult<null>> {
  return apiRequest<null>(`/api/sessions/${encodeURIComponent(sessionId)}`, { method: 'DELETE' });
}
