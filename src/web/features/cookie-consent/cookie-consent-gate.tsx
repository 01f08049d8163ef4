import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from '../../lib/router/browser-router';
import { notePageView, startAnalyticsWhenConsented } from '../../lib/analytics/analytics-gate';
import { isSynced, readStoredConsent, subscribeConsent } from '../../lib/cookie-consent/consent-store';

/**
 * Mounted once at the app root (inside the router). With a valid stored choice it renders nothing and loads
 * nothing more; without one it loads the banner (its own chunk). On dashboard pages (signed in) it first
 * takes the user's saved choice on a new device, and it saves on the server, once, a choice made as a
 * visitor. It also arms the analytics gate.
 */
export function CookieConsentGate() {
  const { pathname } = useLocation();
  const [consent, setConsent] = useState(readStoredConsent);
  const [Banner, setBanner] = useState<ComponentType>();
  const isSignedInArea = /^\/dashboard(\/|$)/.test(pathname);

  useEffect(() => {
    startAnalyticsWhenConsented();
    return subscribeConsent(setConsent);
  }, []);
  useEffect(() => {
    notePageView(pathname);
  }, [pathname]);
  useEffect(() => {
    const server = () => import('./consent-server');
    if (consent) {
      if (isSignedInArea && !isSynced(consent))
        void server().then((module) => module.pushConsentIfSignedIn(consent));
      return;
    }
    // A failed download leaves the page without the banner; the next page tries again.
    void (isSignedInArea ? server().then((module) => module.adoptServerConsent()) : Promise.resolve(false))
      .then(async (isAdopted) => (isAdopted ? null : (await import('./cookie-banner')).CookieBanner))
      .then(
        (banner) => {
          if (banner) setBanner(() => banner);
        },
        () => undefined,
      );
  }, [consent, isSignedInArea]);

  return !consent && Banner ? <Banner /> : null;
}
