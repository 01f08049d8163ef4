import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { TSessionStatus } from '../../../shared/contracts/account';
import { readOfflineSession } from '../offline/offline-session';
import { readCurrentSession, refreshSession, signOutOnServer } from './session-api';

export type TSessionState =
  | { phase: 'loading' }
  | { phase: 'signed-out' }
  /** The server could not be reached: the last known state is unknown, nothing is assumed. */
  | { phase: 'unreachable' }
  /** `clockOffsetMs`: this browser's clock minus the server's, measured when the status arrived. */
  | { phase: 'signed-in'; status: TSessionStatus; clockOffsetMs: number }
  /**
   * The server cannot be reached, but this browser holds the encrypted status of the user who last signed in
   * here (an offline reload): the app opens on their offline data; the server decides again once it is back.
   */
  | { phase: 'offline'; status: TSessionStatus };

export interface SessionContextValue {
  state: TSessionState;
  /** Reads the session again from the server (after sign-in, a profile or 2FA change…). */
  reload: () => Promise<TSessionState>;
  /** Extends the session (the "Prolonger" button, activity); false when the server refused. */
  extend: () => Promise<boolean>;
  /** Ends the session on the server, then the caller navigates to /login; resolves with the server's error. */
  signOut: () => Promise<{ errorMessage?: string }>;
  /** Forgets the session locally (after expiry) without asking the server. */
  markSignedOut: () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

function signedIn(status: TSessionStatus): TSessionState {
  const serverTime = Date.parse(status.serverTime);
  return {
    phase: 'signed-in',
    status,
    clockOffsetMs: Number.isNaN(serverTime) ? 0 : Date.now() - serverTime,
  };
}

/** The signed-in user's id, also while working offline; null otherwise. */
export function sessionUserId(state: TSessionState): string | null {
  return state.phase === 'signed-in' || state.phase === 'offline' ? state.status.user.id : null;
}

/** Signed in, signed out, offline on the last user's data, or unknown when the server cannot be reached. */
async function readSessionState(): Promise<TSessionState> {
  const result = await readCurrentSession();
  if (result.ok) return result.data.status ? signedIn(result.data.status) : { phase: 'signed-out' };
  if (result.status === 401) return { phase: 'signed-out' };
  if (result.code !== 'network') return { phase: 'unreachable' };
  const offline = await readOfflineSession().catch(() => null);
  return offline ? { phase: 'offline', status: offline } : { phase: 'unreachable' };
}

/** Holds the signed-in state for the whole app: one status request at start, then on demand. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<TSessionState>({ phase: 'loading' });
  // Raised by each local sign-out: an answer to a request sent before it (a status read, a heartbeat) is stale and
  // must not sign the user back in.
  const signOutCount = useRef(0);

  const reload = useCallback(async (): Promise<TSessionState> => {
    const sentAfter = signOutCount.current;
    const next = await readSessionState();
    if (sentAfter !== signOutCount.current) return { phase: 'signed-out' };
    setState(next);
    return next;
  }, []);

  const extend = useCallback(async (): Promise<boolean> => {
    const sentAfter = signOutCount.current;
    const result = await refreshSession();
    if (sentAfter !== signOutCount.current) return false;
    if (result.ok) {
      setState(signedIn(result.data));
      return true;
    }
    if (result.status === 401) setState({ phase: 'signed-out' });
    return false;
  }, []);

  const signOut = useCallback(async (): Promise<{ errorMessage?: string }> => {
    const result = await signOutOnServer();
    // The caller leaves for /login whatever the server said (spec §8); the state is left as it is so that the
    // route guard does not race it with a "come back here after sign-in" redirect.
    // A missing session is not an error worth showing ("Auth session missing" just goes to /login).
    if (result.ok || result.status === 401) return {};
    return { errorMessage: result.message };
  }, []);

  const markSignedOut = useCallback(() => {
    signOutCount.current += 1;
    setState({ phase: 'signed-out' });
  }, []);

  useEffect(() => {
    let isCurrent = true;
    const sentAfter = signOutCount.current;
    void readSessionState().then((next) => {
      if (isCurrent && sentAfter === signOutCount.current) setState(next);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  // Back online after working offline: the server says again who is signed in.
  const phase = state.phase;
  useEffect(() => {
    if (phase !== 'offline' && phase !== 'unreachable') return undefined;
    const onOnline = () => void reload();
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
    };
  }, [phase, reload]);

  const value = useMemo(
    () => ({ state, reload, extend, signOut, markSignedOut }),
    [state, reload, extend, signOut, markSignedOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession() needs a <SessionProvider> above it');
  return value;
}
