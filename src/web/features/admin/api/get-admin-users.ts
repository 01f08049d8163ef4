import type { TAdminUser } from '../../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** GET /api/admin/users: every user with their role (403 unless admin with a verified second factor). */
export function getAdminUsers(signal?: AbortSignal): Promise<TApiResult<{ users: TAdminUser[] }>> {
  return apiRequest<{ users: TAdminUser[] }>('/api/admin/users', { signal });
}
