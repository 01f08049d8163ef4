// Cookie consent (spec §2, §3, §5, §9). Kept free of any library: the web entry reads the stored choice with
// parseStoredConsent on every page, within the home page's 120 KB budget.

/** user_preferences.cookie_consent: necessary cookies cannot be refused. */
export interface CookieConsent {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

/** The choice as the browser keeps it (localStorage 'cookie-consent'): when it was made. */
export interface StoredCookieConsent extends CookieConsent {
  updatedAt: string;
}

/** Spec §9: the server's copy is read at most every 15 minutes. */
export const cookieConsentCacheMs = 15 * 60_000;

/** Spec §9: "An analytics script loads after 2 s" (only once analytics are consented to). */
export const analyticsDelayMs = 2000;

/**
 * Spec §5: a stored consent counts only if necessary is true and analytics and marketing are booleans;
 * anything else (missing, malformed, necessary false) is no consent at all. Extra fields are dropped.
 */
export function parseStoredConsent(value: unknown): CookieConsent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { necessary, analytics, marketing } = value as Record<string, unknown>;
  return necessary === true && typeof analytics === 'boolean' && typeof marketing === 'boolean'
    ? { necessary, analytics, marketing }
    : null;
}

/** A choice: necessary is always part of it. */
export function consentOf(analytics: boolean, marketing: boolean): CookieConsent {
  return { necessary: true, analytics, marketing };
}

/** "Tout accepter". */
export const acceptAllConsent = (): CookieConsent => consentOf(true, true);

/** "Tout refuser": only the necessary cookies. */
export const refuseAllConsent = (): CookieConsent => consentOf(false, false);
