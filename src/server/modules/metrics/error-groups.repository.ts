import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';
import type { DbTransaction } from '../../db/user-context.js';
import { errorGroupSamples, errorGroups, type ErrorGroupStatus } from '../../db/schema/measured-metrics.js';

/** Samples kept per group (the newest); the group's counts stay exact whatever is dropped. */
export const ERROR_GROUP_SAMPLE_LIMIT = 10;
/** Groups the admin page lists (the most recently seen first). */
export const ERROR_GROUP_LIST_LIMIT = 200;

export interface ErrorOccurrences {
  fingerprint: string;
  errorType: string;
  message: string;
  topFrame: string | null;
  count: number;
  browsers: Record<string, number>;
  seenAt: Date;
  sample: { stack: string | null; pageUrl: string | null; browser: string | null };
}

/**
 * Adds occurrences to their group (made on first sight): exact count and browser counts, last seen; a resolved
 * group opens again, an ignored one stays ignored. One sample is kept per call, the oldest beyond the limit go.
 */
export async function addErrorOccurrences(
  tx: Db | DbTransaction,
  occurrences: ErrorOccurrences,
): Promise<void> {
  const browsers = JSON.stringify(occurrences.browsers);
  const [group] = await queryRows<{ id: string }>(
    tx,
    sql`insert into error_groups as g
          (fingerprint, error_type, message, top_frame, count, browsers, first_seen, last_seen)
        values (${occurrences.fingerprint}, ${occurrences.errorType}, ${occurrences.message},
          ${occurrences.topFrame}, ${occurrences.count}, ${browsers}::jsonb, ${occurrences.seenAt}, ${occurrences.seenAt})
        on conflict (fingerprint) do update set
          count = g.count + excluded.count,
          last_seen = greatest(g.last_seen, excluded.last_seen),
          browsers = (select jsonb_object_agg(k, coalesce((g.browsers ->> k)::bigint, 0)
                                                + coalesce((excluded.browsers ->> k)::bigint, 0))
                      from jsonb_object_keys(g.browsers || excluded.browsers) as k),
          status = case when g.status = 'resolved' then 'open' else g.status end,
          status_changed_at = case when g.status = 'resolved' then excluded.last_seen else g.status_changed_at end
        returning id`,
  );
  if (!group) return;
  await tx
    .insert(errorGroupSamples)
    .values({ groupId: group.id, occurredAt: occurrences.seenAt, ...occurrences.sample });
  await tx.execute(
    sql`delete from error_group_samples where group_id = ${group.id} and id not in (
          select id from error_group_samples where group_id = ${group.id}
          order by occurred_at desc, id limit ${ERROR_GROUP_SAMPLE_LIMIT})`,
  );
}

export interface ErrorGroupWithSamples {
  id: string;
  errorType: string;
  message: string;
  topFrame: string | null;
  count: bigint;
  browsers: Record<string, number>;
  status: ErrorGroupStatus;
  firstSeen: Date;
  lastSeen: Date;
  samples: { stack: string | null; pageUrl: string | null; browser: string | null; occurredAt: Date }[];
}

export async function listErrorGroups(db: Db, status?: ErrorGroupStatus): Promise<ErrorGroupWithSamples[]> {
  const groups = await db
    .select()
    .from(errorGroups)
    .where(status ? eq(errorGroups.status, status) : undefined)
    .orderBy(desc(errorGroups.lastSeen), errorGroups.id)
    .limit(ERROR_GROUP_LIST_LIMIT);
  if (groups.length === 0) return [];
  const samples = await db
    .select()
    .from(errorGroupSamples)
    .where(
      sql`${errorGroupSamples.groupId} in (${sql.join(
        groups.map((group) => sql`${group.id}::uuid`),
        sql`, `,
      )})`,
    )
    .orderBy(desc(errorGroupSamples.occurredAt));
  return groups.map((group) => ({
    id: group.id,
    errorType: group.errorType,
    message: group.message,
    topFrame: group.topFrame,
    count: group.count,
    browsers: group.browsers,
    status: group.status,
    firstSeen: group.firstSeen,
    lastSeen: group.lastSeen,
    samples: samples
      .filter((sample) => sample.groupId === group.id)
      .map(({ stack, pageUrl, browser, occurredAt }) => ({ stack, pageUrl, browser, occurredAt })),
  }));
}

/** Sets a group's status; false when there is no such group. */
export async function setErrorGroupStatus(db: Db, id: string, status: ErrorGroupStatus): Promise<boolean> {
  const changed = await db
    .update(errorGroups)
    .set({ status, statusChangedAt: new Date() })
    .where(eq(errorGroups.id, id))
    .returning({ id: errorGroups.id });
  return changed.length > 0;
}
