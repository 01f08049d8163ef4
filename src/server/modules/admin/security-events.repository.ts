import { and, count, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { TSecurityEvent, TSecurityEventsQuery } from '../../../shared/contracts/security-events.js';
import {
  SECURITY_ACTIVITY_TYPES,
  SIGN_IN_FAILED_EVENT,
  securityEventKind,
  type SecurityEventKind,
} from '../../../shared/domain/security-events.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { activityLogs } from '../../db/schema/logs.js';

function kindCondition(kind: SecurityEventKind | undefined): SQL | undefined {
  switch (kind) {
    case undefined:
      return inArray(activityLogs.activityType, [...SECURITY_ACTIVITY_TYPES]);
    case 'sign_in_failed':
      return and(
        eq(activityLogs.activityType, 'security_violation'),
        eq(activityLogs.description, SIGN_IN_FAILED_EVENT),
      );
    case 'security_violation':
      return and(
        eq(activityLogs.activityType, 'security_violation'),
        or(ne(activityLogs.description, SIGN_IN_FAILED_EVENT), isNull(activityLogs.description)),
      );
    case 'privilege_escalation':
    case 'role_change':
      return eq(activityLogs.activityType, kind);
  }
}

/** The next day of an ISO day ('2026-02-28' -> '2026-03-01'), the period's end excluded. */
function dayAfter(day: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/**
 * The security events of every account (the admin's view, on the privileged connection: across users), newest
 * first, by kind and by period (UTC days, both ends included), a page and the total.
 */
export async function listSecurityEvents(
  db: Db,
  query: TSecurityEventsQuery,
): Promise<{ items: TSecurityEvent[]; total: number }> {
  const where = and(
    kindCondition(query.kind),
    query.from ? gte(activityLogs.createdAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to ? lt(activityLogs.createdAt, dayAfter(query.to)) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: activityLogs, email: users.email })
      .from(activityLogs)
      .leftJoin(users, eq(users.id, activityLogs.userId))
      .where(where)
      .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(activityLogs).where(where),
  ]);
  return {
    total: totalRow?.total ?? 0,
    items: rows.map(({ entry, email }) => ({
      id: entry.id,
      userId: entry.userId,
      userEmail: email,
      activityType: entry.activityType,
      kind: securityEventKind(entry.activityType, entry.description),
      description: entry.description,
      metadata: entry.metadata,
      ipAddress: entry.ipAddress,
      userAgent: entry.userAgent,
      createdAt: entry.createdAt.toISOString(),
    })),
  };
}
