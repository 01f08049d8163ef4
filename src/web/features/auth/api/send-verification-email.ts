import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { defaultReturnPath } from '../lib/return-path';

/** POST /api/auth/send-verification-email: a new link, leading to /dashboard once the address is confirmed. */
export function sendVerificationEmail(email: string): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: defaultReturnPath },
  });
}
