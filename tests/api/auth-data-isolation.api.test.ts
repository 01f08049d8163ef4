// Protected data of one user stays theirs (issue 3, architecture security baseline): through every account
// route, user B neither reads nor changes user A's profile, preferences, activities or sessions, and a
// visitor without a session gets 401 everywhere.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TActiveSession, TPreferences, TProfile } from '../../src/shared/contracts/account.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import {
  createAddressBook,
  errorOf,
  french,
  readActivities,
  readSession,
  signUpFresh,
} from '../fixtures/auth-accounts.js';
import { CookieClient, type SignedUpUser } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(14);

describe('account data isolation between users', () => {
  let testApp: TestApp;
  let alice: SignedUpUser;
  let bruno: SignedUpUser;
  let aliceSessionId: string;

  beforeAll(async () => {
    testApp = await buildTestApp();
    alice = await signUpFresh(testApp.app, nextAddress);
    bruno = await signUpFresh(testApp.app, nextAddress);
    aliceSessionId = (await readSession(alice.client)).session.id;
    const profile = await alice.client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: {
        firstName: 'Alice',
        lastName: 'Ferme-A',
        companyName: 'SCEA Alice',
        bio: 'Digesteur 1200 m3',
      },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const preferences = await alice.client.request({
      method: 'PATCH',
      url: '/api/preferences',
      payload: { language: 'en', timezone: 'America/Montreal', dailyResetHour: '06:30' },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    const logged = await alice.client.post('/api/activities', {
      activityType: 'feature_use',
      description: 'alice-secret-activity',
    });
    expect(logged.statusCode, logged.body).toBe(204);
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function aliceProfile(): Promise<TProfile> {
    const response = await alice.client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    return response.json<TProfile>();
  }

  async function alicePreferences(): Promise<TPreferences> {
    const response = await alice.client.get('/api/preferences');
    expect(response.statusCode).toBe(200);
    return response.json<TPreferences>();
  }

  it("shows B their own profile and preferences, never A's", async () => {
    const profile = await bruno.client.get('/api/profile?userId=' + alice.userId);
    expect(profile.statusCode).toBe(200);
    expect(profile.json<TProfile>()).toMatchObject({
      userId: bruno.userId,
      email: bruno.email,
      firstName: 'Camille',
    });
    expect(profile.body).not.toContain(alice.userId);
    expect(profile.body).not.toContain('SCEA Alice');

    const preferences = await bruno.client.get('/api/preferences');
    expect(preferences.json<TPreferences>()).toEqual({
      language: 'fr',
      timezone: 'Europe/Paris',
      dailyResetHour: '05:00',
    });
  });

  it("lets B's writes change only B's rows, and refuses to aim them at A", async () => {
    const before = { profile: await aliceProfile(), preferences: await alicePreferences() };

    const ownChange = await bruno.client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Bruno' },
    });
    expect(ownChange.statusCode).toBe(200);
    expect(ownChange.json<TProfile>()).toMatchObject({ userId: bruno.userId, firstName: 'Bruno' });

    const aimedProfile = await bruno.client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { userId: alice.userId, firstName: 'Pirate' },
      headers: french,
    });
    expect(aimedProfile.statusCode).toBe(400);
    expect(errorOf(aimedProfile).fields?._).toBe('Champ inconnu : userId.');

    const aimedPreferences = await bruno.client.request({
      method: 'PATCH',
      url: '/api/preferences',
      payload: { userId: alice.userId, timezone: 'Asia/Tokyo' },
    });
    expect(aimedPreferences.statusCode).toBe(400);

    const ownPreferences = await bruno.client.request({
      method: 'PATCH',
      url: '/api/preferences',
      payload: { timezone: 'Asia/Tokyo' },
    });
    expect(ownPreferences.json<TPreferences>().timezone).toBe('Asia/Tokyo');

    expect(await aliceProfile()).toEqual(before.profile);
    expect(await alicePreferences()).toEqual(before.preferences);
  });

  it("keeps A's activity log out of B's, whatever the query asks", async () => {
    const aliceIds = new Set((await readActivities(alice.client)).map((activity) => activity.id));
    expect(aliceIds.size).toBeGreaterThan(0);
    for (const url of ['/api/activities', `/api/activities?userId=${alice.userId}&limit=100&offset=0`]) {
      const response = await bruno.client.get(url);
      expect(response.statusCode, url).toBe(200);
      const activities = response.json<{ activities: { id: string }[] }>().activities;
      expect(activities.length).toBeGreaterThan(0);
      expect(activities.filter((activity) => aliceIds.has(activity.id))).toEqual([]);
      expect(response.body).not.toContain('alice-secret-activity');
    }
    const [stored] = await queryRows<{ count: number }>(
      testApp.database.db,
      sql`select count(*)::int as count from activity_logs where user_id = ${bruno.userId}
            and description = 'alice-secret-activity'`,
    );
    expect(stored?.count).toBe(0);
  });

  it("keeps A's sessions out of B's list and out of B's reach", async () => {
    const listed = await bruno.client.get('/api/sessions');
    const ids = listed.json<{ sessions: TActiveSession[] }>().sessions.map((session) => session.id);
    expect(ids).not.toContain(aliceSessionId);
    expect(listed.body).not.toContain(alice.userId);

    const revoke = await bruno.client.request({ method: 'DELETE', url: `/api/sessions/${aliceSessionId}` });
    expect(revoke.statusCode).toBe(404);
    const status = await readSession(alice.client);
    expect(status.session.id).toBe(aliceSessionId);
    expect((await readSession(bruno.client)).user.id).toBe(bruno.userId);
  });

  it("refuses B the admin routes, leaving A's role as it was", async () => {
    const list = await bruno.client.get('/api/admin/users', french);
    expect(list.statusCode).toBe(403);
    expect(errorOf(list)).toEqual({
      code: 'forbidden',
      message: "Vous n'avez pas les droits nécessaires pour cette action.",
    });
    const change = await bruno.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${alice.userId}/role`,
      payload: { role: 'director' },
    });
    expect(change.statusCode).toBe(403);
    expect((await aliceProfile()).role).toBe('operator');
    const brunoLog = await readActivities(bruno.client);
    expect(
      brunoLog.filter((activity) => activity.activityType === 'security_violation').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('answers 401 to a visitor without a session on every account route', async () => {
    const visitor = new CookieClient(testApp.app, nextAddress());
    const routes: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/session' },
      { method: 'POST', url: '/api/session/refresh' },
      { method: 'GET', url: '/api/sessions' },
      { method: 'DELETE', url: `/api/sessions/${aliceSessionId}` },
      { method: 'GET', url: '/api/profile' },
      { method: 'PATCH', url: '/api/profile', payload: { firstName: 'Visiteur' } },
      { method: 'GET', url: '/api/preferences' },
      { method: 'PATCH', url: '/api/preferences', payload: { timezone: 'Asia/Tokyo' } },
      { method: 'GET', url: '/api/activities' },
      { method: 'POST', url: '/api/activities', payload: { activityType: 'page_view' } },
      { method: 'GET', url: '/api/users/me/is-new' },
      { method: 'GET', url: '/api/admin/users' },
      { method: 'PATCH', url: `/api/admin/users/${alice.userId}/role`, payload: { role: 'admin' } },
    ];
    for (const route of routes) {
      const response = await visitor.request({ ...route, headers: french });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(errorOf(response).message).toBe('Utilisateur non authentifié');
    }
    expect(await aliceProfile()).toMatchObject({ firstName: 'Alice', role: 'operator' });
    expect((await readSession(alice.client)).session.id).toBe(aliceSessionId);
  });
});
