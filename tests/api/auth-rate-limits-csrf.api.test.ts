// Rate limits of the account endpoints (per account and per IP, answers that reveal no account) and the CSRF
// defence of cookie-carrying writes (SameSite=Lax + Origin check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProfile } from '../../src/shared/contracts/account.js';
import {
  createAddressBook,
  errorOf,
  english,
  french,
  injectWithCookie,
  readActivities,
  readSession,
  sessionStatusCode,
  signInNewClient,
  signUpFresh,
} from '../fixtures/auth-accounts.js';
import { CookieClient, uniqueEmail } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(16);
/** errors.json "tooManyRequests" with the 15-minute window of the per-account sign-in limit. */
const signInLimitedFr = 'Trop de requêtes. Réessayez dans 15 minutes.';

describe('rate limits of the account endpoints', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** `count` sign-ins with a wrong password on one e-mail, from one new address; their answers in order. */
  async function wrongSignIns(email: string, count: number, headers = french) {
    const client = new CookieClient(testApp.app, nextAddress());
    const answers = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      answers.push(
        await client.post('/api/auth/sign-in/email', { email, password: `Pas-le-bon-${attempt}!` }, headers),
      );
    }
    return answers;
  }

  it('stops quick wrong passwords on one account with 429 and a French message, and logs it', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const answers = await wrongSignIns(user.email, 20);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array<number>(10).fill(429));

    const limited = answers[19];
    if (!limited) throw new Error('no answer');
    expect(errorOf(limited)).toEqual({ code: 'rate_limited', message: signInLimitedFr });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The right password from elsewhere is refused too while the account is limited.
    const { response, client } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(response.statusCode).toBe(429);
    expect(client.hasCookie('session_token')).toBe(false);

    const events = (await readActivities(user.client)).filter((a) => a.activityType === 'security_violation');
    expect(events.some((event) => event.description === 'rate_limited')).toBe(true);
    expect(events.filter((event) => event.description === 'sign_in_failed')).toHaveLength(10);
  });

  it('answers a limited unknown e-mail exactly like a limited known one', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const known = await wrongSignIns(user.email, 12);
    const unknown = await wrongSignIns(uniqueEmail('nobody'), 12);
    expect(unknown.map((answer) => answer.statusCode)).toEqual(known.map((answer) => answer.statusCode));
    known.forEach((answer, index) => {
      expect(unknown[index]?.json(), `answer ${index + 1}`).toEqual(answer.json());
    });
    expect(known[11]?.statusCode).toBe(429);
  });

  it('limits sign-ins per address, across e-mails', async () => {
    const client = new CookieClient(testApp.app, nextAddress());
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const response = await client.post('/api/auth/sign-in/email', {
        email: uniqueEmail('spray'),
        password: 'Pas-le-bon-1!',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another address is not affected.
    const user = await signUpFresh(testApp.app, nextAddress);
    const { response } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(response.statusCode).toBe(200);
  });

  it('limits password-reset requests per account without telling whether it exists', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const unknownEmail = uniqueEmail('nobody');
    const ask = (email: string) =>
      new CookieClient(testApp.app, nextAddress()).post(
        '/api/auth/request-password-reset',
        { email },
        english,
      );
    const known = [];
    const unknown = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      known.push(await ask(user.email));
      unknown.push(await ask(unknownEmail));
    }
    expect(known.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(unknown.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    const [lastKnown, lastUnknown] = [known[3], unknown[3]];
    if (!lastKnown || !lastUnknown) throw new Error('missing answers');
    expect(lastUnknown.json()).toEqual(lastKnown.json());
    expect(errorOf(lastKnown)).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Try again in 60 minutes.',
    });
  });

  it('limits sign-ups per address', async () => {
    const address = nextAddress();
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const client = new CookieClient(testApp.app, address);
      const response = await client.post('/api/auth/sign-up/email', {
        email: uniqueEmail('burst'),
        password: 'Digestat-Lagune7!Ferme',
        firstName: 'Camille',
        lastName: 'Martin',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('cross-site request defence', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  const evil = { origin: 'https://evil.example' };

  async function profileOf(client: CookieClient): Promise<TProfile> {
    const response = await client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    return response.json<TProfile>();
  }

  it('refuses a cookie-carrying profile change from another site, changing nothing', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const before = await profileOf(user.client);
    const response = await user.client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Pirate', companyName: 'Evil Corp' },
      headers: { ...evil, ...french },
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'cross_site',
      message: 'Requête refusée : elle ne vient pas de ce site.',
    });
    expect(await profileOf(user.client)).toEqual(before);
  });

  it('refuses a sign-out from another site: the session stays alive', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const response = await user.client.post('/api/auth/sign-out', {}, evil);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('cross_site');
    expect(await sessionStatusCode(user.client)).toBe(200);
  });

  it('refuses password, session and preference changes from another site', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { client: otherDevice } = await signInNewClient(
      testApp.app,
      nextAddress(),
      user.email,
      user.password,
    );
    const otherId = (await readSession(otherDevice)).session.id;

    const attempts = [
      user.client.post(
        '/api/auth/change-password',
        { currentPassword: user.password, newPassword: 'Pirate-Digesteur9!' },
        evil,
      ),
      user.client.request({ method: 'DELETE', url: `/api/sessions/${otherId}`, headers: evil }),
      user.client.request({
        method: 'PATCH',
        url: '/api/preferences',
        payload: { language: 'en' },
        headers: evil,
      }),
      user.client.post('/api/auth/two-factor/enable', { password: user.password }, evil),
      user.client.post('/api/session/refresh', {}, { origin: 'null' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(response).code).toBe('cross_site');
    }

    expect(await sessionStatusCode(otherDevice)).toBe(200);
    expect((await user.client.get('/api/preferences')).json<{ language: string }>().language).toBe('fr');
    expect((await readSession(user.client)).user.twoFactorEnabled).toBe(false);
    const { response } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(response.statusCode).toBe(200);
  });

  it('refuses a cookie-carrying write that names no origin, and one whose Referer is another site', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const cookie = user.client.cookieHeader();
    const withoutOrigin = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      remoteAddress: nextAddress(),
      headers: { cookie },
      payload: { firstName: 'Pirate' },
    });
    expect(withoutOrigin.statusCode).toBe(403);
    const viaReferer = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      remoteAddress: nextAddress(),
      headers: { cookie, referer: 'https://evil.example/page' },
      payload: { firstName: 'Pirate' },
    });
    expect(viaReferer.statusCode).toBe(403);
    expect((await profileOf(user.client)).firstName).toBe('Camille');

    const sameSite = await injectWithCookie(testApp.app, cookie, {
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Camille-Anne' },
    });
    expect(sameSite.statusCode).toBe(200);
    expect((await profileOf(user.client)).firstName).toBe('Camille-Anne');
  });
});
