// (u) The monthly operations report (issue 19 point 5) of a user with a month of daily data: two production
// readings a day, two feed entries a day from three lots, 40 invoices, 10 stock items with 60 movements, 8
// maintenance services. Ours: what POST /api/library/monthly-reports does inside its transaction (the month's
// figures read through the pages' services, the sections, the PDF drawn with DejaVu embedded, the document
// upserted). Baseline: the least any such report does: the same month's rows read bare in one RLS transaction
// (production, feed, invoices) and one PDF with the same fonts writing one line per row, nothing stored.
// Interleaved runs after a warm-up; p50 and p99 of each, built code (dist/).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Database } from '../src/server/db/client.js';
import type { DbTransaction } from '../src/server/db/user-context.js';
import {
  generateReport,
  monthlyReport,
  PDF_FONT_FILES,
  users,
  withUserContext,
} from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const month = '2026-10';
const warmUpRuns = 3;
const measuredRuns = 20;

async function seedMonth(database: Database): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({
      name: 'Bench report',
      email: `bench-report-${String(Date.now())}@bench.fr`,
      createdAt: new Date('2026-01-05T08:00:00Z'),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no bench user');
  const id = user.id;
  const days = sql`(select g::date as d from generate_series(date '2026-10-01', date '2026-10-31', interval '1 day') as g)`;
  await database.db.execute(sql`insert into production_logs
    (user_id, reading_date, reading_time, biogas_m3, methane_percent, kwh_produced, ph, fos_tac, h2s_ppm)
    select ${id}, d, t, 2400 + (extract(day from d)::int * 13) % 300, 52 + (extract(day from d)::int % 5),
           4500 + (extract(day from d)::int * 7) % 400, 7.3, 0.33, 150
    from ${days} as days, (values (time '08:00'), (time '17:00')) as times(t)`);
  await database.db.execute(sql`insert into raw_materials
    (user_id, name, type, category, quantity, unit, delivery_date, humidity_rate, volatile_solids_rate, methane_potential)
    select ${id}, 'Lot ' || n, 'silage', 'main_crop', 2000, 't', date '2026-09-01', 68, 92, 340
    from generate_series(1, 3) as n`);
  await database.db.execute(sql`insert into feed_logs (user_id, fed_on, raw_material_id, tonnes)
    select ${id}, d, m.id, 12.5 from ${days} as days,
      (select id from raw_materials where user_id = ${id} order by name limit 2) as m`);
  await database.db.execute(sql`insert into invoices (user_id, name, amount, category, type, invoice_date)
    select ${id}, 'Facture ' || n, 100 + n * 37.5, case when n % 2 = 0 then 'electricity' else 'biomethane_sales' end,
           case when n % 2 = 0 then 'expense' else 'income' end, date '2026-10-01' + (n % 30)
    from generate_series(1, 40) as n`);
  await database.db
    .execute(sql`insert into stock_items (user_id, name, category, current_level, max_level, unit, threshold)
    select ${id}, 'Article ' || n, 'consumables', 10 * n, 200, 'kg', 25 from generate_series(1, 10) as n`);
  await database.db
    .execute(sql`insert into stock_movements (user_id, stock_item_id, delta, level_after, moved_at)
    select ${id}, s.id, case when k % 2 = 0 then 5 else -3 end, 50, timestamp with time zone '2026-10-02 09:00+02' + k * interval '1 day'
    from (select id from stock_items where user_id = ${id}) as s, generate_series(1, 6) as k`);
  await database.db.execute(sql`insert into maintenance_completions
    (user_id, equipment_name, task_type, frequency, is_regulatory, completed_on, completed_at, performed_by)
    select ${id}, 'Équipement ' || n, 'Contrôle', 'monthly', n % 2 = 0, date '2026-10-01' + n * 3,
           timestamp with time zone '2026-10-01 10:00+02' + n * interval '3 days', 'Camille Martin'
    from generate_series(1, 8) as n`);
  return id;
}

/** The bare report: the month's rows, one line each, in one PDF with the same fonts. */
async function bareReport(tx: DbTransaction, userId: string): Promise<number> {
  const production = await tx.execute(
    sql`select reading_date, biogas_m3, methane_percent, kwh_produced from production_logs
        where user_id = ${userId} and reading_date between '2026-10-01' and '2026-10-31' order by reading_date`,
  );
  const feed = await tx.execute(
    sql`select f.fed_on, f.tonnes, r.name from feed_logs f join raw_materials r on r.id = f.raw_material_id
        where f.user_id = ${userId} and f.fed_on between '2026-10-01' and '2026-10-31' order by f.fed_on`,
  );
  const invoices = await tx.execute(
    sql`select invoice_date, amount, category, type from invoices
        where user_id = ${userId} and invoice_date between '2026-10-01' and '2026-10-31' order by invoice_date`,
  );
  const doc = new PDFDocument({ size: 'A4' });
  doc.registerFont('regular', PDF_FONT_FILES.regular);
  doc.registerFont('bold', PDF_FONT_FILES.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<number>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      resolve(Buffer.concat(chunks).length);
    });
  });
  doc.font('bold').fontSize(16).text('Rapport mensuel');
  doc.font('regular').fontSize(10);
  for (const result of [production, feed, invoices] as { rows: Record<string, unknown>[] }[]) {
    for (const row of result.rows) doc.text(Object.values(row).map(String).join('  '));
  }
  doc.end();
  return done;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

export async function measureMonthlyReportRows(
  engine: Engine,
): Promise<{ rows: ResultRow[]; notes: string[] }> {
  reportProgress(`monthly report on ${engine.label}`);
  const { database, dispose } = await engine.open();
  try {
    await database.migrate();
    const userId = await seedMonth(database);
    const ours = async () => {
      const document = await withUserContext(database.db, userId, (tx) =>
        generateReport(tx, userId, monthlyReport, month, 'fr', new Date('2026-11-27T10:00:00Z')),
      );
      if (document.period !== month || (document.sizeBytes ?? 0) < 10_000)
        throw new Error('the report is not right');
    };
    const baseline = async () => {
      const size = await withUserContext(database.db, userId, (tx) => bareReport(tx, userId));
      if (size < 10_000) throw new Error('the bare report is not right');
    };
    for (let run = 0; run < warmUpRuns; run += 1) {
      await ours();
      await baseline();
    }
    const timings = { ours: [] as number[], baseline: [] as number[] };
    for (let run = 0; run < measuredRuns; run += 1) {
      for (const [name, work] of [
        ['ours', ours],
        ['baseline', baseline],
      ] as const) {
        const start = performance.now();
        await work();
        timings[name].push(performance.now() - start);
      }
    }
    const sorted = {
      ours: timings.ours.sort((a, b) => a - b),
      baseline: timings.baseline.sort((a, b) => a - b),
    };
    const p50 = { ours: percentile(sorted.ours, 0.5), baseline: percentile(sorted.baseline, 0.5) };
    return {
      rows: [
        {
          measure: `(u) monthly report PDF, a month of daily data (${engine.label})`,
          ours: `${p50.ours.toFixed(0)} ms`,
          baseline: `${p50.baseline.toFixed(0)} ms`,
          ratio: (p50.ours / p50.baseline).toFixed(2),
          p99Ours: `${percentile(sorted.ours, 0.99).toFixed(0)} ms`,
          p99Baseline: `${percentile(sorted.baseline, 0.99).toFixed(0)} ms`,
        },
      ],
      notes: [],
    };
  } finally {
    await dispose();
  }
}
