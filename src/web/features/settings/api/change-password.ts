import type { z } from 'zod';
import type { ZChangePasswordRequest } from '../../../../shared/contracts/auth';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** POST /api/auth/change-password: the server also ends every other session of the user. */
export function changePassword(
  request: z.input<typeof ZChangePasswordRequest>,
): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/auth/change-password', { method: 'POST', body: request });
}
