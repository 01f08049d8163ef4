// Row (d): time from `node scripts/start.mjs` (fresh DATA_DIR) to the first 200 on /api/health, median of 3.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../scripts/lib/build-freshness.mjs';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const startupRuns = 3;

function findFreePort(): Promise<number> {
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

async function measureTimeToFirstHealthy(): Promise<number> {
  const port = await findFreePort();
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

export async function measureStartupRow(): Promise<ResultRow> {
  const times: number[] = [];
  for (let run = 0; run < startupRuns; run += 1) {
    reportProgress(`npm start to first 200, run ${run + 1} of ${startupRuns}`);
    times.push(await measureTimeToFirstHealthy());
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
