import { sql } from 'drizzle-orm';
import { todayIn } from '../../shared/domain/calendar.js';
import { previousMonthOf } from '../../shared/domain/library.js';
import { isSupportedLanguage, defaultLanguage } from '../../shared/i18n/languages.js';
import type { Db } from '../db/client.js';
import { queryRows } from '../db/raw-query.js';
import { withUserContext } from '../db/user-context.js';
import { generateReport } from '../modules/library/report-generation.js';
import { monthlyReport } from '../modules/library/reports/monthly-report.js';
import { DEFAULT_TIME_ZONE } from '../modules/profile/user-today.js';
import type { Job, SchedulerLogger } from './scheduler.js';

/** Most reports one run writes: the next run (an hour later) goes on with the others. */
export const MONTHLY_REPORTS_PER_RUN = 200;

export const MONTHLY_REPORT_JOB_LOCK_KEY = 4_842_017_305;

interface DueReport extends Record<string, unknown> {
  user_id: string;
  language: string;
}

/**
 * The users of one time zone whose previous calendar month (`month`) has data (a production reading, a feed
 * entry, an invoice, a maintenance done or a stock movement), that month not before their account's, and no
 * monthly report for it yet. Read with the owner's connection: it looks across users.
 */
function findDueReports(db: Db, timeZone: string, month: string, limit: number): Promise<DueReport[]> {
  const from = `${month}-01`;
  const until = sql`(${from}::date + interval '1 month')::date`;
  const inMonth = (column: string) =>
    sql`${sql.raw(column)} >= ${from}::date and ${sql.raw(column)} < ${until}`;
  return queryRows<DueReport>(
    db,
    sql`select u.id as user_id, coalesce(p.language, ${defaultLanguage}) as language
        from users u
        left join user_preferences p on p.user_id = u.id
        where coalesce(p.timezone, ${DEFAULT_TIME_ZONE}) = ${timeZone}
          and to_char((u.created_at at time zone ${timeZone})::date, 'YYYY-MM') <= ${month}
          and not exists (select 1 from generated_documents d
                          where d.user_id = u.id and d.category = ${monthlyReport.category} and d.period = ${month})
          and (exists (select 1 from production_logs x where x.user_id = u.id and ${inMonth('x.reading_date')})
            or exists (select 1 from feed_logs x where x.user_id = u.id and ${inMonth('x.fed_on')})
            or exists (select 1 from invoices x where x.user_id = u.id and ${inMonth('x.invoice_date')})
            or exists (select 1 from maintenance_completions x
                       where x.user_id = u.id and ${inMonth('x.completed_on')})
            or exists (select 1 from stock_movements x where x.user_id = u.id
                       and (x.moved_at at time zone ${timeZone})::date >= ${from}::date
                       and (x.moved_at at time zone ${timeZone})::date < ${until}))
        order by u.id
        limit ${limit}`,
  );
}

function timeZonesInUse(db: Db): Promise<{ time_zone: string }[]> {
  return queryRows<{ time_zone: string }>(
    db,
    sql`select distinct coalesce(p.timezone, ${DEFAULT_TIME_ZONE}) as time_zone
        from users u left join user_preferences p on p.user_id = u.id`,
  );
}

/**
 * Every hour (issue 19 point 5): for each user with data in the previous calendar month of their time zone and
 * no monthly report for it, writes the report, in the user's language, as that user (row-level security on).
 * One instance runs it at a time (advisory lock); the unique (user, category, period) index keeps one document
 * even if two runs met. A user whose report fails is logged and the others go on.
 */
export function createMonthlyReportJob(
  db: Db,
  logger: SchedulerLogger,
  options: { now?: () => Date; perRun?: number } = {},
): Job {
  const now = options.now ?? (() => new Date());
  const perRun = options.perRun ?? MONTHLY_REPORTS_PER_RUN;
  return {
    name: 'monthly-reports',
    lockKey: MONTHLY_REPORT_JOB_LOCK_KEY,
    intervalMs: 60 * 60_000,
    async run() {
      const at = now();
      let left = perRun;
      for (const { time_zone: timeZone } of await timeZonesInUse(db)) {
        if (left <= 0) return;
        const month = previousMonthOf(todayIn(timeZone, at));
        for (const due of await findDueReports(db, timeZone, month, left)) {
          left -= 1;
          const language = isSupportedLanguage(due.language) ? due.language : defaultLanguage;
          try {
            await withUserContext(db, due.user_id, (tx) =>
              generateReport(tx, due.user_id, monthlyReport, month, language, at),
            );
          } catch (error) {
            logger.error({ err: error, userId: due.user_id, month }, 'monthly report not generated');
          }
        }
      }
    },
  };
}
