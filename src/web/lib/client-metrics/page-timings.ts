// The page's load figures, measured by the browser: navigation timing (TTFB, load) and, through
// PerformanceObserver (buffered, so entries from before this module loaded count), FCP, LCP, CLS and INP.
import type { ClientTimingName } from '../../../shared/domain/metrics/client-report-limits';

export type TimingSink = (name: ClientTimingName, value: number) => void;

function observe(type: string, onEntries: (entries: PerformanceEntryList) => void, extra: object = {}): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes(type))
    return;
  try {
    new PerformanceObserver((list) => {
      onEntries(list.getEntries());
    }).observe({ type, buffered: true, ...extra });
  } catch {
    // an entry type this browser refuses: that figure is simply not reported
  }
}

interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

interface EventTiming extends PerformanceEntry {
  interactionId?: number;
}

/**
 * Reports TTFB and the load time at once (or at `load`), FCP when painted; LCP, CLS and INP grow until the page
 * hides: `finalise` reports them once (call it when the page is left or hidden).
 */
export function observePageTimings(report: TimingSink): { finalise: () => void } {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (navigation) {
    report('ttfb', Math.max(0, navigation.responseStart));
    const reportLoad = () => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (loaded && loaded.loadEventEnd > 0) report('page_load', loaded.loadEventEnd);
    };
    if (navigation.loadEventEnd > 0) reportLoad();
    else window.addEventListener('load', () => setTimeout(reportLoad, 0), { once: true });
  }
  observe('paint', (entries) => {
    const paint = entries.find((entry) => entry.name === 'first-contentful-paint');
    if (paint) report('fcp', paint.startTime);
  });
  let largestPaint: number | null = null;
  observe('largest-contentful-paint', (entries) => {
    const last = entries.at(-1);
    if (last) largestPaint = last.startTime;
  });
  let layoutShift = 0;
  let hasShiftEntries = false;
  observe('layout-shift', (entries) => {
    for (const entry of entries as LayoutShift[]) {
      hasShiftEntries = true;
      if (!entry.hadRecentInput) layoutShift += entry.value;
    }
  });
  let slowestInteraction: number | null = null;
  observe(
    'event',
    (entries) => {
      for (const entry of entries as EventTiming[]) {
        if (!entry.interactionId) continue;
        slowestInteraction = Math.max(slowestInteraction ?? 0, entry.duration);
      }
    },
    { durationThreshold: 40 },
  );
  let isFinalised = false;
  return {
    finalise() {
      if (isFinalised) return;
      isFinalised = true;
      if (largestPaint !== null) report('lcp', largestPaint);
      if (hasShiftEntries) report('cls', layoutShift);
      if (slowestInteraction !== null) report('inp', slowestInteraction);
    },
  };
}
