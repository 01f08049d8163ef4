import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { users } from '../../src/server/db/schema/auth.js';
import { activityLogs } from '../../src/server/db/schema/logs.js';
import { createDataRetentionJob } from '../../src/server/jobs/data-retention-job.js';
import { createEmergencyEscalationJob } from '../../src/server/jobs/emergency-escalation-job.js';
import { createMailer } from '../../src/server/integrations/mail/mailer.js';
import { runDataRetention } from '../../src/server/modules/data-rights/data-retention.repository.js';
import { openTestDatabase } from '../fixtures/test-database.js';

let database: Database;
let userId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.db
    .insert(users)
    .values({ name: 'Rétention', email: 'retention@ferme-test.fr' })
    .returning({ id: users.id });
  userId = row?.id ?? '';
});

afterAll(async () => {
  await database.close();
});

/** One row aged `age` (a SQL interval) and one fresh, in each table the job prunes. */
async function seedAged(age: string): Promise<void> {
  const at = sql`now() - ${age}::interval`;
  await database.db.execute(sql`insert into activity_logs (user_id, activity_type, created_at, updated_at)
    values (${userId}, 'login', ${at}, ${at}), (${userId}, 'login', now(), now())`);
  for (const table of ['usage_metrics', 'performance_metrics', 'error_metrics'] as const) {
    const columns =
      table === 'usage_metrics'
        ? sql`(user_id, event_name, event_type, occurred_at)`
        : table === 'performance_metrics'
          ? sql`(user_id, metric_type, metric_name, value, occurred_at)`
          : sql`(user_id, error_type, error_message, occurred_at)`;
    const values = (when: ReturnType<typeof sql>) =>
      table === 'usage_metrics'
        ? sql`(${userId}, 'page', 'view', ${when})`
        : table === 'performance_metrics'
          ? sql`(${userId}, 'timing', 'lcp', 1.5, ${when})`
          : sql`(${userId}, 'TypeError', 'boom', ${when})`;
    await database.db.execute(
      sql`insert into ${sql.identifier(table)} ${columns} values ${values(at)}, ${values(sql`now()`)}`,
    );
  }
  await database.db
    .execute(sql`insert into voice_conversations (user_id, session_id, message_type, content, created_at, updated_at)
    values (${userId}, 's', 'user', 'vieux', ${at}, ${at}), (${userId}, 's', 'user', 'récent', now(), now())`);
  await database.db
    .execute(sql`insert into mail_outbox (${sql.identifier('to')}, subject, text, status, created_at, updated_at)
    values ('equipe@ferme-test.fr', 'Alerte', 'vieux', 'outbox', ${at}, ${at}),
           ('equipe@ferme-test.fr', 'Alerte', 'récent', 'outbox', now(), now())`);
  await database.db.execute(sql`insert into gdpr_exports (user_id, status, created_at, expires_at)
    values (${userId}, 'failed', ${at}, ${at}), (${userId}, 'failed', now(), now() + interval '7 days')`);
  await database.db
    .execute(sql`insert into retained_accounting_records (pseudonym, record_kind, source_id, recorded_at, record, delete_after)
    values ('p', 'invoice', gen_random_uuid(), now() - interval '10 years 1 day', '{}', now() - interval '1 day'),
           ('p', 'invoice', gen_random_uuid(), now(), '{}', now() + interval '10 years')`);
}

async function total(table: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    database.db,
    sql`select count(*)::int as total from ${sql.identifier(table)}`,
  );
  return row?.total ?? 0;
}

describe('data retention job', () => {
  it('deletes what is past its period, keeps the rest, and logs one cleanup with the counts', async () => {
    await seedAged('400 days');
    const counts = await runDataRetention(database.db, new Date());
    expect(counts).toEqual({
      activity_logs: 1,
      usage_metrics: 1,
      performance_metrics: 1,
      error_metrics: 1,
      voice_conversations: 1,
      mail_outbox: 1,
      gdpr_exports: 1,
      retained_accounting_records: 1,
    });
    for (const table of Object.keys(counts))
      expect(await total(table), table).toBe(table === 'activity_logs' ? 2 : 1);
    const cleanups = await database.db
      .select()
      .from(activityLogs)
      .where(and(isNull(activityLogs.userId), eq(activityLogs.activityType, 'data_retention_cleanup')));
    expect(cleanups.map((row) => row.metadata)).toEqual([{ deleted: counts }]);
  });

  it('keeps metrics and conversations younger than 90 days and activity younger than a year', async () => {
    await seedAged('80 days');
    const counts = await runDataRetention(database.db, new Date());
    expect(counts).toMatchObject({
      activity_logs: 0,
      usage_metrics: 0,
      voice_conversations: 0,
      mail_outbox: 0,
    });
    expect(counts.gdpr_exports).toBe(1);
  });

  it('runs under a lock key of its own', () => {
    const retention = createDataRetentionJob(database.db);
    expect(retention).toMatchObject({ name: 'data-retention', lockKey: 4_842_021_002 });
    // The emergency reminders, the other job of issue 21, hold the key before it.
    const mailer = createMailer({
      db: database.db,
      smtpUrl: undefined,
      from: 'test@methapilot.test',
      logger: console,
    });
    expect(createEmergencyEscalationJob({ db: database.db, mailer }).lockKey).not.toBe(retention.lockKey);
  });
});
