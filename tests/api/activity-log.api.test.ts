// The activity log (issue 20 point 5, spec §3, §6, §7): each type written where it happens, on both engines;
// page_view only under the analytics consent; no e-mail, password, token or full IP address in any row nor in
// the server's log; each user reads only their own entries.
import { readFile } from 'node:fs/promises';
import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActivity } from '../../src/shared/contracts/account.js';
import { activityLogs } from '../../src/server/db/schema/logs.js';
import { truncateIpAddress } from '../../src/shared/domain/ip-truncation.js';
import { loggerOptions } from '../../src/server/lib/log-options.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import {
  createAddressBook,
  errorOf,
  readActivities,
  signInNewClient,
  signUpFresh,
} from '../fixtures/auth-accounts.js';
import { signUpVerifiedAdmin } from '../fixtures/admin-account.js';
import type { SignedUpUser } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(61);
const logLines: string[] = [];
let testApp: TestApp;

beforeAll(async () => {
  const logger = pino(loggerOptions('debug'), {
    write(line: string) {
      logLines.push(line);
    },
  });
  testApp = await buildTestApp({
    loggerInstance: logger,
    env: { LOG_LEVEL: 'debug' },
    beforeReady(app) {
      app.get('/api/test-only/failure', async (request) => {
        await request.signedInUserId();
        throw new Error('boom: a stack that must not reach the activity log');
      });
    },
  });
});

afterAll(async () => {
  await testApp.close();
});

/** Every activity row of a user, as the database holds it (the privileged connection). */
async function storedRows(userId: string) {
  return testApp.database.db.select().from(activityLogs).where(eq(activityLogs.userId, userId));
}

async function rowsOfType(userId: string, activityType: TActivity['activityType']) {
  return testApp.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), eq(activityLogs.activityType, activityType)));
}

function sessionTokenOf(user: SignedUpUser): string {
  const match = /session_token=([^.;]+)/.exec(user.client.cookieHeader());
  if (!match?.[1]) throw new Error('no session cookie');
  return decodeURIComponent(match[1]);
}

