// HTTP load with autocannon, in its own process so that it does not share an event loop with the servers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../scripts/lib/build-freshness.mjs';

export const connections = 10;
export const warmUpSeconds = 1;
export const runSeconds = 5;

export interface LoadResult {
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface LoadComparison {
  ours: LoadResult;
  baseline: LoadResult;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** A POST with a JSON body instead of a GET (sign-in throughput). */
export interface LoadRequest {
  method?: 'GET' | 'POST';
  body?: string;
}

/** Shorter runs for the rows that are many (the records lists): the run time of npm run bench stays bounded. */
export interface LoadDurations {
  warmUpSeconds: number;
  runSeconds: number;
}

/** The records rows (g) to (i): 1 s warm-up, then 3 s runs, best of two. */
export const shortLoadDurations: LoadDurations = { warmUpSeconds: 1, runSeconds: 3 };

function runAutocannon(
  url: string,
  seconds: number,
  headers: Record<string, string>,
  request: LoadRequest = {},
): Promise<LoadResult> {
  const args = [
    join(projectRoot, 'node_modules/autocannon/autocannon.js'),
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-j',
    '-n',
    ...Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]),
    ...(request.method ? ['-m', request.method] : []),
    ...(request.body === undefined ? [] : ['-b', request.body]),
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

function pickFastest(results: LoadResult[]): LoadResult {
  return results.reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
}

/** Warm both up, then baseline, ours, baseline, ours; the better run of each is kept. */
export async function compareLoad(
  oursUrl: string,
  baselineUrl: string,
  headers: Record<string, string>,
  request: LoadRequest = {},
  durations: LoadDurations = { warmUpSeconds, runSeconds },
): Promise<LoadComparison> {
  await runAutocannon(baselineUrl, durations.warmUpSeconds, headers, request);
  await runAutocannon(oursUrl, durations.warmUpSeconds, headers, request);
  const runs: { ours: LoadResult[]; baseline: LoadResult[] } = { ours: [], baseline: [] };
  for (let round = 0; round < 2; round += 1) {
    runs.baseline.push(await runAutocannon(baselineUrl, durations.runSeconds, headers, request));
    runs.ours.push(await runAutocannon(oursUrl, durations.runSeconds, headers, request));
  }
  return { ours: pickFastest(runs.ours), baseline: pickFastest(runs.baseline) };
}
