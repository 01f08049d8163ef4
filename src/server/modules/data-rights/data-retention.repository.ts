// The retention job's deletions (RETENTION_PERIODS), each table's rows past its period, and, when a run deleted
// anything, one data_retention_cleanup activity (no user) with the counts per table. Secure logs are not deleted here: they form a hash
// chain (deleting a row breaks it); a deleted account's are erased in place (eraseUserSecureLogs).
import { lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { retainedAccountingRecords, gdprExports } from '../../db/schema/data-rights.js';
import { activityLogs } from '../../db/schema/logs.js';
import { errorMetrics, performanceMetrics, usageMetrics } from '../../db/schema/monitoring.js';
import { mailOutbox } from '../../db/schema/system.js';
import { voiceConversations } from '../../db/schema/voice.js';
import { recordActivity } from '../activity/activity.repository.js';
import { RETENTION_PERIODS } from './retention-periods.js';

async function deleteWhere(tx: Db, table: PgTable, condition: SQL): Promise<number> {
  const rows = await tx
    .delete(table)
    .where(condition)
    .returning({ one: sql<number>`1` });
  return rows.length;
}

const before = (column: PgColumn, instant: Date) => lt(column, instant);

/** Deletes what is past its period, records the counts per table, and returns them. */
export async function runDataRetention(db: Db, now: Date): Promise<Record<string, number>> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {
      activity_logs: await deleteWhere(
        tx,
        activityLogs,
        before(activityLogs.createdAt, ago(RETENTION_PERIODS.activityLogsMs)),
      ),
      usage_metrics: await deleteWhere(
        tx,
        usageMetrics,
        before(usageMetrics.occurredAt, ago(RETENTION_PERIODS.userMetricsMs)),
      ),
      performance_metrics: await deleteWhere(
        tx,
        performanceMetrics,
        before(performanceMetrics.occurredAt, ago(RETENTION_PERIODS.userMetricsMs)),
      ),
      error_metrics: await deleteWhere(
        tx,
        errorMetrics,
        before(errorMetrics.occurredAt, ago(RETENTION_PERIODS.userMetricsMs)),
      ),
      voice_conversations: await deleteWhere(
        tx,
        voiceConversations,
        before(voiceConversations.createdAt, ago(RETENTION_PERIODS.voiceConversationsMs)),
      ),
      mail_outbox: await deleteWhere(
        tx,
        mailOutbox,
        before(mailOutbox.createdAt, ago(RETENTION_PERIODS.mailOutboxMs)),
      ),
      gdpr_exports: await deleteWhere(tx, gdprExports, before(gdprExports.expiresAt, now)),
      retained_accounting_records: await deleteWhere(
        tx,
        retainedAccountingRecords,
        before(retainedAccountingRecords.deleteAfter, now),
      ),
    };
    if (Object.values(counts).every((count) => count === 0)) return counts;
    await recordActivity(tx, {
      userId: null,
      activityType: 'data_retention_cleanup',
      description: 'data retention cleanup',
      metadata: { deleted: counts },
    });
    return counts;
  });
}
