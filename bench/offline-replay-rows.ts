// Row group (l) on one engine, the replay of 1,000 queued offline actions (issue 6): the session of
// bench/offline-replay-session.ts (400 stock item inserts, 500 updates, many chained at their base versions,
// 100 deletes, over 200 items the user had), replayed by the browser's own replayQueue
// (src/web/lib/offline/replay-queue.ts, with an in-memory queue instead of IndexedDB) to
// POST /api/offline/actions:
//  - one at a time: 1,000 requests of one action, sequential (the spec's way);
//  - batched: the same 1,000 in 10 requests of 100 (what the browser does when many are waiting);
//  - the baseline: the same 1,000 writes through the plain REST routes (POST, PATCH, DELETE
//    /api/stock-items), sequential, no idempotency key, no base version;
//  - replayed again, all known: the same 1,000 action ids sent again after each replay (in the same way):
//    nothing is written, every answer is the stored one (`replayed: true`).
// Each replay and the baseline run on a fresh user (the same 200 items before, the same session, fresh ids),
// 3 rounds in a rotating order; the table shows the median total time and actions per second, the ratio of
// the times (above 1: slower than what it is compared with) and the p99 of one request's time (and the
// number of requests).
// Each run is checked before anything is reported, and the bench stops if one is wrong: the user's rows are
// exactly those the session gives (count, ids, names, values after chained updates, versions), every action
// id is recorded once, and the second replay changes no row.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../src/server/db/client.js';
import type {
  TOfflineAction,
  TOfflineActionResult,
  TOfflineActionsResponse,
} from '../src/shared/contracts/offline.js';
import type { QueuedAction } from '../src/web/lib/offline/queued-action.js';
import {
  replayQueue,
  type ReplayableQueue,
  type ReplayOptions,
  type SendOfflineActions,
} from '../src/web/lib/offline/replay-queue.js';
import { benchUserHeader } from './baseline-server.js';
import { buildBenchApp } from './bench-app.js';
import { stockItems, users } from './built-server-modules.js';
import type { Engine } from './database-engines.js';
import { listenOnLoopback, type EndpointRows } from './endpoint-rows.js';
import {
  existingItemCount,
  planOfflineSession,
  sessionActionCount,
  type OfflineSession,
} from './offline-replay-session.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const offlineActionsPath = '/api/offline/actions';
const stockPath = '/api/stock-items';
const measuredRounds = 3;
const batchSize = 100;
const replayModes = {
  single: { label: 'one at a time', options: { singleLimit: 1, batchSize: 1 } },
  batched: { label: `batched by ${String(batchSize)}`, options: { singleLimit: 5, batchSize } },
} as const satisfies Record<string, { label: string; options: ReplayOptions }>;
type ReplayMode = keyof typeof replayModes;

/** One timed run: its total and the time of each request. */
interface Timing {
  totalMs: number;
  requestMs: number[];
}

interface BenchUser {
  userId: string;
  session: OfflineSession;
}

/** The app and database a run talks to. */
interface Target {
  database: Database;
  url: string;
}

let userSerial = 0;

