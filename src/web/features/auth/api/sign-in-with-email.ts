import { ZSignInResponse, type TSignInRequest } from '../../../../shared/contracts/auth';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** Signed in, or a second factor is now expected (no session yet). */
export type TSignInOutcome = 'signed-in' | 'second-factor';

/** POST /api/auth/sign-in/email: sets the session cookie, or starts the second-factor challenge. */
export async function signInWithEmail(request: TSignInRequest): Promise<TApiResult<TSignInOutcome>> {
  const result = await apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: request });
  if (!result.ok) return result;
  const parsed = ZSignInResponse.safeParse(result.data);
  const needsSecondFactor = parsed.success && 'twoFactorRedirect' in parsed.data;
  return { ...result, data: needsSecondFactor ? 'second-factor' : 'signed-in' };
}
