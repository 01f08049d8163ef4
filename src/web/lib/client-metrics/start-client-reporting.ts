// The only part of the browser reporting in the app's entry: it keeps the page's uncaught errors and unhandled
// rejections from the first moment, and loads the reporter (client-reporter.ts, its own chunk) 10 s after the
// page has settled, or at the first error. Nothing needs sending sooner: the reporter sends every 10 s.
import { afterPageSettled } from '../page-settled';

/** What an error handler received (an Error, a rejection's reason, a message) and the page it happened on. */
export type CaughtErrorSink = (reason: unknown, page: string) => void;

/** Errors caught before the reporter is there (at most 50), handed to it when it starts. */
const kept: [unknown, string][] = [];
let deliver: CaughtErrorSink | undefined;
let loading: Promise<unknown> | undefined;

function loadReporter(): void {
  loading ??= import('./client-reporter').then(
    (module) => {
      module.startClientReporter((next) => {
        deliver = next;
        for (const [reason, page] of kept.splice(0)) next(reason, page);
      });
    },
    () => {
      loading = undefined;
    },
  );
}

function caught(reason: unknown): void {
  if (deliver) {
    deliver(reason, location.pathname);
    return;
  }
  if (kept.length < 50) kept.push([reason, location.pathname]);
  loadReporter();
}

export function startClientReporting(): void {
  addEventListener('error', (event) => {
    caught(event.error ?? event.message);
  });
  addEventListener('unhandledrejection', (event) => {
    caught(event.reason);
  });
  afterPageSettled(() => setTimeout(loadReporter, 10_000));
}
