// The signed-in user's server copy of the cookie choice (GET/PUT /api/preferences/cookie-consent). Loaded
// only on a choice or on a dashboard page, never by a visitor who just reads the home page; plain fetch keeps
// it small.
import {
  cookieConsentCacheMs,
  parseStoredConsent,
  type StoredCookieConsent,
} from '../../../shared/domain/cookie-consent';
import {
  hasChosenInThisBrowser,
  isSynced,
  markSynced,
  storeConsent,
} from '../../lib/cookie-consent/consent-store';

const consentPath = '/api/preferences/cookie-consent';
/** sessionStorage: the last server answer, reused for 15 minutes (spec §9 cookie-consent cache). */
const cacheKey = 'cookie-consent-server';

interface ServerRead {
  at: number;
  body: { consent?: unknown; updatedAt?: unknown };
}

const request = (path: string, init?: RequestInit) =>
  fetch(path, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  });

async function isSignedIn(): Promise<boolean> {
  const response = await request('/api/session/presence');
  return response.ok && ((await response.json()) as { isSignedIn?: unknown }).isSignedIn === true;
}

async function keepAnswer(response: Response): Promise<ServerRead> {
  const read = { at: Date.now(), body: (await response.json()) as ServerRead['body'] };
  try {
    sessionStorage.setItem(cacheKey, JSON.stringify(read));
  } catch {
    // no cache: the next page asks again
  }
  return read;
}

function cachedAnswer(): ServerRead | null {
  try {
    const read = JSON.parse(sessionStorage.getItem(cacheKey) ?? '0') as ServerRead | 0;
    return read && Date.now() - read.at < cookieConsentCacheMs ? read : null;
  } catch {
    return null;
  }
}

/**
 * A browser that never chose here (a new device) takes the signed-in user's saved choice: true when it did
 * (no banner needed). After a reset in this browser, the local choice wins: false.
 */
export async function adoptServerConsent(): Promise<boolean> {
  try {
    if (hasChosenInThisBrowser()) return false;
    let read = cachedAnswer();
    if (!read) {
      if (!(await isSignedIn())) return false;
      const response = await request(consentPath);
      if (!response.ok) return false;
      read = await keepAnswer(response);
    }
    const consent = parseStoredConsent(read.body.consent);
    const { updatedAt } = read.body;
    if (!consent || typeof updatedAt !== 'string' || hasChosenInThisBrowser()) return false;
    markSynced({ ...consent, updatedAt });
    storeConsent(consent, updatedAt);
    return true;
  } catch {
    return false;
  }
}

let pushing: string | undefined;

/** Saves this browser's choice on the server once someone is signed in (a visitor's choice waits). */
export async function pushConsentIfSignedIn(stored: StoredCookieConsent): Promise<void> {
  if (pushing === stored.updatedAt || isSynced(stored)) return;
  pushing = stored.updatedAt;
  try {
    if (!(await isSignedIn())) return;
    const response = await request(consentPath, {
      method: 'PUT',
      body: JSON.stringify({ analytics: stored.analytics, marketing: stored.marketing }),
    });
    if (!response.ok) return;
    markSynced(stored);
    await keepAnswer(response);
  } catch {
    // offline or server down: pushed again from a later dashboard page
  } finally {
    pushing = undefined;
  }
}
