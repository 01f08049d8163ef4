// Rows (g), (h) and (i) on one engine, the records lists at 10,000 rows per user:
//  (g) for each collection, `GET /api/<collection>?page=1&pageSize=20` (default sort: created_at desc, but next due first for maintenance) on
//      our built app (the bench's header user, RLS transaction, zod validation and serialisation, the
//      modules' hooks: due state of maintenance tasks, reminder times of agenda tasks) against
//      bench/records-baseline-server.ts (plain `where user_id = $1 order by created_at desc nulls last,
//      id desc limit 20` plus the count; that file says why `nulls last`);
//  (h) the stock list searched with `q=arti` (trigram indexes on immutable_unaccent(lower(col))) against
//      the baseline running the same LIKE on the same expression;
//  (i) the raw-materials analysis of 200 lots (bench/analysis-rows.ts).
// Seeding (bench/seed-records-rows.ts): two users with 10,000 rows each in every records table, so RLS and
// the user_id filter have rows to leave out, plus a third user with the 200 analysed lots.
// Each page is checked first: both servers answer 200, 20 items, the same ids in the same order, the same
// total, the baseline's rows all of the measured user; a route that fails the check is left out with a
// note (404: the route is missing). To keep npm run bench bounded these rows use 3 s autocannon runs after
// a 1 s warm-up, best of two (http-load.ts shortLoadDurations), instead of 5 s.
import type { FastifyInstance } from 'fastify';
import { measureAnalysisEndpointRow, seedAnalysisLots } from './analysis-rows.js';
import { benchUserHeader } from './baseline-server.js';
import { buildBenchApp } from './bench-app.js';
import type { Engine } from './database-engines.js';
import { createLoadRow, listenOnLoopback, listLoadProblems, type EndpointRows } from './endpoint-rows.js';
import { compareLoad, shortLoadDurations } from './http-load.js';
import { benchPageSize, buildRecordsBaselineServer, listedTables } from './records-baseline-server.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';
import { rowsPerUser, seedRecordsRows } from './seed-records-rows.js';

const firstPageQuery = `?page=1&pageSize=${benchPageSize}`;
const stockSearchText = 'arti';

interface PageAnswer {
  items?: { id?: string; userId?: string }[];
  total?: number;
}

async function readPage(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  let body: PageAnswer = {};
  try {
    body = JSON.parse(text) as PageAnswer;
  } catch {
    // not JSON: reported by the status and the text below
  }
  return { status: response.status, body, text };
}

/**
 * Why the page of ours and the baseline's cannot be compared, or null when both answer the same 20 rows of
 * the measured user (`expectedTotal`: the number of matching rows, when known beforehand).
 */
async function pageProblem(
  oursUrl: string,
  baselineUrl: string,
  headers: Record<string, string>,
  userId: string,
  expectedTotal: number | null,
): Promise<string | null> {
  const ours = await readPage(oursUrl, headers);
  if (ours.status === 404) return `${new URL(oursUrl).pathname} answered 404 (route missing)`;
  if (ours.status !== 200) return `ours answered ${ours.status}: ${ours.text.slice(0, 300)}`;
  const baseline = await readPage(baselineUrl, headers);
  if (baseline.status !== 200)
    return `the baseline answered ${baseline.status}: ${baseline.text.slice(0, 300)}`;
  const oursIds = (ours.body.items ?? []).map((item) => item.id);
  const baselineItems = baseline.body.items ?? [];
  if (oursIds.length !== benchPageSize || baselineItems.length !== benchPageSize) {
    return `${oursIds.length} items from ours, ${baselineItems.length} from the baseline, ${benchPageSize} expected`;
  }
  if (baselineItems.some((item) => item.userId !== userId))
    return 'the baseline answered rows of another user';
  if (oursIds.some((id, index) => id !== baselineItems[index]?.id)) {
    return 'ours and the baseline answered different rows or in another order';
  }
  if (
    ours.body.total !== baseline.body.total ||
    (expectedTotal !== null && ours.body.total !== expectedTotal)
  ) {
    return `totals differ: ours ${String(ours.body.total)}, baseline ${String(baseline.body.total)}${
      expectedTotal === null ? '' : `, expected ${expectedTotal}`
    }`;
  }
  return null;
}

export async function measureRecordsListRows(engine: Engine): Promise<EndpointRows> {
  reportProgress(
    `${engine.label}: records lists, seeding ${rowsPerUser.toLocaleString('en-US')} rows per user`,
  );
  const { database, dispose } = await engine.open();
  const servers: FastifyInstance[] = [];
  const rows: ResultRow[] = [];
  const notes: string[] = [];
  try {
    await database.migrate();
    const seedStart = performance.now();
    const owners = await seedRecordsRows(database);
    const analysisUser = await seedAnalysisLots(database);
    reportProgress(`${engine.label}: seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

    const ours = await buildBenchApp(database);
    servers.push(ours);
    const baseline = await buildRecordsBaselineServer(database);
    servers.push(baseline);
    const oursUrl = await listenOnLoopback(ours);
    const baselineUrl = await listenOnLoopback(baseline);
    const headers = { [benchUserHeader]: owners.measured };

    const measurements = [
      ...listedTables.map((listed) => ({
        path: listed.path,
        query: firstPageQuery,
        expectedTotal: rowsPerUser,
        measure: `(g) GET ${listed.path} page 1 of ${rowsPerUser.toLocaleString('en-US')}, RLS [${engine.label}]`,
      })),
      {
        path: '/api/stock-items',
        query: `${firstPageQuery}&q=${stockSearchText}`,
        expectedTotal: null,
        measure: `(h) GET /api/stock-items?q=${stockSearchText} page 1, trigram search [${engine.label}]`,
      },
    ];
    for (const { path, query, expectedTotal, measure } of measurements) {
      const oursPage = `${oursUrl}${path}${query}`;
      const baselinePage = `${baselineUrl}${path}${query}`;
      const problem = await pageProblem(oursPage, baselinePage, headers, owners.measured, expectedTotal);
      if (problem !== null) {
        notes.push(`${measure}: not measured, ${problem}`);
        continue;
      }
      reportProgress(`${engine.label}: GET ${path}${query}`);
      const comparison = await compareLoad(oursPage, baselinePage, headers, {}, shortLoadDurations);
      rows.push(createLoadRow(measure, comparison));
      notes.push(...listLoadProblems(measure, comparison));
    }

    const analysis = await measureAnalysisEndpointRow({
      engineLabel: engine.label,
      oursUrl,
      baselineUrl,
      headers: { [benchUserHeader]: analysisUser.userId },
      user: analysisUser,
    });
    rows.push(...analysis.rows);
    notes.push(...analysis.notes);
    return { rows, notes };
  } finally {
    for (const server of servers) await server.close();
    await dispose();
  }
}
