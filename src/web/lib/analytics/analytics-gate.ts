// The analytics gate (spec §2, §9): nothing analytics-related is loaded or sent before the visitor allows
// analytics; then the usage module loads 2 s later ("An analytics script loads after 2 s").
import { analyticsDelayMs } from '../../../shared/domain/cookie-consent';
import { readStoredConsent, subscribeConsent } from '../cookie-consent/consent-store';

/** Whether the stored choice allows analytics now. */
export function hasAnalyticsConsent(): boolean {
  return readStoredConsent()?.analytics === true;
}

/**
 * Calls `callback` once analytics are allowed: at once when they already are, else when a choice allows
 * them. Returns the unsubscribe.
 */
export function onAnalyticsConsent(callback: () => void): () => void {
  if (hasAnalyticsConsent()) {
    callback();
    return () => undefined;
  }
  const unsubscribe = subscribeConsent((consent) => {
    if (!consent.analytics) return;
    unsubscribe();
    callback();
  });
  return unsubscribe;
}

let lastPath: string | undefined;
let recordPageView: ((path: string) => void) | undefined;
let isStarted = false;

/** Arms the gate once for the app: the usage module loads 2 s after analytics are allowed. */
export function startAnalyticsWhenConsented(): void {
  if (isStarted) return;
  isStarted = true;
  onAnalyticsConsent(() => {
    window.setTimeout(() => {
      void import('./usage-analytics').then(
        (module) => {
          recordPageView = module.recordPageView;
          if (lastPath !== undefined) recordPageView(lastPath);
        },
        () => undefined,
      );
    }, analyticsDelayMs);
  });
}

/** The router's current path; recorded only once the usage module is loaded (so after consent). */
export function notePageView(path: string): void {
  lastPath = path;
  recordPageView?.(path);
}
