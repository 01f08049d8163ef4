// Rows (e) and (f) on one engine:
//  (e) sign-in throughput: POST /api/auth/sign-in/email on our app (argon2id m=46 MiB, session row, activity
//      row, cookie) vs a bare Fastify route that only verifies the same argon2id hash;
//  (f) an authenticated list: the newest 50 stock items with a real session cookie (session read from the
//      database on every request, then the RLS transaction) vs the bare `where user_id = $1` list.
import { hash, verify } from '@node-rs/argon2';
import { desc } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildBaselineServer, benchUserHeader } from './baseline-server.js';
import { buildApp, stockItems } from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { compareLoad, type LoadComparison } from './http-load.js';
import { reportProgress } from './report-progress.js';
import { benchConfig } from './bench-app.js';
import type { ResultRow } from './results-table.js';

const email = 'bench-signin@example.test';
const password = 'Digestat-Lagune7!Ferme';
/** The hashing strength of src/server/lib/password-hashing.ts (OWASP ASVS 5.0 Appendix C). */
const argon2Options = { memoryCost: 46 * 1024, timeCost: 1, parallelism: 1 };

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The least a sign-in can do: parse the body and verify one argon2id hash. */
async function buildArgon2Baseline(passwordHash: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.post('/sign-in', async (request, reply) => {
    const body = request.body as { password?: string };
    if (!(await verify(passwordHash, body.password ?? ''))) return reply.status(401).send({});
    return { ok: true };
  });
  await app.ready();
  return app;
}

function row(measure: string, comparison: LoadComparison): ResultRow {
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

function problems(measure: string, comparison: LoadComparison): string[] {
  return (['ours', 'baseline'] as const)
    .filter((who) => comparison[who].non2xx > 0 || comparison[who].errors > 0)
    .map((who) => `${measure}, ${who}: ${comparison[who].non2xx} non-2xx, ${comparison[who].errors} errors`);
}

export async function measureAuthRows(engine: Engine): Promise<{ rows: ResultRow[]; notes: string[] }> {
  reportProgress(`${engine.label}: accounts bench setup`);
  const { database, dispose } = await engine.open();
  const servers: FastifyInstance[] = [];
  try {
    await database.migrate();
    const ours = await buildApp({
      config: benchConfig(),
      database,
      logger: false,
      isAuthRateLimited: false,
    });
    ours.get('/api/bench/stock-items', async (request) =>
      request.withUserDb((tx) => tx.select().from(stockItems).orderBy(desc(stockItems.createdAt)).limit(50)),
    );
    servers.push(ours);
    const oursUrl = await listen(ours);
    const origin = { origin: oursUrl, 'content-type': 'application/json' };
    const signUp = await fetch(`${oursUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'User' }),
    });
    const user = (await signUp.json()) as { user?: { id: string } };
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    if (signUp.status !== 200 || !user.user || !cookie)
      throw new Error(`bench sign-up failed: ${signUp.status}`);
    const now = Date.now();
    await database.db.insert(stockItems).values(
      Array.from({ length: 200 }, (_, index) => ({
        userId: user.user?.id ?? '',
        name: `Article ${index}`,
        category: 'consumables' as const,
        currentLevel: index % 100,
        maxLevel: 100,
        threshold: 20,
        createdAt: new Date(now - index * 60_000),
      })),
    );

    const argon2Baseline = await buildArgon2Baseline(await hash(password, argon2Options));
    servers.push(argon2Baseline);
    const listBaseline = await buildBaselineServer({ database, stockItems });
    servers.push(listBaseline);
    const argon2Url = await listen(argon2Baseline);
    const listUrl = await listen(listBaseline);

    reportProgress(`${engine.label}: sign-in throughput`);
    const signIn = await compareLoad(`${oursUrl}/api/auth/sign-in/email`, `${argon2Url}/sign-in`, origin, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    reportProgress(`${engine.label}: authenticated list`);
    const list = await compareLoad(`${oursUrl}/api/bench/stock-items`, `${listUrl}/api/bench/stock-items`, {
      cookie,
      [benchUserHeader]: user.user.id,
    });
    const signInMeasure = `(e) sign-in, argon2id 46 MiB vs raw verify [${engine.label}]`;
    const listMeasure = `(f) 50 stock items with a session cookie vs bare [${engine.label}]`;
    return {
      rows: [row(signInMeasure, signIn), row(listMeasure, list)],
      notes: [...problems(signInMeasure, signIn), ...problems(listMeasure, list)],
    };
  } finally {
    for (const server of servers) await server.close();
    await dispose();
  }
}
