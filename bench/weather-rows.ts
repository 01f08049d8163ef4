// Row (q): GET /api/weather on one engine, against a bare proxy of the same forecast service (a route that forwards
// the request to the service and sends its answer back, nothing more). The service is the loopback fake of
// Open-Meteo the tests use, so both sides pay the same upstream.
//  warm: the forecast is in the server's cache (what nearly every read is: one call an hour per place); ours
//        reads the user's location and settings (RLS transaction), works out the spreading windows and
//        serialises, the proxy asks the service each time. autocannon, requests per second.
//  cold: every read is of a place not in the cache (a user per place): ours asks the service too. Sequential
//        requests timed one by one (the cache would otherwise join them); p50 and p95 of each side.
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { startOpenMeteoFake, type OpenMeteoFake } from '../tests/fixtures/open-meteo-fake.js';
import { benchUserHeader } from './baseline-server.js';
import { buildBenchApp } from './bench-app.js';
import { unitLocations, users } from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { listenOnLoopback, listLoadProblems, createLoadRow } from './endpoint-rows.js';
import { compareLoad, shortLoadDurations } from './http-load.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const coldReads = 120;

/** Forwards GET /api/bench/forecast to the service's forecast for Paris, as it comes. */
function buildBareProxy(fake: OpenMeteoFake): FastifyInstance {
  const proxy = Fastify({ logger: false });
  proxy.get('/api/bench/forecast', async (_request, reply) => {
    const upstream = await fetch(
      `${fake.baseUrl}/forecast?latitude=48.8566&longitude=2.3522&daily=temperature_2m_max&timezone=Europe%2FParis&forecast_days=5`,
    );
    return reply
      .status(upstream.status)
      .type('application/json')
      .send(await upstream.text());
  });
  return proxy;
}

/** Users each at their own place (a hundredth of a degree apart: a place of its own in the cache). */
async function seedUsersAtPlaces(
  engine: Engine,
  database: Awaited<ReturnType<Engine['open']>>['database'],
  count: number,
) {
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `Météo ${index}`,
        email: `meteo-${index}@example.test`,
      })),
    )
    .returning({ id: users.id });
  await database.db.insert(unitLocations).values(
    rows.map(({ id }, index) => {
      const latitude = (44 + index * 0.01).toFixed(2);
      return {
        userId: id,
        locationType: 'coordinates' as const,
        locationValue: `${latitude},1.5`,
        latitude: Number(latitude),
        longitude: 1.5,
        isActive: true,
      };
    }),
  );
  reportProgress(`${engine.label}: ${count} users at their own place`);
  return rows.map(({ id }) => id);
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}

async function timeSequential(urls: { url: string; headers: Record<string, string> }[]): Promise<number[]> {
  const durations: number[] = [];
  for (const { url, headers } of urls) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.text();
    if (response.status !== 200 || body.length === 0) throw new Error(`${url} answered ${response.status}`);
    durations.push(performance.now() - started);
  }
  return durations.sort((a, b) => a - b);
}

export async function measureWeatherRows(engine: Engine): Promise<{ rows: ResultRow[]; notes: string[] }> {
  reportProgress(`${engine.label}: weather bench setup`);
  const fake = await startOpenMeteoFake();
  const { database, dispose } = await engine.open();
  let ours: FastifyInstance | undefined;
  const proxy = buildBareProxy(fake);
  try {
    await database.migrate();
    const userIds = await seedUsersAtPlaces(engine, database, coldReads + 1);
    ours = await buildBenchApp(database, fake.baseUrl);
    await ours.ready();
    const oursUrl = await listenOnLoopback(ours);
    const proxyUrl = await listenOnLoopback(proxy);

    const [warmUser, ...coldUsers] = userIds;
    if (!warmUser) throw new Error('no user seeded');
    const warmHeaders = { [benchUserHeader]: warmUser };
    const first = await fetch(`${oursUrl}/api/weather`, { headers: warmHeaders });
    const firstBody = (await first.json()) as { forecast?: { status?: string } };
    if (firstBody.forecast?.status !== 'fresh')
      throw new Error('GET /api/weather did not answer a fresh forecast');

    reportProgress(`${engine.label}: weather warm (cached forecast)`);
    const warm = await compareLoad(
      `${oursUrl}/api/weather`,
      `${proxyUrl}/api/bench/forecast`,
      warmHeaders,
      {},
      shortLoadDurations,
    );

    reportProgress(`${engine.label}: weather cold (${coldReads} places not in the cache)`);
    const proxyTimes = await timeSequential(
      coldUsers.map(() => ({ url: `${proxyUrl}/api/bench/forecast`, headers: {} })),
    );
    const oursTimes = await timeSequential(
      coldUsers.map((id) => ({ url: `${oursUrl}/api/weather`, headers: { [benchUserHeader]: id } })),
    );
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const coldRow: ResultRow = {
      measure: `(q) GET /api/weather cold, p50 (p95) of ${coldReads} places, ${engine.label}`,
      ours: `${ms(percentile(oursTimes, 0.5))} (${ms(percentile(oursTimes, 0.95))})`,
      baseline: `${ms(percentile(proxyTimes, 0.5))} (${ms(percentile(proxyTimes, 0.95))})`,
      ratio: (percentile(proxyTimes, 0.5) / percentile(oursTimes, 0.5)).toFixed(2),
      p99Ours: '',
      p99Baseline: '',
    };
    return {
      rows: [createLoadRow(`(q) GET /api/weather warm vs a bare proxy, ${engine.label}`, warm), coldRow],
      notes: listLoadProblems(`(q) weather warm, ${engine.label}`, warm),
    };
  } finally {
    await ours?.close();
    await proxy.close();
    await dispose();
    await fake.close();
  }
}
