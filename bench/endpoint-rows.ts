// Rows (a) and (b) on one engine: GET /api/health and the newest 50 stock items, ours against the baseline.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildBaselineServer, benchUserHeader } from './baseline-server.js';
import { buildBenchApp } from './bench-app.js';
import { stockItems } from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { compareLoad, type LoadComparison } from './http-load.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';
import { seedBenchData } from './seed-bench-data.js';

export interface EndpointRows {
  rows: ResultRow[];
  /** Runs that saw non-2xx answers or errors, printed under the table. */
  notes: string[];
}

export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

/** Both servers answer the same list before anything is measured. */
async function assertSameStockList(urls: string[], headers: Record<string, string>, userId: string) {
  for (const url of urls) {
    const response = await fetch(`${url}/api/bench/stock-items`, { headers });
    const items = (await response.json()) as { userId: string }[];
    if (response.status !== 200 || items.length !== 50 || items.some((row) => row.userId !== userId)) {
      throw new Error(
        `${url}/api/bench/stock-items did not answer the 50 items of user A (status ${response.status})`,
      );
    }
  }
}

export function listLoadProblems(measure: string, comparison: LoadComparison): string[] {
  const problems: string[] = [];
  for (const [who, result] of [
    ['ours', comparison.ours],
    ['baseline', comparison.baseline],
  ] as const) {
    if (result.non2xx > 0 || result.errors > 0) {
      problems.push(
        `${measure}, ${who}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the run`,
      );
    }
  }
  return problems;
}

export function createLoadRow(measure: string, comparison: LoadComparison): ResultRow {
  const { ours, baseline } = comparison;
  return {
    measure,
    ours: `${Math.round(ours.requestsPerSecond)} req/s`,
    baseline: `${Math.round(baseline.requestsPerSecond)} req/s`,
    ratio: (ours.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    p99Ours: `${ours.p99Ms} ms`,
    p99Baseline: `${baseline.p99Ms} ms`,
  };
}

export async function measureEndpointRows(engine: Engine): Promise<EndpointRows> {
  reportProgress(`${engine.label}: opening, migrating and seeding`);
  const { database, dispose } = await engine.open();
  let ours: FastifyInstance | undefined;
  let baseline: FastifyInstance | undefined;
  try {
    await database.migrate();
    const { userA } = await seedBenchData(database);

    ours = await buildBenchApp(database);
    await ours.ready();
    baseline = await buildBaselineServer({ database, stockItems });
    const oursUrl = await listenOnLoopback(ours);
    const baselineUrl = await listenOnLoopback(baseline);

    const headers = { [benchUserHeader]: userA };
    await assertSameStockList([oursUrl, baselineUrl], headers, userA);

    reportProgress(`${engine.label}: GET /api/health`);
    const health = await compareLoad(`${oursUrl}/api/health`, `${baselineUrl}/api/health`, {});
    reportProgress(`${engine.label}: GET stock items`);
    const list = await compareLoad(
      `${oursUrl}/api/bench/stock-items`,
      `${baselineUrl}/api/bench/stock-items`,
      headers,
    );
    const healthMeasure = `(a) GET /api/health [${engine.label}]`;
    const listMeasure = `(b) 50 newest of 200 stock items, RLS [${engine.label}]`;
    return {
      rows: [createLoadRow(healthMeasure, health), createLoadRow(listMeasure, list)],
      notes: [...listLoadProblems(healthMeasure, health), ...listLoadProblems(listMeasure, list)],
    };
  } finally {
    await ours?.close();
    await baseline?.close();
    await dispose();
  }
}
