import type { TSignUpRequest } from '../../../../shared/contracts/auth';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** POST /api/auth/sign-up/email: creates the account, signs it in and sends the verification e-mail. */
export function signUpWithEmail(request: TSignUpRequest): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/auth/sign-up/email', { method: 'POST', body: request });
}
