// The admin's security events and query optimisation (issue 20 points 3 and 5): refused to anyone but an admin
// with a verified factor; the events of every account by kind and period; pg_stat_statements read where it is
// loaded (PGlite preloads it) and a notice saying what to configure where it is not (a PostgreSQL server
// without shared_preload_libraries), EXPLAIN only of a listed SELECT.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExplainResponse, TQueryStatistics } from '../../src/shared/contracts/query-optimization.js';
import type { TSecurityEventsPage } from '../../src/shared/contracts/security-events.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import {
  createAddressBook,
  english,
  errorOf,
  french,
  setRoleInDatabase,
  signInNewClient,
  signUpFresh,
} from '../fixtures/auth-accounts.js';
import { signUpVerifiedAdmin } from '../fixtures/admin-account.js';
import type { SignedUpUser } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(62);
let testApp: TestApp;
let admin: SignedUpUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpVerifiedAdmin(testApp.app, testApp.database, nextAddress);
});

afterAll(async () => {
  await testApp.close();
});

const adminRoutes = [
  { method: 'GET', url: '/api/admin/security-events' },
  { method: 'GET', url: '/api/admin/query-statistics' },
  { method: 'POST', url: '/api/admin/query-statistics/reset' },
  { method: 'POST', url: '/api/admin/query-statistics/explain', payload: { queryId: '1' } },
] as const;

describe('admin only', () => {
  it('refuses an operator and an admin without a verified factor, and logs each refusal', async () => {
    const operator = await signUpFresh(testApp.app, nextAddress);
    const unverifiedAdmin = await signUpFresh(testApp.app, nextAddress);
    await setRoleInDatabase(testApp.database, unverifiedAdmin.userId, 'admin');
    for (const user of [operator, unverifiedAdmin]) {
      for (const route of adminRoutes) {
        const response = await user.client.request({ ...route, headers: french });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      }
    }
    const page = await admin.client.get(`/api/admin/security-events?kind=security_violation`);
    const refused = page.json<TSecurityEventsPage>().items.filter((item) => item.userId === operator.userId);
    expect(refused.length).toBe(adminRoutes.length);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/security-events' })).statusCode).toBe(
      401,
    );
  });
});

describe('security events', () => {
  it("lists every account's failed sign-ins, escalation attempts and role changes, by kind and period", async () => {
    const victim = await signUpFresh(testApp.app, nextAddress);
    const failed = await signInNewClient(testApp.app, nextAddress(), victim.email, 'Pas-le-bon-7!');
    expect(failed.response.statusCode).toBe(401);
    const climber = await signUpFresh(testApp.app, nextAddress);
    const attempt = await climber.client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { role: 'admin' },
    });
    expect(attempt.statusCode).toBe(403);

    const signIns = (
      await admin.client.get('/api/admin/security-events?kind=sign_in_failed')
    ).json<TSecurityEventsPage>();
    const victimEvent = signIns.items.find((item) => item.userId === victim.userId);
    expect(victimEvent).toMatchObject({ kind: 'sign_in_failed', userEmail: victim.email });
    expect(victimEvent?.ipAddress).toMatch(/^10\.62\.0\.0\/24$/);
    expect(signIns.items.every((item) => item.kind === 'sign_in_failed')).toBe(true);

    const escalations = (
      await admin.client.get('/api/admin/security-events?kind=privilege_escalation')
    ).json<TSecurityEventsPage>();
    expect(escalations.items.map((item) => item.userId)).toContain(climber.userId);

    const today = new Date().toISOString().slice(0, 10);
    const all = (
      await admin.client.get(`/api/admin/security-events?from=${today}&to=${today}&pageSize=2`)
    ).json<TSecurityEventsPage>();
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(4);
    const stamps = all.items.map((item) => Date.parse(item.createdAt));
    expect(stamps[0]).toBeGreaterThanOrEqual(stamps[1] ?? 0);
    const past = (
      await admin.client.get('/api/admin/security-events?from=2020-01-01&to=2020-01-31')
    ).json<TSecurityEventsPage>();
    expect(past).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a bad filter with a message on its field', async () => {
    const wrongKind = await admin.client.get('/api/admin/security-events?kind=login', english);
    expect(wrongKind.statusCode).toBe(400);
    expect(errorOf(wrongKind).fields?.kind).toBeTruthy();
    const reversed = await admin.client.get(
      '/api/admin/security-events?from=2026-02-02&to=2026-02-01',
      french,
    );
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).fields?.to).toBe('La fin de la période précède son début');
    expect((await admin.client.get('/api/admin/security-events?from=2026-13-01')).statusCode).toBe(400);
  });
});

