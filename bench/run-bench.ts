// npm run bench: one table comparing MethaPilot with bare baselines on this machine.
//  (a) GET /api/health: our built app (in-process, listening on 127.0.0.1) vs bench/baseline-server.ts;
//  (b) the newest 50 of a user's 200 stock items through request.withUserDb (RLS transaction) vs a plain
//      `where user_id = $1` on the same driver;
//  (c) gzipped JavaScript loaded by /, /login, /pricing and /dashboard (signed in) in headless Chromium;
//  (d) time from `node scripts/start.mjs` to the first 200 on /api/health (fresh DATA_DIR), median of 3.
//  (e) sign-in throughput (argon2id at ASVS strength) vs a raw argon2id verify;
//  (f) the stock list with a real session cookie vs the bare list;
//  (g) page 1 of each records list (stock, raw materials, maintenance, agenda, team members, team events,
//      invoices) at 10,000 rows per user, vs a bare select + count (bench/records-list-rows.ts);
//  (h) the stock list searched (trigram) vs the same LIKE, bare;
//  (i) GET /api/raw-materials/analysis for 200 lots vs a bare select of the 200 rows;
//  (j) analyseMix of 200 lots vs a bare Σ t×DM×VS×BMP loop, in-process (bench/analysis-rows.ts).
//  (k) GET /api/search for a rare, a common and an accented word at 100,000 rows in each of the seven sources,
//      p50/p99 latency vs the same reads as plain ILIKE in the same RLS transaction (bench/search-rows.ts).
//  (m) Lighthouse (mobile) on /, /login, /pricing and /dashboard: performance, CLS, blocking time, and the
//      accessibility, best practices and SEO scores (bench/lighthouse-rows.ts).
//  (l) the replay of 1,000 queued offline actions (stock inserts, chained updates, deletes) to
//      POST /api/offline/actions, one at a time and in batches of 100, and again with every id known, vs
//      the same writes through the plain REST routes; median of 3, each run checked
//      (bench/offline-replay-rows.ts).
//  (n) the longest event-loop block while a signed-in 1 MB CSV import is refused, vs a bare server that
//      receives the same upload (bench/csv-import-block-rows.ts); goal ≤ 250 ms.
//  (o) GET /api/cart with 3 lines vs a bare join and sums; (p) the checkout (add to cart + POST /api/orders),
//      100 in a row, vs the same writes bare (bench/shop-rows.ts).
//  (q) GET /api/weather, warm (the forecast cached) vs a bare proxy of the forecast service (requests/s), and
//      cold (places not in the cache, sequential) p50 and p95 vs the same proxy (bench/weather-rows.ts).
//  (r) the feed-ration optimiser on a 40-lot ration, (s) its LP solving on random programmes of 1,000 variables
//      (goal p95 ≤ 20 ms), each vs yalps alone on the same prebuilt model, in-process, p50/p95/p99 of a fixed
//      number of runs (bench/optimiser-rows.ts).
//  (t) the RED II GHG calculation over a year of daily lots (365 days × 4 lots) vs a bare loop of the year's
//      savings, in-process, calls per second (bench/ghg-rows.ts).
//  (v) secure log appends under 8 concurrent writers (rows/s, the chain verified after, failing loudly if not) vs
//      bare inserts by the same writers (bench/secure-log-rows.ts).
//  (u) the monthly operations report of a user with a month of daily data (reads, sections, PDF, upsert) vs the
//      month's rows read bare and written one line each into a PDF with the same fonts (bench/monthly-report-rows.ts).
//  (x) GET /api/health and (y) a recorded route with the stored request figures on vs off, same app, same run
//      (bench/request-recording-rows.ts; goal ratio ≥ 0.9).
//  (z) the document search over 10,000 passages, p50/p95 vs one bare full-text query, and the indexing
//      throughput in pages per second vs pdf.js reading the text alone (bench/document-rows.ts).
// (a), (b), (e) to (i), (k), (l), (n) to (q), (u), (z) run on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL too. autocannon
// runs in its own process (10 connections, 1 s warm-up, then baseline, ours, baseline, ours for 5 s each, 3 s
// for (g) to (i); best of two).
import { measureAnalysisComputeRow } from './analysis-rows.js';
import { measureAuthRows } from './auth-rows.js';
import { createPostgresEngine, pgliteEngine, type Engine } from './database-engines.js';
import { measureEndpointRows } from './endpoint-rows.js';
import { measureGhgRows } from './ghg-rows.js';
import { measureLighthouseRows } from './lighthouse-rows.js';
import { measureMonthlyReportRows } from './monthly-report-rows.js';
import { measureCsvImportBlockRows } from './csv-import-block-rows.js';
import { measureDocumentRows } from './document-rows.js';
import { measureOfflineReplayRows } from './offline-replay-rows.js';
import { measureOptimiserRows } from './optimiser-rows.js';
import { measurePageWeightRows } from './page-weight.js';
import { measureRecordsListRows } from './records-list-rows.js';
import { measureRequestRecordingRows } from './request-recording-rows.js';
import { measureSearchRows } from './search-rows.js';
import { measureSecureLogRows } from './secure-log-rows.js';
import { measureShopRows } from './shop-rows.js';
import { printResultsTable, type ResultRow } from './results-table.js';
import { measureStartupRow } from './startup-time.js';
import { measureWeatherRows } from './weather-rows.js';

