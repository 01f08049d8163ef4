import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** POST /api/auth/two-factor/disable: turns two-factor off after the password is given again. */
export function disableTwoFactor(password: string): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
}
