import { useCallback } from 'react';
import type { TAdminUser } from '../../../../shared/contracts/account';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { getAdminUsers } from '../api/get-admin-users';

/** GET /api/admin/users, with a retry and a way to show a changed role without reading again. */
export function useAdminUsers() {
  const { state, retry, update } = useApiResource(getAdminUsers);

  const replaceUser = useCallback(
    (changed: Pick<TAdminUser, 'id' | 'role'>) => {
      update(({ users }) => ({
        users: users.map((user) => (user.id === changed.id ? { ...user, role: changed.role } : user)),
      }));
    },
    [update],
  );

  return { state, retry, replaceUser };
}
