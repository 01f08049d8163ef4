import { apiRequest, type TApiResult } from '../../../lib/api-client';
import type { TResetPasswordRequest } from '../lib/new-password-values';

/** POST /api/auth/reset-password: sets the new password of the link's account (the token works once). */
export function resetPassword(request: TResetPasswordRequest): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/auth/reset-password', { method: 'POST', body: request });
}
