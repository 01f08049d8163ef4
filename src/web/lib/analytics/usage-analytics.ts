// Our only analytics: a page_view entry of the signed-in user's activity log (POST /api/activities), loaded by
// the gate after consent. No third-party script; public pages are not recorded (no user to record them for).
import { hasAnalyticsConsent } from './analytics-gate';

const isSignedInArea = (path: string) => path === '/dashboard' || path.startsWith('/dashboard/');

export function recordPageView(path: string): void {
  if (!hasAnalyticsConsent() || !isSignedInArea(path)) return;
  void fetch('/api/activities', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ activityType: 'page_view', description: path, metadata: { path } }),
  }).catch(() => undefined);
}
