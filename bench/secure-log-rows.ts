// Row group `securelogs`, row (v) on one engine (issue 20 point 4): secure log appends under 8 concurrent
// writers, `appendSecureLog` of the built server (redaction, AES-256-GCM for the entries with personal data, one
// in four here, the advisory lock, the head read, the digest and HMAC, the insert), each its own transaction.
// Baseline: the same 8 writers inserting the same messages into a bare table (id, user, level, message, time),
// one transaction each, no lock, no crypto: the least any log write costs. Rows per second over a fixed number of
// appends (2,000: 250 per writer), warm-up 200, then baseline, ours, baseline, ours, the best of each kept; p99 of
// the single append's latency. After the runs the whole chain is verified: the bench fails loudly if it is not
// intact (a fork under the concurrent writers would show there, and in the unique seq index).
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client.js';
import {
  appendSecureLog,
  createSecureLogVault,
  users,
  verifySecureLogChain,
} from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const writers = 8;
const appendsPerRound = 2000;
const warmUpAppends = 200;
const rounds = 2;

function messageOf(index: number): { message: string; level: 'info' | 'warn' } {
  return index % 4 === 0
    ? { message: `Connexion de operateur${index}@ferme.fr depuis 192.168.1.${index % 250}`, level: 'warn' }
    : { message: `Digesteur ${index % 3}: température relevée (${index})`, level: 'info' };
}

/** `count` writes by `writers` concurrent loops; rows/s and the p99 latency of one write. */
async function runWriters(
  count: number,
  write: (index: number) => Promise<void>,
): Promise<{ rate: number; p99Ms: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < count) {
        const index = next;
        next += 1;
        const begun = performance.now();
        await write(index);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return { rate: (count * 1000) / elapsedMs, p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0 };
}

export async function measureSecureLogRows(engine: Engine): Promise<{ rows: ResultRow[]; notes: string[] }> {
  reportProgress(`securelogs (${engine.label}): ${appendsPerRound} appends by ${writers} concurrent writers`);
  const { database, dispose } = await engine.open();
  try {
    await database.migrate();
    return { rows: [await measureOn(database, engine.label)], notes: [] };
  } finally {
    await dispose();
  }
}

async function measureOn(database: Database, label: string): Promise<ResultRow> {
  const { db } = database;
  const [user] = await db
    .insert(users)
    .values({ name: 'Bench logs', email: 'bench-logs@example.test' })
    .returning({ id: users.id });
  if (!user) throw new Error('seeding the bench user failed');
  await db.execute(
    sql.raw(`create table bench_plain_logs (id uuid primary key default gen_random_uuid(), user_id uuid not null,
      level text not null, message text not null, created_at timestamptz not null default now())`),
  );
  const vault = createSecureLogVault({});
  const ours = (index: number) =>
    appendSecureLog(db, vault, { userId: user.id, source: 'bench', ...messageOf(index) }).then(
      () => undefined,
    );
  const baseline = async (index: number) => {
    const { message, level } = messageOf(index);
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into bench_plain_logs (user_id, level, message) values (${user.id}, ${level}, ${message})`,
      );
    });
  };
  await runWriters(warmUpAppends, baseline);
  await runWriters(warmUpAppends, ours);
  let best = { ours: { rate: 0, p99Ms: 0 }, baseline: { rate: 0, p99Ms: 0 } };
  for (let round = 0; round < rounds; round += 1) {
    const baselineRun = await runWriters(appendsPerRound, baseline);
    const oursRun = await runWriters(appendsPerRound, ours);
    best = {
      baseline: baselineRun.rate > best.baseline.rate ? baselineRun : best.baseline,
      ours: oursRun.rate > best.ours.rate ? oursRun : best.ours,
    };
  }
  const verification = await verifySecureLogChain(db, vault);
  const expectedRows = warmUpAppends + rounds * appendsPerRound;
  if (!verification.ok || verification.headSeq !== expectedRows) {
    throw new Error(
      `secure log chain NOT intact after ${expectedRows} concurrent appends on ${label}: ${JSON.stringify(verification)}`,
    );
  }
  return {
    measure: `(v) secure log appends, ${writers} concurrent writers (redact, encrypt 1 in 4, lock, chain, insert; chain verified after: ${expectedRows} rows intact) vs bare inserts, ${label}`,
    ours: `${Math.round(best.ours.rate).toLocaleString('en-US')} rows/s`,
    baseline: `${Math.round(best.baseline.rate).toLocaleString('en-US')} rows/s`,
    ratio: (best.ours.rate / best.baseline.rate).toFixed(2),
    p99Ours: `${best.ours.p99Ms.toFixed(1)} ms`,
    p99Baseline: `${best.baseline.p99Ms.toFixed(1)} ms`,
  };
}
