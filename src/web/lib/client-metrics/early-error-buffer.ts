// Catches the page's uncaught errors and unhandled rejections from the first moment (a few lines in the entry);
// the reporter, loaded once the page has settled (client-reporter.ts), takes them and everything after.

export interface CaughtError {
  type: string;
  message: string;
  stack: string | null;
  page: string;
}

/** Errors kept while the reporter is not there yet. */
const MAX_BUFFERED = 50;
const buffered: CaughtError[] = [];
let deliver: ((error: CaughtError) => void) | null = null;

function caughtFrom(reason: unknown, fallbackMessage: string): CaughtError {
  const error = reason instanceof Error ? reason : null;
  return {
    type: error?.name ?? (typeof reason === 'object' && reason !== null ? 'Error' : typeof reason),
    message: error?.message ?? (typeof reason === 'string' ? reason : fallbackMessage),
    stack: error?.stack ?? null,
    page: location.pathname,
  };
}

function caught(error: CaughtError): void {
  if (deliver) deliver(error);
  else if (buffered.length < MAX_BUFFERED) buffered.push(error);
}

let isListening = false;

/** Listens for window `error` and `unhandledrejection` (once). */
export function catchErrorsEarly(): void {
  if (isListening) return;
  isListening = true;
  window.addEventListener('error', (event) => {
    caught(caughtFrom(event.error, event.message || 'Script error'));
  });
  window.addEventListener('unhandledrejection', (event) => {
    caught(caughtFrom(event.reason, 'Unhandled rejection'));
  });
}

/** Hands the buffered errors to `next`, then every later one. */
export function takeCaughtErrors(next: (error: CaughtError) => void): void {
  deliver = next;
  for (const error of buffered.splice(0)) next(error);
}
