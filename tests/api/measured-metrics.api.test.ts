// Issue 20 part 1 on both engines: browsers' reports bounded and rate limited, 1,000 identical errors making one
// group of 1,000, the group's status rules, stored request figures adding across instances, the metric window
// telling "no data" from 0, the rollup keeping counts, and the admin routes refusing everyone but an admin.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../src/server/db/raw-query.js';
import { profiles } from '../../src/server/db/schema/profiles.js';
import { readMetricWindow } from '../../src/server/modules/metrics/metric-window.repository.js';
import { applyMetricsRetention } from '../../src/server/modules/metrics/metrics-retention.repository.js';
import { startProcessMonitor } from '../../src/server/modules/metrics/process-monitor.js';
import { addRequestBuckets } from '../../src/server/modules/metrics/request-metric-buckets.js';
import type {
  TErrorGroupsResponse,
  TFiguresResponse,
  TRouteLatencyResponse,
} from '../../src/shared/contracts/measured-metrics.js';
import { ZApiError } from '../../src/shared/contracts/errors.js';
import { emptyHistogram, latencyBucketIndex } from '../../src/shared/domain/metrics/latency-histogram.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { createShopAdmin } from '../fixtures/shop-accounts.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

const chromeAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefoxAgent = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

let testApp: TestApp;
let admin: string;
let adminWithout2fa: string;
let operator: string;

function report(
  batch: unknown,
  options: { userId?: string; agent?: string; ip?: string; language?: string } = {},
) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/metrics/client',
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: {
      'content-type': 'application/json',
      'user-agent': options.agent ?? chromeAgent,
      'accept-language': options.language ?? 'fr',
      ...(options.userId ? { [testUserHeader]: options.userId } : {}),
    },
    payload: JSON.stringify(batch),
  });
}

