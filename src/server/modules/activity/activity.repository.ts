import { desc, eq } from 'drizzle-orm';
import type { ActivityType } from '../../../shared/domain/accounts.js';
import { truncateIpAddress } from '../../../shared/domain/ip-truncation.js';
import type { Db } from '../../db/client.js';
import { activityLogs, type ActivityLogRow } from '../../db/schema/logs.js';
import type { DbTransaction } from '../../db/user-context.js';

export interface ActivityInput {
  /** null: an event of no account (the retention job's cleanup, a deleted account's gdpr_deletion). */
  userId: string | null;
  activityType: ActivityType;
  description?: string | null;
  metadata?: Record<string, unknown> | null;
  /** The request's address: only its network is stored (IPv4 /24, IPv6 /48). */
  ipAddress?: string | null;
  userAgent?: string | null;
}

/**
 * log_user_activity (spec §7): one row of the activity log; the server writes security events itself. The
 * address is truncated here, the one door every row goes through, so no full address is ever stored.
 */
export async function recordActivity(executor: Db | DbTransaction, input: ActivityInput): Promise<void> {
  await executor.insert(activityLogs).values({
    userId: input.userId,
    activityType: input.activityType,
    description: input.description ?? null,
    metadata: input.metadata ?? null,
    ipAddress: truncateIpAddress(input.ipAddress),
    userAgent: input.userAgent?.slice(0, 512) ?? null,
  });
}

/** get_user_activities (spec §7): newest first, limit/offset (row-level security keeps it to the user). */
export function listActivities(
  tx: DbTransaction,
  userId: string,
  page: { limit: number; offset: number },
): Promise<ActivityLogRow[]> {
  return tx
    .select()
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .orderBy(desc(activityLogs.createdAt), desc(activityLogs.id))
    .limit(page.limit)
    .offset(page.offset);
}
