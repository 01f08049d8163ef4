// Bounds of what a browser may report in one batch (POST /api/metrics/client), shared by the reporter (which
// folds and trims before sending) and the contract (which refuses anything beyond them).

export const CLIENT_REPORT_LIMITS = {
  /** Entries of each list in one batch. */
  maxErrors: 50,
  maxTimings: 50,
  maxEvents: 50,
  /** Identical errors folded into one entry. */
  maxErrorCount: 1000,
  maxErrorTypeLength: 100,
  maxMessageLength: 1000,
  maxStackLength: 8000,
  maxPageLength: 500,
  maxEventNameLength: 100,
  /** A timing above ten minutes is no page load. */
  maxTimingMs: 600_000,
  /** CLS is a score, not ms. */
  maxLayoutShift: 100,
} as const;

/** Page-load figures a browser reports (navigation timing and the web vitals). */
export const CLIENT_TIMING_NAMES = ['page_load', 'ttfb', 'fcp', 'lcp', 'cls', 'inp'] as const;
export type ClientTimingName = (typeof CLIENT_TIMING_NAMES)[number];

/** Batches a browser sends per minute at most (every ~10 s plus the page hiding), and the server's limit. */
export const CLIENT_REPORTS_PER_MINUTE = 30;
