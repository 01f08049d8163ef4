// How long the server keeps what it keeps (issue 21), in one place; docs/ARCHITECTURE.md "Data rights" lists
// them. The data-retention job (jobs/data-retention-job.ts) applies them every hour.

const dayMs = 24 * 60 * 60_000;

export const RETENTION_PERIODS = {
  /** activity_logs rows (the user's log and the security events). */
  activityLogsMs: 365 * dayMs,
  /** usage_metrics, performance_metrics, error_metrics rows. */
  userMetricsMs: 90 * dayMs,
  /** voice_conversations rows. */
  voiceConversationsMs: 90 * dayMs,
  /**
   * mail_outbox rows (sent, given up, or kept in the outbox without SMTP): they hold addresses and names of the
   * account and of its team (emergency alerts), and the mail retry job gives up long before.
   */
  mailOutboxMs: 90 * dayMs,
  /** A GDPR export's zip can be downloaded this long after it was asked for. */
  dataExportMs: 7 * dayMs,
} as const;

/** A deleted account's invoices, orders and quotes are kept pseudonymised this long (Code de commerce L123-22). */
export const ACCOUNTING_RETENTION_YEARS = 10;

/** The day the kept copy of a record dated `recordedAt` goes. */
export function accountingDeleteAfter(recordedAt: Date): Date {
  const deleteAfter = new Date(recordedAt);
  deleteAfter.setUTCFullYear(deleteAfter.getUTCFullYear() + ACCOUNTING_RETENTION_YEARS);
  return deleteAfter;
}

export const DATA_RETENTION_JOB_LOCK_KEY = 4_842_021_002;
export const DATA_RETENTION_INTERVAL_MS = 60 * 60_000;