const engines: Engine[] = [pgliteEngine];
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;
if (benchDatabaseUrl) engines.push(createPostgresEngine(benchDatabaseUrl));

/**
 * BENCH_ONLY=search,records…: only these row groups (endpoints = a, b; auth = e, f; records = g, h, i; search = k;
 * analysis = j; optimiser = r, s; ghg = t; reports = u; securelogs = v; metrics = x, y; documents = z; offline = l; imports = n; shop = o, p; weather = q; pages = c; startup = d;
 * lighthouse = m), to measure one change quickly. Unset: every group.
 */
const groupNames = [
  'endpoints',
  'auth',
  'records',
  'search',
  'offline',
  'analysis',
  'optimiser',
  'ghg',
  'imports',
  'shop',
  'weather',
  'reports',
  'securelogs',
  'metrics',
  'documents',
  'pages',
  'startup',
  'lighthouse',
] as const;
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const unknownGroups = only.filter((name) => !(groupNames as readonly string[]).includes(name));
if (unknownGroups.length > 0) {
  throw new Error(
    `BENCH_ONLY: unknown group(s) ${unknownGroups.join(', ')}; known: ${groupNames.join(', ')}`,
  );
}
const runs = (group: (typeof groupNames)[number]) => only.length === 0 || only.includes(group);

const rows: ResultRow[] = [];
const notes: string[] = [];
const add = (result: { rows: ResultRow[]; notes: string[] }) => {
  rows.push(...result.rows);
  notes.push(...result.notes);
};
for (const engine of engines) {
  if (runs('endpoints')) add(await measureEndpointRows(engine));
  if (runs('auth')) add(await measureAuthRows(engine));
  if (runs('records')) add(await measureRecordsListRows(engine));
  if (runs('search')) add(await measureSearchRows(engine));
  if (runs('offline')) add(await measureOfflineReplayRows(engine));
  if (runs('imports')) add(await measureCsvImportBlockRows(engine));
  if (runs('shop')) add(await measureShopRows(engine));
  if (runs('weather')) add(await measureWeatherRows(engine));
  if (runs('reports')) add(await measureMonthlyReportRows(engine));
  if (runs('securelogs')) add(await measureSecureLogRows(engine));
  if (runs('metrics')) add(await measureRequestRecordingRows(engine));
  if (runs('documents')) add(await measureDocumentRows(engine));
}
if (runs('analysis')) rows.push(measureAnalysisComputeRow());
if (runs('optimiser')) rows.push(...measureOptimiserRows());
if (runs('ghg')) rows.push(...measureGhgRows());
if (runs('pages')) rows.push(...(await measurePageWeightRows(['/', '/login', '/pricing', '/dashboard'])));
if (runs('startup')) rows.push(await measureStartupRow());
if (runs('lighthouse'))
  rows.push(...(await measureLighthouseRows(['/', '/login', '/pricing', '/dashboard'])));
printResultsTable(rows, notes);
