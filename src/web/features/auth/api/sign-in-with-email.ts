import type { TSignInRequest } from '../../../../shared/contracts/auth';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** Signed in, or a second factor is now expected (no session yet). */
export type TSignInOutcome = 'signed-in' | 'second-factor';

/** POST /api/auth/sign-in/email: sets the session cookie, or starts the second-factor challenge. */
export async function signInWithEmail(request: TSignInRequest): Promise<TApiResult<TSignInOutcome>> {
  const result = await apiRequest<unknown>('/api/auth/sign-in/email', { method: 'POST', body: request });
  if (!result.ok) return result;
  return { ...result, data: readSignInOutcome(result.data) };
}

/**
 * The answer as ZSignInResponse reads it, without zod (the sign-in page paints without it): an object with
 * `twoFactorRedirect: true` asks for the second factor; anything else counts as signed in.
 */
export function readSignInOutcome(body: unknown): TSignInOutcome {
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  return isObject && (body as Record<string, unknown>).twoFactorRedirect === true
    ? 'second-factor'
    : 'signed-in';
}
