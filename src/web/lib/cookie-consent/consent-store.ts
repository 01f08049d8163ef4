// The browser's copy of the cookie choice (spec §4, §5). Tiny on purpose: the app's entry reads it on every
// page to decide whether the banner (a lazy chunk) is needed at all.
import {
  parseStoredConsent,
  type CookieConsent,
  type StoredCookieConsent,
} from '../../../shared/domain/cookie-consent';

/** The choice itself, JSON {necessary, analytics, marketing, updatedAt}; the shell's reset removes it. */
export const consentStorageKey = 'cookie-consent';
/**
 * Set when a choice is stored in this browser; the shell's reset leaves it. Rule: the server's copy is taken
 * only by a browser that never chose here (a new device). After a reset the banner asks again, and the new
 * choice overwrites the server's.
 */
export const chosenMarkerKey = 'cookie-consent-chosen';
/** The updatedAt of the local choice last saved on the server (a visitor's choice is pushed once signed in). */
export const syncedMarkerKey = 'cookie-consent-synced';

type Listener = (consent: StoredCookieConsent) => void;
const listeners = new Set<Listener>();

function readItem(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable (private mode): the choice lasts for this page
  }
}

/** The stored choice when it passes the spec §5 rule, else null (the banner shows). */
export function readStoredConsent(): StoredCookieConsent | null {
  let value: unknown;
  try {
    value = JSON.parse(readItem(consentStorageKey) ?? '0');
  } catch {
    // malformed: no consent
  }
  const consent = parseStoredConsent(value);
  const { updatedAt } = (value ?? {}) as { updatedAt?: unknown };
  return consent && { ...consent, updatedAt: typeof updatedAt === 'string' ? updatedAt : '' };
}

/** Keeps a choice in this browser and tells the listeners (the banner goes, the analytics gate opens). */
export function storeConsent(consent: CookieConsent, updatedAt?: string): StoredCookieConsent {
  const stored = { ...consent, updatedAt: updatedAt ?? new Date().toISOString() };
  writeItem(consentStorageKey, JSON.stringify(stored));
  writeItem(chosenMarkerKey, '1');
  for (const listener of listeners) listener(stored);
  return stored;
}

export const hasChosenInThisBrowser = (): boolean => readItem(chosenMarkerKey) !== null;

export const isSynced = (stored: StoredCookieConsent): boolean =>
  readItem(syncedMarkerKey) === stored.updatedAt;

export function markSynced(stored: StoredCookieConsent): void {
  writeItem(syncedMarkerKey, stored.updatedAt);
}

/** Calls `listener` with each new choice made in this page; returns the unsubscribe. */
export function subscribeConsent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
