import type { TCurrentSession, TSessionStatus } from '../../../shared/contracts/account';
import { apiRequest, type TApiResult } from '../api-client';

export const currentSessionPath = '/api/session/current';

/** GET /api/session/current: the status, or null when signed out (a 200: no failed request in the console). */
export function fetchCurrentSession(sent?: Promise<Response>): Promise<TApiResult<TCurrentSession>> {
  return apiRequest<TCurrentSession>(currentSessionPath, sent ? { sent } : {});
}

/** A read started at boot is used only this soon after: later, the answer may no longer hold. */
const earlyReadFreshMs = 10_000;

let earlyRead: { answer: Promise<TApiResult<TCurrentSession>>; sentAt: number } | null = null;

/**
 * Sends GET /api/session/current at boot, while the shell's code loads (app/start-route-early.ts), or reads the
 * answer of the request the entry sent even before this module arrived (`sent`).
 */
export function startCurrentSessionRead(sent?: Promise<Response>): Promise<TApiResult<TCurrentSession>> {
  earlyRead ??= { answer: fetchCurrentSession(sent), sentAt: Date.now() };
  return earlyRead.answer;
}

/** The read started at boot, taken once while fresh; otherwise a new read. */
export function readCurrentSession(): Promise<TApiResult<TCurrentSession>> {
  const started = earlyRead;
  earlyRead = null;
  return started && Date.now() - started.sentAt < earlyReadFreshMs ? started.answer : fetchCurrentSession();
}

/** GET /api/session/presence: 200 whether signed in or not (no 401 in the console of the sign-in page). */
export function fetchSessionPresence(): Promise<TApiResult<{ isSignedIn: boolean }>> {
  return apiRequest<{ isSignedIn: boolean }>('/api/session/presence');
}

/** POST /api/session/refresh: counts as activity, pushes the inactivity end 30 min away (never past 12 h). */
export function refreshSession(): Promise<TApiResult<TSessionStatus>> {
  return apiRequest<TSessionStatus>('/api/session/refresh', { method: 'POST', body: {} });
}

/** POST /api/auth/sign-out: ends the session on the server and clears the cookie. */
export function signOutOnServer(): Promise<TApiResult<{ success: boolean }>> {
  return apiRequest<{ success: boolean }>('/api/auth/sign-out', { method: 'POST', body: {} });
}
