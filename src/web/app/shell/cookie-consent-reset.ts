import { consentStorageKey } from '../../lib/cookie-consent/consent-store';

/** Local storage keys of the cookie consent (plain and encrypted copies, spec §9). */
export const cookieConsentStorageKeys = [consentStorageKey, `encrypted_${consentStorageKey}`] as const;

/** Forgets the cookie choice and reloads the page so the consent banner asks again. */
export function resetCookieConsent(): void {
  try {
    for (const key of cookieConsentStorageKeys) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored either
  }
  window.location.reload();
}
