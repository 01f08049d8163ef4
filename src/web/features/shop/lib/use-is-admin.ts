import { useSession } from '../../../lib/session/session-context';

/** Whether the signed-in user is admin (spec §6, as the server decided: role admin and a verified 2FA). */
export function useIsAdmin(): boolean {
  const { state } = useSession();
  return state.phase === 'signed-in' && state.status.isAdmin;
}
