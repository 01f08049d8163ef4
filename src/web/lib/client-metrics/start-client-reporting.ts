// The only part of the browser reporting in the app's entry: it keeps the page's uncaught errors and unhandled
// rejections from the first moment, and loads the reporter (client-reporter.ts, its own chunk) 10 s after the
// page has settled, or at the first error. Nothing needs sending sooner: the reporter sends every 10 s.
import { afterPageSettled } from '../page-settled';

/** What an error handler received (an Error, a rejection's reason, a message) and the page it happened on. */
export type CaughtErrorSink = (reason: unknown, page: string) => void;

const REPORTER_DELAY_MS = 10_000;
const MAX_KEPT = 50;
const kept: [unknown, string][] = [];
let deliver: CaughtErrorSink | undefined;
let isLoading = false;

function loadReporter(): void {
  if (isLoading) return;
  isLoading = true;
  void import('./client-reporter').then(
    (module) => {
      module.startClientReporter((next) => {
        deliver = next;
        for (const [reason, page] of kept.splice(0)) next(reason, page);
      });
    },
    () => {
      isLoading = false;
    },
  );
}

function caught(reason: unknown): void {
  if (deliver) {
    deliver(reason, location.pathname);
    return;
  }
  if (kept.length < MAX_KEPT) kept.push([reason, location.pathname]);
  loadReporter();
}

export function startClientReporting(): void {
  window.addEventListener('error', (event) => {
    caught(event.error ?? event.message);
  });
  window.addEventListener('unhandledrejection', (event) => {
    caught(event.reason);
  });
  afterPageSettled(() => {
    window.setTimeout(loadReporter, REPORTER_DELAY_MS);
  });
}
