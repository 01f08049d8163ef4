import type { TSessionState } from '../../../lib/session/session-context';

/** What a protected route shows for the current session state. */
export type TSessionGateView = 'skeleton' | 'redirect-to-login' | 'unreachable' | 'content';

/**
 * Signed out goes to /login; an unreachable server is never taken for a sign-out (an offline operator is not
 * bounced to /login). Once the session was confirmed, a later unreachable check keeps the page on screen:
 * losing the network for a moment must not throw away what the user was doing.
 */
export function getSessionGateView(phase: TSessionState['phase'], wasSignedIn: boolean): TSessionGateView {
  switch (phase) {
    case 'loading':
      return 'skeleton';
    case 'signed-out':
      return 'redirect-to-login';
    case 'unreachable':
      return wasSignedIn ? 'content' : 'unreachable';
    case 'signed-in':
    case 'offline':
      return 'content';
  }
}