/** A new user holding the session's 200 items (version 1), as before going offline. */
async function createSessionUser(database: Database): Promise<BenchUser> {
  userSerial += 1;
  const [user] = await database.db
    .insert(users)
    .values({
      name: `Bench offline ${String(userSerial)}`,
      email: `bench-offline-${String(userSerial)}@example.test`,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no bench offline user');
  const session = planOfflineSession();
  await database.db
    .insert(stockItems)
    .values(session.existingItems.map((item) => ({ ...item, userId: user.id })));
  return { userId: user.id, session };
}

interface StoredItem {
  id: string;
  name: string;
  category: string;
  currentLevel: number;
  maxLevel: number;
  unit: string;
  threshold: number;
  version: number;
  lastUpdated: Date;
}

function readUserItems(database: Database, userId: string): Promise<StoredItem[]> {
  return database.db
    .select({
      id: stockItems.id,
      name: stockItems.name,
      category: stockItems.category,
      currentLevel: stockItems.currentLevel,
      maxLevel: stockItems.maxLevel,
      unit: stockItems.unit,
      threshold: stockItems.threshold,
      version: stockItems.version,
      lastUpdated: stockItems.lastUpdated,
    })
    .from(stockItems)
    .where(eq(stockItems.userId, userId));
}

/**
 * Throws unless the user's rows are exactly what the session gives. `serverIdOf`: the id the server gave a
 * record (the REST baseline's inserts get theirs from the server; a replay keeps the browser's).
 */
async function assertSessionApplied(
  database: Database,
  user: BenchUser,
  what: string,
  serverIdOf: (recordId: string) => string | undefined = (recordId) => recordId,
): Promise<StoredItem[]> {
  const stored = await readUserItems(database, user.userId);
  const byId = new Map(stored.map((item) => [item.id, item]));
  const { expected } = user.session;
  if (stored.length !== expected.size) {
    throw new Error(
      `${what}: the user has ${String(stored.length)} stock items, ${String(expected.size)} expected`,
    );
  }
  for (const [recordId, wanted] of expected) {
    const item = byId.get(serverIdOf(recordId) ?? '');
    if (!item) throw new Error(`${what}: item ${recordId} ("${wanted.name}") is missing`);
    const fields = ['name', 'category', 'currentLevel', 'maxLevel', 'unit', 'threshold', 'version'] as const;
    for (const field of fields) {
      if (item[field] !== wanted[field]) {
        throw new Error(
          `${what}: item "${wanted.name}" has ${field} ${String(item[field])}, ${String(wanted[field])} expected`,
        );
      }
    }
  }
  return stored;
}

/** Throws unless each of the session's action ids is recorded exactly once for the client. */
async function assertAppliedOnce(database: Database, clientId: string, user: BenchUser, what: string) {
  const result = (await database.db.execute(
    sql`select count(*)::int as recorded, count(distinct action_id)::int as distinct_ids
        from offline_applied_actions where client_id = ${clientId} and user_id = ${user.userId}`,
  )) as { rows: { recorded: number; distinct_ids: number }[] };
  const counts = result.rows[0];
  if (counts?.recorded !== sessionActionCount || counts.distinct_ids !== sessionActionCount) {
    throw new Error(
      `${what}: ${String(counts?.recorded)} applied actions recorded (${String(counts?.distinct_ids)} ids), ${String(sessionActionCount)} expected`,
    );
  }
}

/** The browser's queue, in memory: oldest first, marked synced as the server answers, then purged. */
class MemoryQueue implements ReplayableQueue {
  private actions: QueuedAction[];

  constructor(
    readonly clientId: string,
    actions: QueuedAction[],
  ) {
    this.actions = actions.map((action) => ({ ...action }));
  }

  listPending(limit = Number.POSITIVE_INFINITY): Promise<QueuedAction[]> {
    const pending: QueuedAction[] = [];
    for (const action of this.actions) {
      if (pending.length >= limit) break;
      if (!action.synced && action.state === 'pending') pending.push(action);
    }
    return Promise.resolve(pending);
  }

  updateAction(
    id: string,
    patch: Partial<Pick<QueuedAction, 'state' | 'problem' | 'synced'>>,
  ): Promise<void> {
    const action = this.actions.find((candidate) => candidate.id === id);
    if (action) Object.assign(action, patch);
    return Promise.resolve();
  }

  markSynced(id: string): Promise<void> {
    return this.updateAction(id, { synced: true });
  }

  purgeSynced(): Promise<number> {
    const before = this.actions.length;
    this.actions = this.actions.filter((action) => !action.synced);
    return Promise.resolve(before - this.actions.length);
  }

  get remaining(): number {
    return this.actions.length;
  }
}

/** POST /api/offline/actions as the browser sends it, timing each request and keeping every answer. */
function createTimedSend(
  url: string,
  userId: string,
  timing: Timing,
  answers: TOfflineActionResult[],
): SendOfflineActions {
  return async (clientId: string, actions: TOfflineAction[]) => {
    const start = performance.now();
    const response = await fetch(`${url}${offlineActionsPath}`, {
      method: 'POST',
      headers: { [benchUserHeader]: userId, 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, actions }),
    });
    const text = await response.text();
    timing.requestMs.push(performance.now() - start);
    if (!response.ok) {
      return {
        ok: false,
        status: response.status,
        code: `http_${String(response.status)}`,
        message: text.slice(0, 300),
        fields: {},
      };
    }
    const data = JSON.parse(text) as TOfflineActionsResponse;
    answers.push(...data.results);
    return { ok: true, status: response.status, data };
  };
}

/** The session replayed by replayQueue on a fresh user and client, checked; then replayed again, checked. */
async function measureReplay(target: Target, mode: ReplayMode): Promise<{ first: Timing; again: Timing }> {
  const user = await createSessionUser(target.database);
  const clientId = randomUUID();
  const what = `replay ${replayModes[mode].label}`;
  const { options } = replayModes[mode];

  const first: Timing = { totalMs: 0, requestMs: [] };
  const firstAnswers: TOfflineActionResult[] = [];
  const queue = new MemoryQueue(clientId, user.session.actions);
  const start = performance.now();
  const report = await replayQueue(
    queue,
    createTimedSend(target.url, user.userId, first, firstAnswers),
    options,
  );
  first.totalMs = performance.now() - start;
  if (
    report.synced !== sessionActionCount ||
    report.failed + report.conflicts > 0 ||
    report.stoppedBy !== null
  ) {
    const refused = firstAnswers.find((answer) => answer.status >= 300);
    throw new Error(
      `${what}: ${String(report.synced)} synced, ${String(report.failed)} failed, ${String(report.conflicts)} conflicts, stopped by ${String(report.stoppedBy)} (first refusal: ${JSON.stringify(refused ?? null).slice(0, 300)})`,
    );
  }
  if (queue.remaining !== 0) throw new Error(`${what}: ${String(queue.remaining)} actions left in the queue`);
  const expectedRequests = mode === 'single' ? sessionActionCount : sessionActionCount / batchSize;
  if (first.requestMs.length !== expectedRequests) {
    throw new Error(
      `${what}: ${String(first.requestMs.length)} requests, ${String(expectedRequests)} expected`,
    );
  }
  if (firstAnswers.some((answer) => answer.replayed))
    throw new Error(`${what}: a new action answered as replayed`);
  const applied = await assertSessionApplied(target.database, user, what);
  await assertAppliedOnce(target.database, clientId, user, what);

  // Every id is known now: the same actions, sent the same way, change nothing and get the stored answers.
  const again: Timing = { totalMs: 0, requestMs: [] };
  const againAnswers: TOfflineActionResult[] = [];
  const againStart = performance.now();
  const againReport = await replayQueue(
    new MemoryQueue(clientId, user.session.actions),
    createTimedSend(target.url, user.userId, again, againAnswers),
    options,
  );
  again.totalMs = performance.now() - againStart;
  const firstStatus = new Map(firstAnswers.map((answer) => [answer.id, answer.status]));
  const fresh = againAnswers.filter(
    (answer) => !answer.replayed || answer.status !== firstStatus.get(answer.id),
  );
  if (
    againReport.synced !== sessionActionCount ||
    againAnswers.length !== sessionActionCount ||
    fresh.length > 0
  ) {
    throw new Error(
      `${what}, replayed again: ${String(againReport.synced)} synced, ${String(fresh.length)} answers not the stored one (${JSON.stringify(fresh[0] ?? null).slice(0, 300)})`,
    );
  }
  const after = await assertSessionApplied(target.database, user, `${what}, replayed again`);
  const before = new Map(applied.map((item) => [item.id, item]));
  const changed = after.find(
    (item) =>
      before.get(item.id)?.version !== item.version ||
      before.get(item.id)?.lastUpdated.getTime() !== item.lastUpdated.getTime(),
  );
  if (changed) throw new Error(`${what}, replayed again: item "${changed.name}" was written again`);
  await assertAppliedOnce(target.database, clientId, user, `${what}, replayed again`);
  return { first, again };
}

/** The same writes as plain REST calls, sequential, no idempotency key, no If-Match; checked after. */
async function measureRestBaseline(target: Target): Promise<Timing> {
  const user = await createSessionUser(target.database);
  const headers = { [benchUserHeader]: user.userId, 'content-type': 'application/json' };
  const serverIds = new Map(user.session.existingItems.map((item) => [item.id, item.id]));
  const timing: Timing = { totalMs: 0, requestMs: [] };
  const start = performance.now();
  for (const action of user.session.actions) {
    const before = performance.now();
    let response: Response;
    if (action.action === 'insert') {
      response = await fetch(`${target.url}${stockPath}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(action.data),
      });
    } else {
      const serverId = serverIds.get(action.recordId) ?? action.recordId;
      response =
        action.action === 'update'
          ? await fetch(`${target.url}${stockPath}/${serverId}`, {
              method: 'PATCH',
              headers,
              body: JSON.stringify(action.data),
            })
          : await fetch(`${target.url}${stockPath}/${serverId}`, {
              method: 'DELETE',
              headers: { [benchUserHeader]: user.userId },
            });
    }
    const text = await response.text();
    timing.requestMs.push(performance.now() - before);
    const expectedStatus = { insert: 201, update: 200, delete: 204 }[action.action];
    if (response.status !== expectedStatus) {
      throw new Error(
        `REST baseline: ${action.action} answered ${String(response.status)}: ${text.slice(0, 300)}`,
      );
    }
    if (action.action === 'insert') serverIds.set(action.recordId, (JSON.parse(text) as { id: string }).id);
  }
  timing.totalMs = performance.now() - start;
  await assertSessionApplied(target.database, user, 'REST baseline', (recordId) => serverIds.get(recordId));
  return timing;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** The run with the median total (its requests give the p99). */
const medianRun = (runs: Timing[]): Timing => {
  const total = median(runs.map((run) => run.totalMs));
  return runs.find((run) => run.totalMs === total) ?? { totalMs: 0, requestMs: [] };
};

const p99Of = (timing: Timing) => {
  const sorted = [...timing.requestMs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.99 * sorted.length) - 1)] ?? 0;
};

const milliseconds = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value).toString()} ms`;
const totalAndRate = (timing: Timing) =>
  `${(timing.totalMs / 1000).toFixed(2)} s, ${Math.round(sessionActionCount / (timing.totalMs / 1000)).toString()} actions/s`;

function createReplayRow(measure: string, ours: Timing, compared: Timing): ResultRow {
  return {
    measure,
    ours: totalAndRate(ours),
    baseline: totalAndRate(compared),
    ratio: (ours.totalMs / compared.totalMs).toFixed(2),
    p99Ours: `${milliseconds(p99Of(ours))} (${String(ours.requestMs.length)})`,
    p99Baseline: `${milliseconds(p99Of(compared))} (${String(compared.requestMs.length)})`,
  };
}

export async function measureOfflineReplayRows(engine: Engine): Promise<EndpointRows> {
  reportProgress(
    `${engine.label}: offline replay of ${sessionActionCount.toLocaleString('en-US')} queued actions`,
  );
  const { database, dispose } = await engine.open();
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    app = await buildBenchApp(database);
    const target: Target = { database, url: await listenOnLoopback(app) };
    const { chainedRecords, longestChain } = planOfflineSession();
    reportProgress(
      `${engine.label}: ${String(existingItemCount)} items before, ${String(chainedRecords)} records edited more than once (up to ${String(longestChain)} edits in a row)`,
    );

    const runs: Record<ReplayMode | 'rest', Timing[]> & Record<`${ReplayMode}Again`, Timing[]> = {
      single: [],
      batched: [],
      rest: [],
      singleAgain: [],
      batchedAgain: [],
    };
    const steps = ['rest', 'single', 'batched'] as const;
    for (let round = 0; round < measuredRounds; round += 1) {
      // A rotating order, so that no side always runs first (or on the largest tables).
      for (const step of [...steps.slice(round), ...steps.slice(0, round)]) {
        reportProgress(
          `${engine.label}: round ${String(round + 1)}, ${step === 'rest' ? 'plain REST' : replayModes[step].label}`,
        );
        if (step === 'rest') {
          runs.rest.push(await measureRestBaseline(target));
        } else {
          const { first, again } = await measureReplay(target, step);
          runs[step].push(first);
          runs[`${step}Again`].push(again);
        }
      }
    }

    const [single, batched, rest, singleAgain, batchedAgain] = [
      runs.single,
      runs.batched,
      runs.rest,
      runs.singleAgain,
      runs.batchedAgain,
    ].map(medianRun) as [Timing, Timing, Timing, Timing, Timing];
    const actions = sessionActionCount.toLocaleString('en-US');
    const batches = String(sessionActionCount / batchSize);
    const tag = `median of ${String(measuredRounds)} [${engine.label}]`;
    return {
      rows: [
        createReplayRow(
          `(l) replay ${actions} offline actions one at a time (${actions} POST) vs plain REST writes, ${tag}`,
          single,
          rest,
        ),
        createReplayRow(
          `(l) replay ${actions} offline actions batched (${batches} POST of ${String(batchSize)}) vs plain REST writes, ${tag}`,
          batched,
          rest,
        ),
        createReplayRow(
          `(l) replay ${actions} offline actions, ${batches} POST of ${String(batchSize)} vs ${actions} POST of 1, ${tag}`,
          batched,
          single,
        ),
        createReplayRow(
          `(l) replayed again, ${actions} known ids (nothing written), one at a time vs the first replay, ${tag}`,
          singleAgain,
          single,
        ),
        createReplayRow(
          `(l) replayed again, ${actions} known ids (nothing written), batched vs the first replay, ${tag}`,
          batchedAgain,
          batched,
        ),
      ],
      notes: [],
    };
  } finally {
    await app?.close();
    await dispose();
  }
}
