// npm run bench: one table comparing MethaPilot with bare baselines on this machine.
//  (a) GET /api/health: our built app (in-process, listening on 127.0.0.1) vs bench/baseline-server.ts;
//  (b) the newest 50 of a user's 200 stock items through request.withUserDb (RLS transaction) vs a plain
//      `where user_id = $1` on the same driver;
//  (c) gzipped JavaScript loaded by / and /dashboard in headless Chromium;
//  (d) time from `node scripts/start.mjs` to the first 200 on /api/health (fresh DATA_DIR), median of 3.
// (a) and (b) run on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL too. autocannon runs in its own
// process (10 connections, 1 s warm-up, then baseline, ours, baseline, ours for 5 s each; best of two).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { desc } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pg from 'pg';
import { projectRoot } from '../scripts/lib/build-freshness.mjs';
import type * as AppModule from '../src/server/app.js';
import type * as ConfigModule from '../src/server/config.js';
import type * as ClientModule from '../src/server/db/client.js';
import type * as AuthSchema from '../src/server/db/schema/auth.js';
import type * as StockSchema from '../src/server/db/schema/stock.js';
import { startBuiltServer } from '../tests/fixtures/built-server.js';
import { launchBrowser } from '../tests/fixtures/chromium.js';
import { benchUserHeader, buildBaselineServer } from './baseline-server.js';

type Database = ClientModule.Database;

const connections = 10;
const warmUpSeconds = 1;
const runSeconds = 5;
const startupRuns = 3;

function progress(line: string): void {
  process.stderr.write(`bench: ${line}\n`);
}

/** The built server modules (dist/), loaded at run time: the bench measures what `npm start` runs. */
async function loadBuilt<T>(relativePath: string): Promise<T> {
  const file = join(projectRoot, 'dist/server/server', relativePath);
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" (npm run bench does it)`);
  return (await import(pathToFileURL(file).href)) as T;
}

const { buildApp } = await loadBuilt<typeof AppModule>('app.js');
const { loadConfig } = await loadBuilt<typeof ConfigModule>('config.js');
const { openDatabase } = await loadBuilt<typeof ClientModule>('db/client.js');
const { users } = await loadBuilt<typeof AuthSchema>('db/schema/auth.js');
const { stockItems } = await loadBuilt<typeof StockSchema>('db/schema/stock.js');

// ---------------------------------------------------------------------------------------------------------
// autocannon

interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

