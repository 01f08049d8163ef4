import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** POST /api/auth/two-factor/verify-totp: a first valid code turns two-factor on (the session is renewed). */
export function verifyTwoFactor(code: string): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code } });
}
