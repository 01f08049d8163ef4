import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { logStatistics, secureLogs, type SecureLogRow } from '../../db/schema/logs.js';
import type { DbTransaction } from '../../db/user-context.js';
import { SECURE_LOG_PAGE_SIZE } from '../../../shared/domain/secure-logs.js';
import type { TLogStatistics, TSecureLogsQuery } from '../../../shared/contracts/secure-logs.js';

export interface SecureLogRowsPage {
  rows: SecureLogRow[];
  total: number;
}

function filtersOf(query: TSecureLogsQuery, userId: string | null): SQL | undefined {
  return and(
    userId === null ? undefined : eq(secureLogs.userId, userId),
    query.level ? eq(secureLogs.level, query.level) : undefined,
    query.source ? eq(secureLogs.source, query.source) : undefined,
  );
}

/**
 * get_secure_logs (spec §7): newest first, pages of 50, filtered by level and source; the rows of `userId`
 * (inside the user's transaction, row-level security on top), or everyone's when null (admin, owner connection).
 */
export async function readSecureLogPage(
  executor: Db | DbTransaction,
  query: TSecureLogsQuery,
  userId: string | null,
): Promise<SecureLogRowsPage> {
  const where = filtersOf(query, userId);
  const rows = await executor
    .select({ row: secureLogs, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(secureLogs)
    .where(where)
    .orderBy(desc(secureLogs.seq))
    .limit(SECURE_LOG_PAGE_SIZE)
    .offset((query.page - 1) * SECURE_LOG_PAGE_SIZE);
  if (rows.length > 0 || query.page === 1)
    return { rows: rows.map((found) => found.row), total: rows[0]?.total ?? 0 };
  // A page past the last row: its total counted apart.
  const [counted] = await executor
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(secureLogs)
    .where(where);
  return { rows: [], total: counted?.total ?? 0 };
}

/** get_log_statistics (spec §7) of the signed-in user, through the log_statistics view (security invoker). */
export async function readOwnLogStatistics(tx: DbTransaction, userId: string): Promise<TLogStatistics> {
  const rows = await tx
    .select()
    .from(logStatistics)
    .where(eq(logStatistics.userId, userId))
    .orderBy(logStatistics.level, logStatistics.source);
  return {
    statistics: rows.map((row) => ({
      level: row.level,
      source: row.source,
      count: row.count,
      lastUpdated: row.lastUpdated.toISOString(),
    })),
  };
}

/** The statistics across users (admin): level, source, count, last entry. */
export async function readAllLogStatistics(db: Db): Promise<TLogStatistics> {
  const rows = await db
    .select({
      level: secureLogs.level,
      source: secureLogs.source,
      count: sql<number>`count(*)`.mapWith(Number),
      lastUpdated: sql<Date>`max(${secureLogs.createdAt})`.mapWith(secureLogs.createdAt),
    })
    .from(secureLogs)
    .groupBy(secureLogs.level, secureLogs.source)
    .orderBy(secureLogs.level, secureLogs.source);
  return {
    statistics: rows.map((row) => ({ ...row, lastUpdated: row.lastUpdated.toISOString() })),
  };
}
