import type { ProfileRole } from '../../../../shared/domain/accounts';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** PATCH /api/admin/users/:id/role (the server logs it as a role_change security event). */
export function changeUserRole(
  userId: string,
  role: ProfileRole,
): Promise<TApiResult<{ id: string; role: ProfileRole }>> {
  return apiRequest<{ id: string; role: ProfileRole }>(
    `/api/admin/users/${encodeURIComponent(userId)}/role`,
    {
      method: 'PATCH',
      body: { role },
    },
  );
}
