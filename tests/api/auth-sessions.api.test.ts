// Session lifetime and management (issue 3, architecture security baseline): 30 min inactivity enforced by
// the server, 12 h absolute end enforced by the database, revocation that takes effect at once, and the
// sessions list of the signed-in user only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActiveSession, TCurrentSession, TSessionStatus } from '../../src/shared/contracts/account.js';
import { sessionTimings } from '../../src/shared/domain/accounts.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import {
  createAddressBook,
  errorOf,
  french,
  injectWithCookie,
  readSession,
  sessionStatusCode,
  signInNewClient,
  signUpFresh,
} from '../fixtures/auth-accounts.js';
import type { CookieClient } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(13);
const minuteMs = 60_000;

async function listSessions(client: CookieClient): Promise<TActiveSession[]> {
  const response = await client.get('/api/sessions');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ sessions: TActiveSession[] }>().sessions;
}

describe('session lifetime', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Runs an UPDATE on one session row (the test stands in for the passing of time). */
  async function updateSession(sessionId: string, assignment: ReturnType<typeof sql>): Promise<void> {
    await testApp.database.db.execute(sql`update sessions set ${assignment} where id = ${sessionId}`);
  }

  async function storedTimes(sessionId: string) {
    const [row] = await queryRows<{ expires_at: string | Date; created_at: string | Date }>(
      testApp.database.db,
      sql`select expires_at, created_at from sessions where id = ${sessionId}`,
    );
    if (!row) throw new Error(`session ${sessionId} is gone`);
    return { expiresAt: new Date(row.expires_at), createdAt: new Date(row.created_at) };
  }

  it('does not extend the session when its status is read, and extends it on refresh', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { session } = await readSession(user.client);
    // 20 minutes without activity: 10 minutes left.
    await updateSession(session.id, sql`expires_at = now() + interval '10 minutes'`);
    const before = await storedTimes(session.id);

    const status = await readSession(user.client);
    expect(new Date(status.session.expiresAt).getTime()).toBe(before.expiresAt.getTime());
    expect((await storedTimes(session.id)).expiresAt.getTime()).toBe(before.expiresAt.getTime());

    const refreshed = await user.client.post('/api/session/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const refreshedEnd = new Date(refreshed.json<TSessionStatus>().session.expiresAt).getTime();
    expect(refreshedEnd).toBeGreaterThan(before.expiresAt.getTime() + 15 * minuteMs);
    expect((await storedTimes(session.id)).expiresAt.getTime()).toBe(refreshedEnd);
    expect(new Date(refreshed.json<TSessionStatus>().session.absoluteExpiresAt).getTime()).toBe(
      before.createdAt.getTime() + sessionTimings.absoluteLifetimeMs,
    );
  });

  it('answers the sign-in page whether a session is live, always with 200 and without extending it', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { session } = await readSession(user.client);
    const before = await storedTimes(session.id);
    const signedIn = await user.client.get('/api/session/presence');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ isSignedIn: true });
    expect((await storedTimes(session.id)).expiresAt.getTime()).toBe(before.expiresAt.getTime());

    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/session/presence' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ isSignedIn: false });
  });

  it("answers the app's first read with 200 both ways: the status signed in, null signed out", async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { session } = await readSession(user.client);
    const before = await storedTimes(session.id);
    const signedIn = await user.client.get('/api/session/current');
    expect(signedIn.statusCode).toBe(200);
    const current = signedIn.json<TCurrentSession>().status;
    expect(current?.session.id).toBe(session.id);
    expect(current?.user.email).toBe(user.email);
    expect((await storedTimes(session.id)).expiresAt.getTime()).toBe(before.expiresAt.getTime());

    const visitor = await testApp.app.inject({ method: 'GET', url: '/api/session/current' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ status: null });
  });

  it('refuses a session left inactive past its end', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { session } = await readSession(user.client);
    await updateSession(session.id, sql`expires_at = now() - interval '1 second'`);

    const status = await user.client.get('/api/session', french);
    expect(status.statusCode).toBe(401);
    expect(errorOf(status)).toEqual({ code: 'unauthenticated', message: 'Utilisateur non authentifié' });
    expect((await user.client.post('/api/session/refresh')).statusCode).toBe(401);
    expect((await user.client.get('/api/profile')).statusCode).toBe(401);
    expect((await user.client.get('/api/sessions')).statusCode).toBe(401);
  });

  it('never lets a refresh carry a session past 12 hours after sign-in', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { session } = await readSession(user.client);
    // Signed in 11 h 55 min ago: 5 minutes of absolute lifetime left.
    await updateSession(session.id, sql`created_at = now() - interval '11 hours 55 minutes'`);
    const { createdAt } = await storedTimes(session.id);
    const absoluteEnd = createdAt.getTime() + sessionTimings.absoluteLifetimeMs;

    const refreshed = await user.client.post('/api/session/refresh');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const body = refreshed.json<TSessionStatus>();
    expect(new Date(body.session.expiresAt).getTime()).toBeLessThanOrEqual(absoluteEnd);
    expect(new Date(body.session.absoluteExpiresAt).getTime()).toBe(absoluteEnd);
    expect((await storedTimes(session.id)).expiresAt.getTime()).toBeLessThanOrEqual(absoluteEnd);

    // Any writer, even one setting the end directly, is capped by the database.
    await updateSession(session.id, sql`expires_at = now() + interval '30 minutes'`);
    expect((await storedTimes(session.id)).expiresAt.getTime()).toBeLessThanOrEqual(absoluteEnd);
  });

  it('refuses a session signed in more than 12 hours ago, whatever tries to extend it', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { session } = await readSession(user.client);
    await updateSession(session.id, sql`created_at = now() - interval '13 hours'`);
    await updateSession(session.id, sql`expires_at = now() + interval '30 minutes'`);
    const { createdAt, expiresAt } = await storedTimes(session.id);
    expect(expiresAt.getTime()).toBeLessThanOrEqual(createdAt.getTime() + sessionTimings.absoluteLifetimeMs);

    expect(await sessionStatusCode(user.client)).toBe(401);
    expect((await user.client.post('/api/session/refresh')).statusCode).toBe(401);
    expect((await user.client.get('/api/profile')).statusCode).toBe(401);
    // The auth library may delete the dead row; if it is still there, its end stays in the past.
    const [left] = await queryRows<{ is_over: boolean }>(
      testApp.database.db,
      sql`select expires_at <= now() as is_over from sessions where id = ${session.id}`,
    );
    expect(left?.is_over ?? true).toBe(true);
  });

  it('refuses a tampered session cookie', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const cookie = user.client.cookieHeader();
    const match = /(methapilot\.session_token)=([^;]+)/.exec(cookie);
    expect(match).not.toBeNull();
    const [, name = '', value = ''] = match ?? [];
    const decoded = decodeURIComponent(value);
    const [token = '', signature = ''] = decoded.split('.');
    const flip = (text: string) => `${text.slice(0, -1)}${text.endsWith('a') ? 'b' : 'a'}`;
    const flipMiddle = (text: string) =>
      `${text.slice(0, 10)}${text[10] === 'A' ? 'B' : 'A'}${text.slice(11)}`;
    const tampered = [
      `${flip(token)}.${signature}`,
      `${token}.${flip(signature)}`,
      // Same length and padding, one character changed: only the HMAC check can refuse it.
      `${token}.${flipMiddle(signature)}`,
      token,
      `${token}.`,
      'garbage',
    ];
    // The status endpoint reads through the auth library; data routes through our one-statement resolver.
    for (const url of ['/api/session', '/api/profile']) {
      for (const candidate of tampered) {
        const response = await injectWithCookie(testApp.app, `${name}=${encodeURIComponent(candidate)}`, {
          url,
        });
        expect(response.statusCode, `${url} ${candidate}`).toBe(401);
      }
    }
    expect(await sessionStatusCode(user.client)).toBe(200);
    expect((await user.client.get('/api/profile')).statusCode).toBe(200);
  });

  it('counts a data request as activity: it pushes the inactivity end 30 minutes away', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { session } = await readSession(user.client);
    await updateSession(session.id, sql`expires_at = now() + interval '10 minutes'`);
    const before = await storedTimes(session.id);
    expect((await user.client.get('/api/profile')).statusCode).toBe(200);
    const after = await storedTimes(session.id);
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime() + 15 * minuteMs);
  });

  it('finds the user of the session in the transaction of a data request, which slides it even when refused', async () => {
    const alice = await signUpFresh(testApp.app, nextAddress);
    const bruno = await signUpFresh(testApp.app, nextAddress);
    const created = await alice.client.post('/api/stock-items', {
      name: 'Charbon actif',
      category: 'consumables',
      currentLevel: 10,
      maxLevel: 100,
      unit: 'kg',
      threshold: 5,
    });
    expect(created.statusCode, created.body).toBe(201);
    const itemId = created.json<{ id: string }>().id;
    const listed = await alice.client.get('/api/stock-items');
    expect(listed.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toEqual([itemId]);
    // Bruno's session reads Bruno's rows only.
    expect((await bruno.client.get('/api/stock-items')).json<{ total: number }>().total).toBe(0);
    const { session } = await readSession(bruno.client);
    await updateSession(session.id, sql`expires_at = now() + interval '10 minutes'`);
    const before = await storedTimes(session.id);
    expect((await bruno.client.get(`/api/stock-items/${itemId}`)).statusCode).toBe(404);
    const after = await storedTimes(session.id);
    expect(after.expiresAt.getTime()).toBeGreaterThan(before.expiresAt.getTime() + 15 * minuteMs);
    // A session that ended is refused by a data request, and nothing of the user is read.
    await updateSession(session.id, sql`expires_at = now() - interval '1 second'`);
    expect((await bruno.client.get('/api/stock-items')).statusCode).toBe(401);
  });
});

