// Cookie consent on the server (spec §2, §3, §7): the signed-in user's choice is saved in
// user_preferences.cookie_consent with updated_at, along with a gdpr_consent entry of the activity log in the
// same transaction; a bad body is refused field by field and writes nothing; each user sees only their own.
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../src/server/db/schema/logs.js';
import { userPreferences } from '../../src/server/db/schema/profiles.js';
import type { TCookieConsentResponse } from '../../src/shared/contracts/cookie-consent.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const path = '/api/preferences/cookie-consent';

function call(userId: string | null, method: 'GET' | 'PUT', payload?: unknown, language = 'fr') {
  return testApp.app.inject({
    method,
    url: path,
    headers: { ...(userId ? { [testUserHeader]: userId } : {}), 'accept-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function readConsent(userId: string): Promise<TCookieConsentResponse> {
  const response = await call(userId, 'GET');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TCookieConsentResponse>();
}

async function storedRow(userId: string) {
  const [row] = await testApp.database.db
    .select({ cookieConsent: userPreferences.cookieConsent, updatedAt: userPreferences.updatedAt })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId));
  return row ?? null;
}

async function consentActivities(userId: string) {
  return testApp.database.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.userId, userId), eq(activityLogs.activityType, 'gdpr_consent')))
    .orderBy(activityLogs.createdAt);
}

describe('cookie consent', () => {
  it('has no choice before the first one', async () => {
    const user = await createRecordsUser(testApp.database, 'fresh@cookies.fr');
    expect(await readConsent(user)).toEqual({ consent: null, updatedAt: null });
  });

  it('saves the choice with its date and a gdpr_consent activity, then reads it back', async () => {
    const user = await createRecordsUser(testApp.database, 'choice@cookies.fr');
    const before = Date.now();
    const saved = await call(user, 'PUT', { analytics: true, marketing: false });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<TCookieConsentResponse>();
    expect(body.consent).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(Date.parse(body.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await readConsent(user)).toEqual(body);

    const row = await storedRow(user);
    expect(row?.cookieConsent).toEqual({ necessary: true, analytics: true, marketing: false });
    expect(row?.updatedAt.toISOString()).toBe(body.updatedAt);

    const activities = await consentActivities(user);
    expect(activities).toHaveLength(1);
    expect(activities[0]?.metadata).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it('overwrites an earlier choice (a new choice after a reset) and logs each one', async () => {
    const user = await createRecordsUser(testApp.database, 'again@cookies.fr');
    const first = await call(user, 'PUT', { necessary: true, analytics: true, marketing: true });
    expect(first.statusCode, first.body).toBe(200);
    const second = await call(user, 'PUT', { analytics: false, marketing: false });
    expect(second.statusCode, second.body).toBe(200);
    expect((await readConsent(user)).consent).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });
    const activities = await consentActivities(user);
    expect(activities.map((activity) => activity.metadata)).toEqual([
      { necessary: true, analytics: true, marketing: true },
      { necessary: true, analytics: false, marketing: false },
    ]);
  });

  it('keeps the other preferences of the user when saving the choice', async () => {
    const user = await createRecordsUser(testApp.database, 'prefs@cookies.fr');
    const patched = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/preferences',
      headers: { [testUserHeader]: user },
      payload: { timezone: 'Europe/London', language: 'en' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call(user, 'PUT', { analytics: false, marketing: true })).statusCode).toBe(200);
    const preferences = await testApp.app.inject({
      method: 'GET',
      url: '/api/preferences',
      headers: { [testUserHeader]: user },
    });
    expect(preferences.json()).toMatchObject({ timezone: 'Europe/London', language: 'en' });
  });

  it.each([
    ['an empty body', {}, ['analytics', 'marketing']],
    ['text instead of a choice', { analytics: 'yes', marketing: false }, ['analytics']],
    ['a missing choice', { analytics: true }, ['marketing']],
    ['necessary refused', { necessary: false, analytics: false, marketing: false }, ['necessary']],
    ['an unknown field', { analytics: true, marketing: true, advertising: true }, ['_']],
  ])('refuses %s with a message per field and writes nothing', async (_name, payload, fields) => {
    const user = await createRecordsUser(
      testApp.database,
      `bad-${fields.join('-')}-${_name.length}@cookies.fr`,
    );
    const response = await call(user, 'PUT', payload);
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json<{ error: { code: string; fields: Record<string, string> } }>().error;
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual([...fields].sort());
    expect(await storedRow(user)).toBeNull();
    expect(await consentActivities(user)).toEqual([]);
  });

  it('words the field messages in the language of the request', async () => {
    const user = await createRecordsUser(testApp.database, 'words@cookies.fr');
    const french = await call(user, 'PUT', { necessary: false, analytics: 1, marketing: true });
    expect(french.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      necessary: 'Les cookies nécessaires ne peuvent pas être refusés.',
      analytics: 'Indiquez oui ou non pour ce choix.',
    });
    const english = await call(user, 'PUT', { analytics: true }, 'en');
    expect(english.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      marketing: 'Answer yes or no for this choice.',
    });
  });

  it('never answers 500 to arbitrary bodies, and writes nothing when it refuses one', async () => {
    const user = await createRecordsUser(testApp.database, 'fuzz@cookies.fr');
    const body = fc.oneof(
      fc.record(
        { necessary: fc.jsonValue(), analytics: fc.jsonValue(), marketing: fc.jsonValue() },
        { requiredKeys: [] },
      ),
      fc.record({ necessary: fc.constant(true), analytics: fc.boolean(), marketing: fc.boolean() }),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await consentActivities(user);
        const response = await testApp.app.inject({
          method: 'PUT',
          url: path,
          headers: { [testUserHeader]: user, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect([200, 400]).toContain(response.statusCode);
        const after = await consentActivities(user);
        expect(after).toHaveLength(before.length + (response.statusCode === 200 ? 1 : 0));
      }),
      { numRuns: 60 },
    );
  });

  it('needs a signed-in user', async () => {
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'PUT', { analytics: true, marketing: true })).statusCode).toBe(401);
  });

  it("keeps each user's choice to themself", async () => {
    const alice = await createRecordsUser(testApp.database, 'alice@cookies.fr');
    const bruno = await createRecordsUser(testApp.database, 'bruno@cookies.fr');
    expect((await call(alice, 'PUT', { analytics: true, marketing: true })).statusCode).toBe(200);
    expect(await readConsent(bruno)).toEqual({ consent: null, updatedAt: null });
    expect((await call(bruno, 'PUT', { analytics: false, marketing: false })).statusCode).toBe(200);
    expect((await readConsent(alice)).consent).toEqual({ necessary: true, analytics: true, marketing: true });
    expect((await readConsent(bruno)).consent).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });
    expect(await consentActivities(alice)).toHaveLength(1);
    expect(await consentActivities(bruno)).toHaveLength(1);
  });
});
