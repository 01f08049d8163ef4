import type { z } from 'zod';
import type { ZEnableTwoFactorResponse } from '../../../../shared/contracts/auth';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

export type TEnableTwoFactorResponse = z.infer<typeof ZEnableTwoFactorResponse>;

/** POST /api/auth/two-factor/enable: the otpauth:// URI to scan and the backup codes; not active yet. */
export function enableTwoFactor(password: string): Promise<TApiResult<TEnableTwoFactorResponse>> {
  return apiRequest<TEnableTwoFactorResponse>('/api/auth/two-factor/enable', {
    method: 'POST',
    body: { password },
  });
}