/** Whether this server has the library loaded (a fact read apart from the app's own check). */
async function isStatementsLibraryLoaded(): Promise<boolean> {
  const [row] = await queryRows<{ preloaded: string | null }>(
    testApp.database.db,
    sql`select current_setting('shared_preload_libraries', true) as preloaded`,
  );
  return (row?.preloaded ?? '').includes('pg_stat_statements');
}

describe('query optimisation', () => {
  it('lists the slowest statements and explains a SELECT where pg_stat_statements is loaded, else says what to configure', async () => {
    const isLoaded = await isStatementsLibraryLoaded();
    const first = await admin.client.get('/api/admin/query-statistics');
    expect(first.statusCode, first.body).toBe(200);
    if (!isLoaded) {
      expect(first.json<TQueryStatistics>()).toEqual({
        available: false,
        engine: testApp.database.engine,
        problem: 'not_preloaded',
      });
      const explain = await admin.client.post(
        '/api/admin/query-statistics/explain',
        { queryId: '1' },
        english,
      );
      expect(explain.statusCode).toBe(409);
      expect((await admin.client.post('/api/admin/query-statistics/reset')).statusCode).toBe(409);
      return;
    }
    // Some traffic of the app's own: the records list.
    for (let round = 0; round < 3; round += 1) {
      expect((await admin.client.get('/api/stock-items?pageSize=5')).statusCode).toBe(200);
    }
    const stats = (await admin.client.get('/api/admin/query-statistics')).json<TQueryStatistics>();
    if (!stats.available) throw new Error('statistics should be available');
    expect(stats.statements.length).toBeGreaterThan(0);
    for (const statement of stats.statements) {
      expect(statement.calls).toBeGreaterThan(0);
      expect(statement.maxMs).toBeGreaterThanOrEqual(statement.meanMs);
    }
    // The records list's own SELECT: the statistics read after the reset never runs it again (the admin check
    // or the session's statement, also SELECTs with parameters, would come back with that very read).
    const select = stats.statements.find(
      (statement) =>
        statement.isExplainable && statement.hasParameters && statement.query.includes('"stock_items"'),
    );
    if (!select) throw new Error('no SELECT of the stock list with parameters listed');
    const explained = await admin.client.post('/api/admin/query-statistics/explain', {
      queryId: select.queryId,
    });
    expect(explained.statusCode, explained.body).toBe(200);
    const plan = explained.json<TExplainResponse>();
    expect(plan.isGenericPlan).toBe(true);
    expect(plan.plan.join('\n')).toMatch(/cost=/);

    const write = stats.statements.find((statement) => !statement.isExplainable);
    if (write) {
      const refused = await admin.client.post('/api/admin/query-statistics/explain', {
        queryId: write.queryId,
      });
      expect(refused.statusCode).toBe(422);
    }
    const unknown = await admin.client.post(
      '/api/admin/query-statistics/explain',
      { queryId: '12345' },
      french,
    );
    expect(unknown.statusCode).toBe(404);
    const garbage = await admin.client.post('/api/admin/query-statistics/explain', { queryId: 'drop table' });
    expect(garbage.statusCode).toBe(400);

    expect((await admin.client.post('/api/admin/query-statistics/reset')).statusCode).toBe(204);
    const after = (await admin.client.get('/api/admin/query-statistics')).json<TQueryStatistics>();
    if (!after.available) throw new Error('statistics should be available');
    expect(after.statements.some((statement) => statement.queryId === select.queryId)).toBe(false);
  });
});
