import { createContext, useContext } from 'react';

/**
 * What the shell knows about the signed-in user, provided by DashboardShell from the session
 * (use-session-shell-user.ts). Without a provider nobody is shown, nothing privileged appears and there is no
 * sign-out button.
 */
export interface ShellUser {
  email: string | null;
  /** Admin (role admin with a verified second factor, spec §6): shows the Monitoring link. */
  isPrivileged?: boolean;
  /** Ends the session; the sign-out button appears only with an e-mail and this function. */
  signOut?: () => void | Promise<void>;
}

export const defaultShellUser: ShellUser = { email: null, isPrivileged: false };

export const ShellUserContext = createContext<ShellUser>(defaultShellUser);

export function useShellUser(): ShellUser {
  return useContext(ShellUserContext);
}