function asUser(userId: string, method: 'GET' | 'PATCH', url: string, payload?: unknown) {
  return testApp.app.inject({
    method,
    url,
    headers: {
      [testUserHeader]: userId,
      'accept-language': 'en',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

function errorReport(message: string, count = 1) {
  return {
    type: 'TypeError',
    message,
    stack: `TypeError: ${message}\n    at renderChart (https://app.example/assets/page-monitoring-4f9a1c2b.js:12:345)\n    at x (https://app.example/assets/index-Bq3x9kLm.js:1:2)`,
    page: '/dashboard/production?token=secret-value',
    count,
  };
}

async function groups(status?: string): Promise<TErrorGroupsResponse['groups']> {
  const response = await asUser(
    admin,
    'GET',
    `/api/monitoring/error-groups${status ? `?status=${status}` : ''}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json<TErrorGroupsResponse>().groups;
}

beforeAll(async () => {
  testApp = await buildTestApp({
    resolveSessionUser: headerSessionResolver,
    requestRecording: false,
    clientReportsPerMinute: 1000,
  });
  admin = await createShopAdmin(testApp.database, 'admin@metrics.fr');
  adminWithout2fa = await createRecordsUser(testApp.database, 'admin-sans-2fa@metrics.fr');
  await testApp.database.db.insert(profiles).values({ userId: adminWithout2fa, role: 'admin' });
  operator = await createRecordsUser(testApp.database, 'exploitant@metrics.fr');
});

afterAll(async () => {
  await testApp.close();
});

describe('browser error groups', () => {
  it('folds 1,000 identical browser errors into one group counting 1,000, whoever sent them', async () => {
    // 20 batches of 50 reports, from a visitor and a signed-in user, ids and numbers differing in the message.
    for (let batch = 0; batch < 20; batch += 1) {
      const errors = Array.from({ length: 50 }, (_, i) =>
        errorReport(`Cannot read properties of undefined (reading 'value') at row ${batch * 50 + i}`),
      );
      const response = await report(
        { errors },
        batch % 2 === 0 ? { agent: firefoxAgent } : { userId: operator },
      );
      expect(response.statusCode).toBe(202);
    }
    const found = (await groups()).filter((group) => group.message.startsWith('Cannot read properties'));
    expect(found).toHaveLength(1);
    expect(found[0]?.count).toBe('1000');
    expect(found[0]?.browsers).toEqual({ Firefox: 500, Chrome: 500 });
    expect(found[0]?.topFrame).toBe('renderChart (/assets/page-monitoring.js)');
    // Samples are capped; the query string of the page (a token) is not stored.
    expect(found[0]?.samples.length).toBeLessThanOrEqual(10);
    expect(found[0]?.samples[0]?.page).toBe('/dashboard/production');
  });

  it('reopens a resolved group on a new occurrence, keeps an ignored one ignored but counted', async () => {
    await report({ errors: [errorReport('Chart failed', 3)] });
    await report({ errors: [{ ...errorReport('Ignored failure', 2), type: 'RangeError' }] });
    const chart = (await groups()).find((group) => group.message === 'Chart failed');
    const ignored = (await groups()).find((group) => group.message === 'Ignored failure');
    if (!chart || !ignored) throw new Error('the two groups should exist');
    expect(
      (await asUser(admin, 'PATCH', `/api/monitoring/error-groups/${chart.id}`, { status: 'resolved' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await asUser(admin, 'PATCH', `/api/monitoring/error-groups/${ignored.id}`, { status: 'ignored' }))
        .statusCode,
    ).toBe(200);
    expect((await groups('resolved')).map((group) => group.id)).toContain(chart.id);

    await report({ errors: [errorReport('Chart failed')] });
    await report({ errors: [{ ...errorReport('Ignored failure', 5), type: 'RangeError' }] });
    const after = await groups();
    expect(after.find((group) => group.id === chart.id)).toMatchObject({ status: 'open', count: '4' });
    expect(after.find((group) => group.id === ignored.id)).toMatchObject({ status: 'ignored', count: '7' });
  });

  it('answers 404 for a group that does not exist and 400 for a status that is not one', async () => {
    const missing = await asUser(
      admin,
      'PATCH',
      '/api/monitoring/error-groups/00000000-0000-4000-8000-000000000000',
      {
        status: 'resolved',
      },
    );
    expect(missing.statusCode).toBe(404);
    const [any] = await groups();
    if (!any) throw new Error('a group should exist');
    const wrong = await asUser(admin, 'PATCH', `/api/monitoring/error-groups/${any.id}`, {
      status: 'deleted',
    });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('client report bounds', () => {
  const tooLong = 'x'.repeat(1001);
  it.each([
    ['more than 50 errors', { errors: Array.from({ length: 51 }, () => errorReport('boom')) }],
    ['a count above 1,000', { errors: [errorReport('boom', 1001)] }],
    ['a count of 0', { errors: [errorReport('boom', 0)] }],
    ['a message over 1,000 characters', { errors: [errorReport(tooLong)] }],
    ['an infinite timing', { timings: [{ name: 'lcp', value: 'Infinity', page: '/' }] }],
    ['a negative timing', { timings: [{ name: 'page_load', value: -1, page: '/' }] }],
    ['a timing above ten minutes', { timings: [{ name: 'page_load', value: 600_001, page: '/' }] }],
    ['an unknown timing', { timings: [{ name: 'memory', value: 1, page: '/' }] }],
    ['a list that is not one', { errors: 'boom' }],
  ])('refuses %s with a 400 in the caller’s language, storing nothing', async (_case, batch) => {
    const before = await queryRows<{ n: number }>(
      testApp.database.db,
      sql`select count(*)::int as n from client_metric_buckets`,
    );
    const response = await report(batch, { language: 'en' });
    expect(response.statusCode).toBe(400);
    expect(ZApiError.parse(response.json()).error.message).not.toBe('');
    const after = await queryRows<{ n: number }>(
      testApp.database.db,
      sql`select count(*)::int as n from client_metric_buckets`,
    );
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('never answers a 500 to forged batches', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            errors: fc.array(
              fc.record(
                {
                  type: fc.string(),
                  message: fc.string(),
                  stack: fc.option(fc.string()),
                  page: fc.string(),
                  count: fc.oneof(fc.integer(), fc.double()),
                },
                { requiredKeys: [] },
              ),
              { maxLength: 3 },
            ),
            timings: fc.array(
              fc.record({
                name: fc.constantFrom('lcp', 'cls', 'page_load', 'x'),
                value: fc.double(),
                page: fc.string(),
              }),
              { maxLength: 3 },
            ),
            events: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        async (batch) => {
          const response = await report(batch);
          expect([202, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads a text/plain body as JSON (what sendBeacon sends)', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/metrics/client',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chromeAgent },
      payload: JSON.stringify({ timings: [{ name: 'page_load', value: 812, page: '/' }] }),
    });
    expect(response.statusCode).toBe(202);
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/metrics/client',
      headers: { 'content-type': 'text/plain' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('client report rate limit', () => {
  it('refuses a reporter past its batches per minute with a 429 and a wait, others still accepted', async () => {
    const limited = await buildTestApp({
      database: testApp.database,
      resolveSessionUser: headerSessionResolver,
      requestRecording: false,
      clientReportsPerMinute: 3,
    });
    try {
      const send = (ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/metrics/client',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', 'accept-language': 'en' },
          payload: JSON.stringify({ timings: [{ name: 'fcp', value: 120, page: '/' }] }),
        });
      for (let i = 0; i < 3; i += 1) expect((await send('198.51.100.20')).statusCode).toBe(202);
      const refused = await send('198.51.100.20');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(ZApiError.parse(refused.json()).error.message).toMatch(/second|minute/);
      expect((await send('198.51.100.21')).statusCode).toBe(202);
      // No address in clear in the rate-limit keys.
      const keys = await queryRows<{ key: string }>(
        testApp.database.db,
        sql`select key from rate_limit_buckets where key like 'client-metrics:%'`,
      );
      expect(keys.some((row) => row.key.includes('198.51.100'))).toBe(false);
    } finally {
      await limited.app.close();
    }
  });
});

describe('stored request figures and the metric window', () => {
  it('reads null figures and 0 counts over a window with nothing measured', async () => {
    const window = await readMetricWindow(testApp.database.db, {
      from: new Date('2001-01-01T00:00:00Z'),
      to: new Date('2001-01-01T01:00:00Z'),
    });
    expect(window).toMatchObject({
      requestCount: 0,
      serverErrorCount: 0,
      averageResponseMs: null,
      p95ResponseMs: null,
      crashCount: 0,
      memoryUsedPercent: null,
      clientErrorCount: 0,
      averagePageLoadMs: null,
    });
  });

  it('adds the minutes two app instances flush, and reads them in the window', async () => {
    const second = await buildTestApp({
      database: testApp.database,
      resolveSessionUser: headerSessionResolver,
      requestRecording: { flushIntervalMs: 3_600_000 },
    });
    const third = await buildTestApp({
      database: testApp.database,
      resolveSessionUser: headerSessionResolver,
      requestRecording: { flushIntervalMs: 3_600_000 },
    });
    const from = new Date(Date.now() - (Date.now() % 60_000));
    try {
      for (const instance of [second, third]) {
        for (let i = 0; i < 5; i += 1) {
          await instance.app.inject({
            method: 'GET',
            url: '/api/admin/users',
            headers: { [testUserHeader]: operator },
          });
          await instance.app.inject({ method: 'GET', url: '/api/health' });
        }
        await instance.app.requestRecorder?.flush();
      }
      const rows = await queryRows<{ route: string; status_code: number; count: number }>(
        testApp.database.db,
        sql`select route, status_code, sum(count)::int as count from request_metric_buckets
            where bucket_start >= ${from.toISOString()}::timestamptz group by route, status_code`,
      );
      expect(rows).toContainEqual({ route: '/api/admin/users', status_code: 403, count: 10 });
      expect(rows.some((row) => row.route === '/api/health')).toBe(false);
      const window = await readMetricWindow(testApp.database.db, {
        from,
        to: new Date(from.getTime() + 120_000),
      });
      expect(window.requestCount).toBeGreaterThanOrEqual(10);
      expect(window.averageResponseMs).not.toBeNull();
      expect(window.p95ResponseMs).not.toBeNull();
    } finally {
      await second.app.close();
      await third.app.close();
    }
  });

  it('counts 5xx, browser errors and page loads, and the latest memory sample of the busiest instance', async () => {
    const from = new Date('2002-03-04T10:00:00Z');
    const histogram = emptyHistogram();
    histogram[latencyBucketIndex(40)] = 3;
    histogram[latencyBucketIndex(900)] = 1;
    await addRequestBuckets(testApp.database.db, [
      {
        bucketStart: from,
        bucketMinutes: 1,
        method: 'GET',
        route: '/api/stock',
        statusCode: 200,
        count: 3,
        durationSumMs: 120,
        durationMaxMs: 41,
        histogram: [...histogram.map((n, i) => (i === latencyBucketIndex(900) ? 0 : n))],
      },
      {
        bucketStart: from,
        bucketMinutes: 1,
        method: 'GET',
        route: '/api/stock',
        statusCode: 500,
        count: 1,
        durationSumMs: 900,
        durationMaxMs: 900,
        histogram: histogram.map((n, i) => (i === latencyBucketIndex(900) ? 1 : 0)),
      },
    ]);
    await testApp.database.db.execute(
      sql`insert into client_metric_buckets (bucket_start, bucket_minutes, kind, count, value_sum, value_max)
          values (${from.toISOString()}::timestamptz, 1, 'client_error', 7, 0, 0),
                 (${from.toISOString()}::timestamptz, 1, 'page_load', 2, 3000, 2000)`,
    );
    await testApp.database.db.execute(
      sql`insert into process_samples (instance_id, sampled_at, heap_used_bytes, heap_limit_bytes, rss_bytes) values
          ('00000000-0000-4000-8000-000000000001', '2002-03-04T10:00:10Z', 50, 100, 1),
          ('00000000-0000-4000-8000-000000000001', '2002-03-04T10:00:40Z', 30, 100, 1),
          ('00000000-0000-4000-8000-000000000002', '2002-03-04T10:00:20Z', 40, 100, 1)`,
    );
    await testApp.database.db.execute(
      sql`insert into process_events (instance_id, kind, occurred_at) values
          ('00000000-0000-4000-8000-000000000001', 'start', '2002-03-04T10:00:01Z'),
          ('00000000-0000-4000-8000-000000000001', 'uncaught_exception', '2002-03-04T10:00:50Z')`,
    );
    const window = await readMetricWindow(testApp.database.db, {
      from,
      to: new Date(from.getTime() + 60_000),
    });
    expect(window).toMatchObject({
      requestCount: 4,
      serverErrorCount: 1,
      averageResponseMs: 255,
      crashCount: 1,
      memoryUsedPercent: 40,
      clientErrorCount: 7,
      averagePageLoadMs: 1500,
    });
    expect(window.p95ResponseMs).toBeGreaterThan(700);
    expect(window.p95ResponseMs).toBeLessThanOrEqual(900);

    // Folded into its hour after 48 h, the counts stay, the minute rows go.
    await applyMetricsRetention(testApp.database.db, new Date('2002-03-07T10:30:00Z'));
    const rolled = await readMetricWindow(testApp.database.db, {
      from,
      to: new Date(from.getTime() + 3_600_000),
    });
    expect(rolled).toMatchObject({
      requestCount: 4,
      serverErrorCount: 1,
      averageResponseMs: 255,
      clientErrorCount: 7,
      averagePageLoadMs: 1500,
    });
    expect(rolled.p95ResponseMs).toBe(window.p95ResponseMs);
    const minuteRows = await queryRows<{ n: number }>(
      testApp.database.db,
      sql`select count(*)::int as n from request_metric_buckets where bucket_minutes = 1 and bucket_start < '2002-03-05'`,
    );
    expect(minuteRows[0]?.n).toBe(0);
    // After 90 days the hourly rows are gone too.
    await applyMetricsRetention(testApp.database.db, new Date('2002-06-10T00:00:00Z'));
    expect(
      (await readMetricWindow(testApp.database.db, { from, to: new Date(from.getTime() + 3_600_000) }))
        .requestCount,
    ).toBe(0);
  });

  it('records a start, memory samples and a clean stop of an instance', async () => {
    const monitor = await startProcessMonitor({
      db: testApp.database.db,
      log: { error: () => undefined },
      sampleIntervalMs: 3_600_000,
    });
    await monitor.stop();
    const events = await queryRows<{ kind: string }>(
      testApp.database.db,
      sql`select kind from process_events where instance_id = ${monitor.instanceId} order by occurred_at, kind`,
    );
    expect(events.map((event) => event.kind).sort()).toEqual(['start', 'stop']);
    const window = await readMetricWindow(testApp.database.db, {
      from: new Date(Date.now() - 60_000),
      to: new Date(Date.now() + 1000),
    });
    expect(window.memoryUsedPercent).toBeGreaterThan(0);
    expect(window.memoryUsedPercent).toBeLessThan(100);
  });
});

describe('process crashes', () => {
  it('records an uncaught exception with its name and message, then ends the process with code 1', async () => {
    const exits: number[] = [];
    const monitor = await startProcessMonitor({
      db: testApp.database.db,
      log: { error: () => undefined },
      sampleIntervalMs: 3_600_000,
      exit: (code) => exits.push(code),
    });
    const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      await monitor.handleCrash('uncaught_exception', new RangeError('digester volume out of range'));
      await monitor.handleCrash('unhandled_rejection', 'a bare string');
    } finally {
      stderr.mockRestore();
      await monitor.stop();
    }
    expect(exits).toEqual([1, 1]);
    const events = await queryRows<{ kind: string; detail: string | null }>(
      testApp.database.db,
      sql`select kind, detail from process_events where instance_id = ${monitor.instanceId} and kind <> 'start' and kind <> 'stop'
          order by occurred_at`,
    );
    expect(events).toEqual([
      { kind: 'uncaught_exception', detail: 'RangeError: digester volume out of range' },
      { kind: 'unhandled_rejection', detail: 'non-error: string' },
    ]);
    const window = await readMetricWindow(testApp.database.db, {
      from: new Date(Date.now() - 60_000),
      to: new Date(Date.now() + 1000),
    });
    expect(window.crashCount).toBeGreaterThanOrEqual(2);
  });
});

describe('usage events', () => {
  it('keeps a signed-in user’s usage events as their own rows; a visitor’s are only counted', async () => {
    const events = [{ name: 'page_view', page: '/dashboard/stock?tab=2' }];
    expect((await report({ events }, { userId: operator })).statusCode).toBe(202);
    expect((await report({ events })).statusCode).toBe(202);
    const rows = await queryRows<{ user_id: string; page_url: string }>(
      testApp.database.db,
      sql`select user_id, page_url from usage_metrics where event_name = 'page_view'`,
    );
    expect(rows).toEqual([{ user_id: operator, page_url: '/dashboard/stock' }]);
  });
});

describe('admin routes', () => {
  const adminUrls = [
    '/api/monitoring/figures',
    '/api/monitoring/route-latencies',
    '/api/monitoring/error-groups',
  ];
  it.each(adminUrls)('%s refuses a user and an admin without a verified second factor', async (url) => {
    expect((await asUser(operator, 'GET', url)).statusCode).toBe(403);
    expect((await asUser(adminWithout2fa, 'GET', url)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it('refuses a status change by a non-admin, changing nothing', async () => {
    const [group] = await groups();
    if (!group) throw new Error('a group should exist');
    const refused = await asUser(operator, 'PATCH', `/api/monitoring/error-groups/${group.id}`, {
      status: 'ignored',
    });
    expect(refused.statusCode).toBe(403);
    expect((await groups()).find((found) => found.id === group.id)?.status).toBe(group.status);
  });

  it('gives the admin a point per minute and the latencies per route', async () => {
    const figures = await asUser(admin, 'GET', '/api/monitoring/figures?minutes=30');
    expect(figures.statusCode).toBe(200);
    const body = figures.json<TFiguresResponse>();
    expect(body.points).toHaveLength(30);
    expect(body.points.reduce((sum, point) => sum + point.clientErrors, 0)).toBeGreaterThan(0);
    const latencies = await asUser(admin, 'GET', '/api/monitoring/route-latencies?hours=1');
    expect(latencies.statusCode).toBe(200);
    const admins = latencies
      .json<TRouteLatencyResponse>()
      .routes.find((route) => route.route === '/api/admin/users');
    expect(admins?.count).toBeGreaterThanOrEqual(10);
    expect(admins?.p50Ms).not.toBeNull();
    expect((await asUser(admin, 'GET', '/api/monitoring/figures?minutes=100000')).statusCode).toBe(400);
  });
});
