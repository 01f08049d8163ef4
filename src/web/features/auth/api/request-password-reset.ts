import { apiRequest, type TApiResult } from '../../../lib/api-client';
import type { TRequestPasswordResetRequest } from '../lib/reset-request-values';

/** POST /api/auth/request-password-reset: answers the same whether or not the address has an account. */
export function requestPasswordReset(request: TRequestPasswordResetRequest): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/auth/request-password-reset', { method: 'POST', body: request });
}
