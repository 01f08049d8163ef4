// The browser's reports (issue 20): errors folded with a count, page-load figures, and usage events only with
// the analytics consent; sent every 10 s and when the page is left (sendBeacon), at most a few batches a minute.
import type { TClientErrorReport, TClientMetricsBatch } from '../../../shared/contracts/measured-metrics';
import {
  CLIENT_REPORT_LIMITS as L,
  CLIENT_REPORTS_PER_MINUTE,
  type ClientTimingName,
} from '../../../shared/domain/metrics/client-report-limits';
import { hasAnalyticsConsent } from '../analytics/analytics-gate';
import type { CaughtErrorSink } from './start-client-reporting';
import { observePageTimings } from './page-timings';

const endpoint = '/api/metrics/client';
const FLUSH_INTERVAL_MS = 10_000;
/** Half the server's limit: a tab never reaches it alone. */
const BATCHES_PER_MINUTE = Math.floor(CLIENT_REPORTS_PER_MINUTE / 2);

type ErrorEntry = TClientErrorReport;
type TimingEntry = NonNullable<TClientMetricsBatch['timings']>[number];
type EventEntry = NonNullable<TClientMetricsBatch['events']>[number];

const cut = (text: string, length: number) => (text.length > length ? text.slice(0, length) : text);

interface CaughtError {
  type: string;
  message: string;
  stack: string | null;
  page: string;
}

/** What a window `error` or `unhandledrejection` handed over, as the report's fields. */
export function describeCaught(reason: unknown, page: string): CaughtError {
  if (reason instanceof Error)
    return { type: reason.name, message: reason.message, stack: reason.stack ?? null, page };
  return {
    type: typeof reason === 'object' && reason !== null ? 'Error' : typeof reason,
    message: typeof reason === 'string' ? reason : 'Unhandled rejection',
    stack: null,
    page,
  };
}

let isStarted = false;

/** Starts the reporting; `takeCaught` hands it the errors caught so far and every later one. */
export function startClientReporter(takeCaught: (sink: CaughtErrorSink) => void): void {
  if (isStarted) return;
  isStarted = true;
  const errors = new Map<string, ErrorEntry>();
  let timings: TimingEntry[] = [];
  let events: EventEntry[] = [];
  const sentAt: number[] = [];
  let lastPage: string | null = null;

  const addError = (error: CaughtError) => {
    const stack = error.stack === null ? null : cut(error.stack, L.maxStackLength);
    const key = `${error.type}\n${error.message}\n${stack?.split('\n', 3).join('\n') ?? ''}`;
    const folded = errors.get(key);
    if (folded) {
      folded.count = Math.min(L.maxErrorCount, folded.count + 1);
      return;
    }
    if (errors.size >= L.maxErrors) return;
    errors.set(key, {
      type: cut(error.type || 'Error', L.maxErrorTypeLength),
      message: cut(error.message, L.maxMessageLength),
      stack,
      page: cut(error.page, L.maxPageLength),
      count: 1,
    });
  };
  const addTiming = (name: ClientTimingName, value: number) => {
    if (!Number.isFinite(value) || value < 0 || timings.length >= L.maxTimings) return;
    const limit = name === 'cls' ? L.maxLayoutShift : L.maxTimingMs;
    timings.push({ name, value: Math.min(value, limit), page: cut(location.pathname, L.maxPageLength) });
  };
  const notePage = () => {
    const page = location.pathname;
    if (page === lastPage) return;
    lastPage = page;
    if (hasAnalyticsConsent() && events.length < L.maxEvents)
      events.push({ name: 'page_view', page: cut(page, L.maxPageLength) });
  };

  const send = (isLeaving: boolean) => {
    notePage();
    if (errors.size === 0 && timings.length === 0 && events.length === 0) return;
    // Offline, the batch waits (bounded above) for a later tick rather than failing in the console.
    if (!navigator.onLine) return;
    const now = Date.now();
    while (sentAt.length > 0 && (sentAt[0] ?? 0) <= now - 60_000) sentAt.shift();
    if (sentAt.length >= BATCHES_PER_MINUTE) return;
    sentAt.push(now);
    const batch: TClientMetricsBatch = { errors: [...errors.values()], timings, events };
    errors.clear();
    timings = [];
    events = [];
    const body = JSON.stringify(batch);
    // sendBeacon's string goes as text/plain, which the endpoint reads as JSON; it survives the page's end.
    if (isLeaving && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body))
      return;
    void fetch(endpoint, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: body.length < 60_000,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => undefined);
  };

  takeCaught((reason, page) => {
    addError(describeCaught(reason, page));
  });
  const pageTimings = observePageTimings(addTiming);
  const leave = () => {
    pageTimings.finalise();
    send(true);
  };
  window.addEventListener('pagehide', leave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') leave();
  });
  window.setInterval(() => {
    send(false);
  }, FLUSH_INTERVAL_MS);
  send(false);
}