describe('sign-in, sign-out and what the log keeps of them', () => {
  it('logs login, failed sign-in and logout, with no e-mail, password, token or full IP in rows or log lines', async () => {
    const address = nextAddress();
    const user = await signUpFresh(testApp.app, () => address);
    const token = sessionTokenOf(user);

    const wrong = await signInNewClient(testApp.app, address, user.email, 'Pas-le-bon-mot-de-passe-9!');
    expect(wrong.response.statusCode).toBe(401);
    const signedIn = await signInNewClient(testApp.app, address, user.email, user.password);
    expect(signedIn.response.statusCode, signedIn.response.body).toBe(200);

    const newPassword = 'Methaniseur-Neuf8!Cuve';
    const changed = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // Changing the password ends the other sessions (the other browser's): this one signs out.
    const signedOut = await user.client.post('/api/auth/sign-out');
    expect(signedOut.statusCode, signedOut.body).toBe(200);

    const rows = await storedRows(user.userId);
    const types = rows.map((row) => row.activityType);
    expect(types.filter((type) => type === 'login').length).toBeGreaterThanOrEqual(2);
    expect(types).toContain('logout');
    expect(
      rows.some((row) => row.activityType === 'security_violation' && row.description === 'sign_in_failed'),
    ).toBe(true);
    expect(rows.every((row) => row.ipAddress === null || row.ipAddress === '10.61.0.0/24')).toBe(true);
    expect(rows.some((row) => row.ipAddress === '10.61.0.0/24')).toBe(true);

    const secrets = [user.email, user.password, newPassword, token, address, 'Pas-le-bon-mot-de-passe-9!'];
    const stored = JSON.stringify(rows);
    const logged = logLines.join('\n');
    // The request lines are there (debug level), with the address's network only.
    expect(logged).toContain('"network":"10.61.0.0/24"');
    for (const secret of secrets) {
      expect(stored).not.toContain(secret);
      expect(logged).not.toContain(secret);
    }
  });

  it('redacts credentials wherever a log line carries them', () => {
    const lines: string[] = [];
    const logger = pino(loggerOptions('info'), { write: (line: string) => lines.push(line) });
    logger.info(
      {
        headers: { authorization: 'Bearer abc.def', cookie: 'session_token=xyz' },
        body: { password: 'p@ss' },
      },
      'sample',
    );
    logger.info({ nested: { deeper: { token: 'tok-123', secret: 's3cr3t' } } }, 'sample');
    const text = lines.join('\n');
    for (const secret of ['abc.def', 'session_token=xyz', 'p@ss', 'tok-123', 's3cr3t']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });
});

describe('events written where they happen', () => {
  it('writes user_data_create, update and delete through the shared records routes, never the content', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const created = await user.client.post('/api/stock-items', {
      name: 'Charbon actif confidentiel',
      category: 'chemical',
      currentLevel: 850.5,
      maxLevel: 1000,
      unit: 'kg',
      threshold: 200,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: string }>();
    const updated = await user.client.request({
      method: 'PATCH',
      url: `/api/stock-items/${id}`,
      payload: { threshold: 150 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const exported = await user.client.get('/api/stock-items/export.csv');
    expect(exported.statusCode).toBe(200);
    const deleted = await user.client.request({ method: 'DELETE', url: `/api/stock-items/${id}` });
    expect(deleted.statusCode).toBe(204);

    for (const type of ['user_data_create', 'user_data_update', 'user_data_delete'] as const) {
      const [row] = await rowsOfType(user.userId, type);
      expect(row?.metadata).toMatchObject({ table: 'stock_items', recordId: id, count: 1 });
    }
    const [feature] = await rowsOfType(user.userId, 'feature_use');
    expect(feature?.metadata).toMatchObject({ feature: 'csv_export', table: 'stock_items' });
    expect(JSON.stringify(await storedRows(user.userId))).not.toContain('confidentiel');
  });

  it('keeps a page_view only once the user has consented to analytics', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const view = { activityType: 'page_view', metadata: { path: '/dashboard' } };
    expect((await user.client.post('/api/activities', view)).statusCode).toBe(204);
    expect(await rowsOfType(user.userId, 'page_view')).toHaveLength(0);

    const refused = await user.client.request({
      method: 'PUT',
      url: '/api/preferences/cookie-consent',
      payload: { analytics: false, marketing: false },
    });
    expect(refused.statusCode).toBe(200);
    expect((await user.client.post('/api/activities', view)).statusCode).toBe(204);
    expect(await rowsOfType(user.userId, 'page_view')).toHaveLength(0);

    const accepted = await user.client.request({
      method: 'PUT',
      url: '/api/preferences/cookie-consent',
      payload: { analytics: true, marketing: false },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await user.client.post('/api/activities', view)).statusCode).toBe(204);
    expect(await rowsOfType(user.userId, 'page_view')).toHaveLength(1);
    expect(await rowsOfType(user.userId, 'gdpr_consent')).toHaveLength(2);
  });

  it('writes a 500 as an error entry with its error id and no stack', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const failed = await user.client.get('/api/test-only/failure');
    expect(failed.statusCode).toBe(500);
    const { errorId } = errorOf(failed);
    const [row] = await rowsOfType(user.userId, 'error');
    expect(row?.metadata).toMatchObject({ errorId, route: '/api/test-only/failure', statusCode: 500 });
    expect(JSON.stringify(row)).not.toContain('boom');
  });

  it('writes a cross-site write refused by the origin check as a security violation', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const forged = await user.client.post(
      '/api/activities',
      { activityType: 'feature_use' },
      {
        origin: 'https://evil.example',
      },
    );
    expect(forged.statusCode).toBe(403);
    const rows = await rowsOfType(user.userId, 'security_violation');
    expect(rows.map((row) => row.description)).toContain('cross_site_write_refused');
    expect(await rowsOfType(user.userId, 'feature_use')).toHaveLength(0);
  });

  it('writes a non-admin role change as a blocked role_change, a privilege_escalation and a refused admin route', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const attempt = await user.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${user.userId}/role`,
      payload: { role: 'admin' },
    });
    expect(attempt.statusCode).toBe(403);
    expect(await rowsOfType(user.userId, 'privilege_escalation')).toHaveLength(1);
    const [roleChange] = await rowsOfType(user.userId, 'role_change');
    expect(roleChange?.metadata).toMatchObject({ outcome: 'blocked', requestedRole: 'admin' });
    const violations = await rowsOfType(user.userId, 'security_violation');
    expect(violations.map((row) => row.description)).toContain('admin route refused');
  });

  it("writes an admin's role change in both accounts' logs", async () => {
    const admin = await signUpVerifiedAdmin(testApp.app, testApp.database, nextAddress);
    const target = await signUpFresh(testApp.app, nextAddress);
    const changed = await admin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.userId}/role`,
      payload: { role: 'engineer' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [own] = await rowsOfType(admin.userId, 'role_change');
    const [theirs] = await rowsOfType(target.userId, 'role_change');
    expect(own?.metadata).toMatchObject({ outcome: 'applied', role: 'engineer', targetId: target.userId });
    expect(theirs?.metadata).toMatchObject({ outcome: 'applied', role: 'engineer' });
  });

  it('accepts the GDPR and retention types the next issue writes', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { recordActivity } = await import('../../src/server/modules/activity/activity.repository.js');
    for (const activityType of ['gdpr_export', 'gdpr_deletion', 'data_retention_cleanup'] as const) {
      await recordActivity(testApp.database.db, {
        userId: user.userId,
        activityType,
        ipAddress: '2001:db8:1:2::9',
      });
    }
    const rows = await storedRows(user.userId);
    expect(rows.filter((row) => row.ipAddress === '2001:db8:1::/48')).toHaveLength(3);
  });
});

