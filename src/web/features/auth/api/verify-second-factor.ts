import { apiRequest, type TApiResult } from '../../../lib/api-client';
import type { TSecondFactorMethod, TSecondFactorRequest } from '../lib/second-factor-values';

const verifyPaths: Record<TSecondFactorMethod, string> = {
  totp: '/api/auth/two-factor/verify-totp',
  'backup-code': '/api/auth/two-factor/verify-backup-code',
};

/** Completes a sign-in that asked for a second factor; the session cookie is set on success. */
export function verifySecondFactor(
  method: TSecondFactorMethod,
  request: TSecondFactorRequest,
): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>(verifyPaths[method], { method: 'POST', body: request });
}