function runAutocannon(url: string, seconds: number, headers: Record<string, string>): Promise<LoadResult> {
  const args = [
    join(projectRoot, 'node_modules/autocannon/autocannon.js'),
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-j',
    '-n',
    ...Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]),
    url,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('close', (code) => {
      try {
        if (code !== 0) throw new Error(`autocannon exited ${String(code)}: ${stderr}`);
        const result = JSON.parse(stdout) as AutocannonJson;
        resolve({
          requestsPerSecond: result.requests.average,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

interface Comparison {
  ours: LoadResult;
  baseline: LoadResult;
}

/** Warm both up, then baseline, ours, baseline, ours; the better run of each is kept. */
async function compare(
  oursUrl: string,
  baselineUrl: string,
  headers: Record<string, string>,
): Promise<Comparison> {
  await runAutocannon(baselineUrl, warmUpSeconds, headers);
  await runAutocannon(oursUrl, warmUpSeconds, headers);
  const runs: { ours: LoadResult[]; baseline: LoadResult[] } = { ours: [], baseline: [] };
  for (let round = 0; round < 2; round += 1) {
    runs.baseline.push(await runAutocannon(baselineUrl, runSeconds, headers));
    runs.ours.push(await runAutocannon(oursUrl, runSeconds, headers));
  }
  const best = (results: LoadResult[]) =>
    results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
  return { ours: best(runs.ours), baseline: best(runs.baseline) };
}

// ---------------------------------------------------------------------------------------------------------
// databases

interface Engine {
  label: string;
  open: () => Promise<{ database: Database; dispose: () => Promise<void> }>;
}

const pgliteEngine: Engine = {
  label: 'PGlite',
  async open() {
    const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-bench-'));
    const database = await openDatabase({ kind: 'pglite-dir', dataDir });
    return {
      database,
      async dispose() {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

function postgresEngine(serverUrl: string): Engine {
  const maintenance = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    label: 'PostgreSQL',
    async open() {
      const name = `methapilot_bench_${randomBytes(5).toString('hex')}`;
      await maintenance(`create database ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', url: url.toString() });
      return {
        database,
        async dispose() {
          await database.close();
          await maintenance(`drop database if exists ${name} with (force)`);
        },
      };
    },
  };
}

/** Two users; 200 stock items for the first (the one the bench signs in as), 20 for the second. */
async function seed(database: Database): Promise<{ userA: string; userB: string }> {
  const [a, b] = await database.db
    .insert(users)
    .values([
      { name: 'Bench A', email: 'bench-a@example.test' },
      { name: 'Bench B', email: 'bench-b@example.test' },
    ])
    .returning({ id: users.id });
  if (!a || !b) throw new Error('seeding users failed');
  const now = Date.now();
  const item = (userId: string, index: number) => ({
    userId,
    name: `Article ${index}`,
    category: index % 2 === 0 ? 'Consommables' : 'Pièces détachées',
    currentLevel: index % 100,
    maxLevel: 100,
    threshold: 20,
    createdAt: new Date(now - index * 60_000),
  });
  await database.db.insert(stockItems).values(Array.from({ length: 200 }, (_, index) => item(a.id, index)));
  await database.db.insert(stockItems).values(Array.from({ length: 20 }, (_, index) => item(b.id, index)));
  return { userA: a.id, userB: b.id };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

const headerResolver = (request: FastifyRequest): Promise<string | null> => {
  const value = request.headers[benchUserHeader];
  return Promise.resolve(typeof value === 'string' && value.length > 0 ? value : null);
};

interface Row {
  measure: string;
  ours: string;
  baseline: string;
  ratio: string;
  p99Ours: string;
  p99Baseline: string;
}

const notes: string[] = [];

function loadRow(measure: string, comparison: Comparison): Row {
  const { ours, baseline } = comparison;
  for (const [who, result] of [
    ['ours', ours],
    ['baseline', baseline],
  ] as const) {
    if (result.non2xx > 0 || result.errors > 0) {
      notes.push(
        `${measure}, ${who}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`,
      );
    }
  }
  return {
    measure,
    ours: `${Math.round(ours.requestsPerSecond)} req/s`,
    baseline: `${Math.round(baseline.requestsPerSecond)} req/s`,
    ratio: (ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    p99Ours: `${ours.p99Ms} ms`,
    p99Baseline: `${baseline.p99Ms} ms`,
  };
}

async function benchEngine(engine: Engine): Promise<Row[]> {
  progress(`${engine.label}: opening, migrating and seeding`);
  const { database, dispose } = await engine.open();
  let ours: FastifyInstance | undefined;
  let baseline: FastifyInstance | undefined;
  try {
    await database.migrate();
    const { userA } = await seed(database);

    ours = await buildApp({
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn' }),
      database,
      logger: false,
      resolveSessionUser: headerResolver,
    });
    // A route of the bench only, on the real app: the path every user-owned list takes (RLS transaction).
    ours.get('/api/bench/stock-items', async (request) =>
      request.withUserDb((tx) => tx.select().from(stockItems).orderBy(desc(stockItems.createdAt)).limit(50)),
    );
    await ours.ready();
    baseline = await buildBaselineServer({ database, stockItems });
    const oursUrl = await listen(ours);
    const baselineUrl = await listen(baseline);

    // Both answer the same list before anything is measured.
    const headers = { [benchUserHeader]: userA };
    for (const url of [oursUrl, baselineUrl]) {
      const response = await fetch(`${url}/api/bench/stock-items`, { headers });
      const items = (await response.json()) as { userId: string }[];
      if (response.status !== 200 || items.length !== 50 || items.some((row) => row.userId !== userA)) {
        throw new Error(
          `${url}/api/bench/stock-items did not answer the 50 items of user A (status ${response.status})`,
        );
      }
    }

    progress(`${engine.label}: GET /api/health`);
    const health = await compare(`${oursUrl}/api/health`, `${baselineUrl}/api/health`, {});
    progress(`${engine.label}: GET stock items`);
    const list = await compare(
      `${oursUrl}/api/bench/stock-items`,
      `${baselineUrl}/api/bench/stock-items`,
      headers,
    );
    return [
      loadRow(`(a) GET /api/health [${engine.label}]`, health),
      loadRow(`(b) 50 newest of 200 stock items, RLS [${engine.label}]`, list),
    ];
  } finally {
    await ours?.close();
    await baseline?.close();
    await dispose();
  }
}

// ---------------------------------------------------------------------------------------------------------
// (c) JavaScript weight

async function javascriptWeights(paths: string[]): Promise<Row[]> {
  progress('JavaScript loaded by the pages (headless Chromium)');
  const server = await startBuiltServer();
  const browser = await launchBrowser();
  const webRoot = join(projectRoot, 'dist/web');
  try {
    const rows: Row[] = [];
    for (const path of paths) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const scripts = new Map<string, number>();
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin !== server.url || !url.pathname.endsWith('.js')) return;
        pending.push(
          (async () => {
            const file = join(webRoot, decodeURIComponent(url.pathname));
            const body = existsSync(file) ? readFileSync(file) : await response.body();
            scripts.set(url.pathname, gzipSync(body, { level: 9 }).length);
          })(),
        );
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      await context.close();
      const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
      rows.push({
        measure: `(c) JS loaded by ${path}, gzip -9 (${scripts.size} files)`,
        ours: `${(total / 1024).toFixed(1)} KB`,
        baseline: '-',
        ratio: '-',
        p99Ours: '-',
        p99Baseline: '-',
      });
    }
    return rows;
  } finally {
    await browser.close();
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------------
// (d) start-up time

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

async function timeToFirstHealthy(): Promise<number> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-bench-start-'));
  const env = Object.fromEntries(
    Object.entries({
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    }).filter(([key]) => key !== 'DATABASE_URL' && key !== 'NODE_OPTIONS'),
  );
  const startedAt = performance.now();
  const child = spawn(process.execPath, [join(projectRoot, 'scripts/start.mjs')], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('close', resolve));
  const state = { hasExited: false };
  void exited.then(() => {
    state.hasExited = true;
  });
  try {
    for (;;) {
      if (state.hasExited) throw new Error(`npm start exited before answering: ${stderr}`);
      if (performance.now() - startedAt > 120_000) throw new Error('npm start did not answer within 120 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - startedAt;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function startupRow(): Promise<Row> {
  const times: number[] = [];
  for (let run = 0; run < startupRuns; run += 1) {
    progress(`npm start to first 200, run ${run + 1} of ${startupRuns}`);
    times.push(await timeToFirstHealthy());
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
  return {
    measure: `(d) npm start (fresh DATA_DIR) to first 200, median of ${startupRuns}`,
    ours: `${Math.round(median)} ms`,
    baseline: '-',
    ratio: '-',
    p99Ours: '-',
    p99Baseline: '-',
  };
}

// ---------------------------------------------------------------------------------------------------------

function printTable(rows: Row[]): void {
  const columns: { key: keyof Row; title: string; isNumeric: boolean }[] = [
    { key: 'measure', title: 'measure', isNumeric: false },
    { key: 'ours', title: 'ours', isNumeric: true },
    { key: 'baseline', title: 'baseline', isNumeric: true },
    { key: 'ratio', title: 'ours/baseline', isNumeric: true },
    { key: 'p99Ours', title: 'p99 ours', isNumeric: true },
    { key: 'p99Baseline', title: 'p99 baseline', isNumeric: true },
  ];
  const widths = columns.map((column) =>
    Math.max(column.title.length, ...rows.map((row) => row[column.key].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, index) => {
        const width = widths[index] ?? 0;
        return columns[index]?.isNumeric ? cell.padStart(width) : cell.padEnd(width);
      })
      .join(' | ');
  const out = [
    line(columns.map((column) => column.title)),
    widths.map((width) => '-'.repeat(width)).join('-|-'),
    ...rows.map((row) => line(columns.map((column) => row[column.key]))),
  ];
  process.stdout.write(
    `\nMethaPilot bench (${connections} connections, ${runSeconds} s runs after ${warmUpSeconds} s warm-up, best of 2; 127.0.0.1)\n`,
  );
  process.stdout.write(`${out.join('\n')}\n`);
  for (const note of notes) process.stdout.write(`note: ${note}\n`);
}

const engines: Engine[] = [pgliteEngine];
const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;
if (benchDatabaseUrl) engines.push(postgresEngine(benchDatabaseUrl));

const rows: Row[] = [];
for (const engine of engines) rows.push(...(await benchEngine(engine)));
rows.push(...(await javascriptWeights(['/', '/dashboard'])));
rows.push(await startupRow());
printTable(rows);