describe('my activity', () => {
  it("lists the user's own entries only, newest first, in pages of 100 at most", async () => {
    const alice = await signUpFresh(testApp.app, nextAddress);
    const bruno = await signUpFresh(testApp.app, nextAddress);
    await bruno.client.post('/api/activities', { activityType: 'feature_use', description: 'bruno only' });
    const aliceEntries = await readActivities(alice.client);
    expect(aliceEntries.length).toBeGreaterThan(0);
    expect(aliceEntries.some((entry) => entry.description === 'bruno only')).toBe(false);
    const stamps = aliceEntries.map((entry) => Date.parse(entry.createdAt));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    expect((await alice.client.get('/api/activities?limit=101')).statusCode).toBe(400);

    const ids = await queryRows<{ user_id: string }>(
      testApp.database.db,
      sql`select distinct user_id::text from activity_logs where id in (${sql.join(
        aliceEntries.map((entry) => sql`${entry.id}::uuid`),
        sql`, `,
      )})`,
    );
    expect(ids).toEqual([{ user_id: alice.userId }]);
  });
});

describe('migration 0031_activity_ip_truncation', () => {
  it('truncates the addresses stored before it as the application now does', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const stored = [
      '203.0.113.77',
      '2001:db8:85a3:8d3::1',
      '::ffff:198.51.100.9',
      'not an address',
      '10.9.8.0/24',
    ];
    await testApp.database.db
      .insert(activityLogs)
      .values(
        stored.map((ipAddress) => ({ userId: user.userId, activityType: 'gdpr_export' as const, ipAddress })),
      );
    const migration = await readFile(
      new URL('../../src/server/db/migrations/0031_activity_ip_truncation.sql', import.meta.url),
      'utf8',
    );
    await testApp.database.db.execute(sql.raw(migration));
    const truncated = (await rowsOfType(user.userId, 'gdpr_export')).map((row) => row.ipAddress);
    const expected = stored.map((address) => truncateIpAddress(address));
    expect(expected).toEqual([
      '203.0.113.0/24',
      '2001:db8:85a3::/48',
      '198.51.100.0/24',
      null,
      '10.9.8.0/24',
    ]);
    expect([...truncated].sort()).toEqual([...expected].sort());
  });
});