describe('active sessions of a user', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('lists only the user’s own sessions and marks the current one', async () => {
    const alice = await signUpFresh(testApp.app, nextAddress);
    const { client: aliceLaptop } = await signInNewClient(
      testApp.app,
      nextAddress(),
      alice.email,
      alice.password,
    );
    const bruno = await signUpFresh(testApp.app, nextAddress);
    const aliceIds = [
      (await readSession(alice.client)).session.id,
      (await readSession(aliceLaptop)).session.id,
    ];
    const brunoId = (await readSession(bruno.client)).session.id;

    const listed = await listSessions(alice.client);
    expect(listed.map((session) => session.id).sort()).toEqual([...aliceIds].sort());
    expect(listed.filter((session) => session.isCurrent).map((session) => session.id)).toEqual([aliceIds[0]]);
    expect(JSON.stringify(listed)).not.toContain(brunoId);
    for (const session of listed) expect(session).not.toHaveProperty('token');

    const fromLaptop = await listSessions(aliceLaptop);
    expect(fromLaptop.filter((session) => session.isCurrent).map((session) => session.id)).toEqual([
      aliceIds[1],
    ]);
    expect((await listSessions(bruno.client)).map((session) => session.id)).toEqual([brunoId]);
  });

  it('ends a revoked session at once', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { client: otherDevice } = await signInNewClient(
      testApp.app,
      nextAddress(),
      user.email,
      user.password,
    );
    const otherId = (await readSession(otherDevice)).session.id;

    const revoked = await user.client.request({ method: 'DELETE', url: `/api/sessions/${otherId}` });
    expect(revoked.statusCode, revoked.body).toBe(204);

    expect(await sessionStatusCode(otherDevice)).toBe(401);
    expect((await otherDevice.get('/api/profile')).statusCode).toBe(401);
    expect((await listSessions(user.client)).map((session) => session.id)).not.toContain(otherId);
    expect(await sessionStatusCode(user.client)).toBe(200);
  });

  it('answers 404 to the revocation of another user’s session, which keeps working', async () => {
    const alice = await signUpFresh(testApp.app, nextAddress);
    const bruno = await signUpFresh(testApp.app, nextAddress);
    const aliceId = (await readSession(alice.client)).session.id;

    const attempt = await bruno.client.request({ method: 'DELETE', url: `/api/sessions/${aliceId}` });
    expect(attempt.statusCode).toBe(404);
    const unknown = await bruno.client.request({
      method: 'DELETE',
      url: '/api/sessions/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(attempt.json()).toEqual(unknown.json());

    expect(await sessionStatusCode(alice.client)).toBe(200);
    expect((await readSession(alice.client)).session.id).toBe(aliceId);
  });

  it('refuses a malformed session id with a clear 400', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const response = await user.client.request({
      method: 'DELETE',
      url: '/api/sessions/not-a-uuid',
      headers: french,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.id).toBe('Identifiant invalide');
  });
});
