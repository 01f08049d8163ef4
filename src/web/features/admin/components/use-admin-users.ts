import { useCallback, useEffect, useState } from 'react';
import type { TAdminUser } from '../../../../shared/contracts/account';
import { getAdminUsers } from '../api/get-admin-users';

export type TAdminUsersState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; users: TAdminUser[] };

/** GET /api/admin/users, with a retry and a way to show a changed role without reading again. */
export function useAdminUsers() {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: TAdminUsersState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getAdminUsers(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setAnswer({
          attempt,
          state: result.ok
            ? { kind: 'loaded', users: result.data.users }
            : { kind: 'error', message: result.message },
        });
      },
      () => {
        // aborted: the page is gone or asks again
      },
    );
    return () => {
      controller.abort();
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  const replaceUser = useCallback((changed: Pick<TAdminUser, 'id' | 'role'>) => {
    setAnswer((current) =>
      current?.state.kind === 'loaded'
        ? {
            attempt: current.attempt,
            state: {
              kind: 'loaded',
              users: current.state.users.map((user) =>
                user.id === changed.id ? { ...user, role: changed.role } : user,
              ),
            },
          }
        : current,
    );
  }, []);

  const state: TAdminUsersState = answer?.attempt === attempt ? answer.state : { kind: 'loading' };
  return { state, retry, replaceUser };
}
