// Every account payload fuzzed with fast-check (architecture security baseline: bad input never yields a
// 500): arbitrary JSON values, objects of the endpoint's keys holding arbitrary values, and a valid body with
// one field replaced, against the real app and database. Each answer is a success or a JSON error with a
// message in the user's language.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ACTIVITY_METADATA_BYTES, type TProfile } from '../../src/shared/contracts/account.js';
import { PROFILE_ROLES } from '../../src/shared/domain/accounts.js';
import {
  countUsersWithEmail,
  createAddressBook,
  english,
  enrolTotp,
  errorOf,
  french,
  readActivities,
  signUpFresh,
  totpCode,
  wrongTotpCode,
} from '../fixtures/auth-accounts.js';
import { CookieClient, strongPassword, uniqueEmail, type SignedUpUser } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(17);
const numRuns = 40;

/** Strings of any code unit (control characters, NUL, lone surrogates), or printable ones. */
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ maxLength: 140 }));
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });
const anything = fc.oneof(anyText, anyJson);
/** Text with a control character, NUL or a lone surrogate inside: valid JSON, awkward for a database. */
const awkwardText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant('\u0000') },
      { weight: 2, arbitrary: fc.constantFrom('\u0001', '\u001f', '\u007f', '\ud800', '\u2028', '\ufeff') },
    ),
    fc.string({ maxLength: 20 }),
  )
  .map(([before, odd, after]) => `${before}${odd}${after}`);
/** A value a form would send, an awkward text, or anything at all. */
const fieldValue = (likely: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 2, arbitrary: likely },
    { weight: 2, arbitrary: awkwardText },
    { weight: 1, arbitrary: anything },
  );

const emailLike = fieldValue(fc.emailAddress());
const passwordLike = fc.oneof(
  fieldValue(fc.string({ unit: 'grapheme', maxLength: 140 })),
  awkwardText.map((text) => `Aa1!${text}`),
);
const returnPathLike = fieldValue(
  fc.constantFrom('/dashboard', '//evil.example', '/\\evil.example', 'https://evil.example', '/a\u0000b'),
);
const codeLike = fieldValue(
  fc.oneof(fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)),
);

type Fields = Record<string, fc.Arbitrary<unknown>>;

/**
 * Bodies for an endpoint: any JSON value; an object of the endpoint's keys with generated values (and maybe
 * unknown keys); or a valid body (made fresh by `base`) with one field replaced or removed.
 */
function bodies(fields: Fields, base: () => Record<string, unknown>): fc.Arbitrary<unknown> {
  const keys = Object.keys(fields);
  const oneFieldChanged = fc.constantFrom(...keys).chain((key) =>
    fc.option(fields[key] ?? anything, { nil: undefined, freq: 8 }).map((value) => {
      const others = Object.entries(base()).filter(([name]) => name !== key);
      return Object.fromEntries(value === undefined ? others : [...others, [key, value]]);
    }),
  );
  return fc.oneof(
    { weight: 1, arbitrary: anyJson },
    { weight: 2, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.record(fields, { requiredKeys: [] }),
          fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 3 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known })),
    },
    { weight: 4, arbitrary: oneFieldChanged },
  );
}

/** The answer must be a success or a JSON error carrying a message; never a 500. */
function expectHandled(response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(String(response.headers['content-type']), label).toContain('application/json');
  const error = errorOf(response);
  expect(error.message.trim().length, label).toBeGreaterThan(0);
  expect(error.code.length, label).toBeGreaterThan(0);
}

describe('fuzzed account payloads', () => {
  let testApp: TestApp;
  let member: SignedUpUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    member = await signUpFresh(testApp.app, nextAddress);
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Sends every generated body to one endpoint, from a new address each time (per-IP limits stay out). */
  async function fuzz(
    method: 'POST' | 'PATCH',
    url: string,
    body: fc.Arbitrary<unknown>,
    client: () => CookieClient,
    runs = numRuns,
  ): Promise<void> {
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('fr', 'en'), async (payload, language) => {
        const response = await client().request({
          method,
          url,
          remoteAddress: nextAddress(),
          headers: { 'content-type': 'application/json', 'accept-language': language },
          payload: JSON.stringify(payload),
        });
        expectHandled(response, `${method} ${url} ${JSON.stringify(payload)}`);
      }),
      { numRuns: runs },
    );
  }

  const visitor = () => new CookieClient(testApp.app);
  const signedIn = () => member.client;

  it('sign-up', async () => {
    await fuzz(
      'POST',
      '/api/auth/sign-up/email',
      bodies(
        {
          email: emailLike,
          password: passwordLike,
          firstName: fieldValue(fc.constantFrom('Camille', 'Jean-Édouard', 'Ñoño')),
          lastName: fieldValue(fc.constantFrom('Martin', "O'Brien")),
          companyName: fieldValue(fc.constantFrom('GAEC des Prés', '')),
          callbackURL: returnPathLike,
        },
        () => ({
          email: uniqueEmail('fuzz'),
          password: strongPassword,
          firstName: 'Camille',
          lastName: 'Martin',
          companyName: 'GAEC des Prés',
        }),
      ),
      visitor,
    );
  });

  it('sign-in', async () => {
    await fuzz(
      'POST',
      '/api/auth/sign-in/email',
      bodies(
        {
          email: fc.oneof(fc.constant(member.email), emailLike),
          password: passwordLike,
          rememberMe: fieldValue(fc.boolean()),
          callbackURL: returnPathLike,
        },
        () => ({ email: uniqueEmail('fuzz'), password: 'Pas-le-bon-1!' }),
      ),
      visitor,
    );
  });

  it('password-reset request', async () => {
    await fuzz(
      'POST',
      '/api/auth/request-password-reset',
      bodies({ email: emailLike, redirectTo: returnPathLike }, () => ({ email: uniqueEmail('fuzz') })),
      visitor,
    );
  });

  it('password reset', async () => {
    await fuzz(
      'POST',
      '/api/auth/reset-password',
      bodies(
        { token: fieldValue(fc.string({ minLength: 24, maxLength: 24 })), newPassword: passwordLike },
        () => ({ token: 'ZI7F73LSGc0JeVskvT5pNNa5', newPassword: strongPassword }),
      ),
      visitor,
    );
  });

  it('password change and password confirmations', async () => {
    const passwordChange = bodies(
      {
        currentPassword: passwordLike,
        newPassword: passwordLike,
        revokeOtherSessions: fieldValue(fc.boolean()),
      },
      () => ({ currentPassword: 'Pas-le-bon-1!', newPassword: 'Autre-Digesteur8$' }),
    );
    await fuzz('POST', '/api/auth/change-password', passwordChange, signedIn);
    await fuzz('POST', '/api/auth/change-password', passwordChange, visitor, 15);
    for (const path of ['enable', 'disable', 'generate-backup-codes']) {
      await fuzz(
        'POST',
        `/api/auth/two-factor/${path}`,
        bodies({ password: passwordLike }, () => ({ password: 'Pas-le-bon-1!' })),
        signedIn,
        15,
      );
    }
    await fuzz(
      'POST',
      '/api/auth/send-verification-email',
      bodies({ email: emailLike, callbackURL: returnPathLike }, () => ({ email: uniqueEmail('fuzz') })),
      visitor,
      20,
    );
    await fuzz('POST', '/api/auth/sign-out', anyJson, visitor, 15);
  });

  it('second-factor codes, with a pending challenge, a session or nothing', async () => {
    const enrolled = await signUpFresh(testApp.app, nextAddress);
    const { secret } = await enrolTotp(enrolled);
    const challenged = new CookieClient(testApp.app, nextAddress());
    const started = await challenged.post('/api/auth/sign-in/email', {
      email: enrolled.email,
      password: enrolled.password,
    });
    expect(started.statusCode).toBe(200);
    const wrong = await wrongTotpCode(secret);
    const codeBody = bodies(
      {
        code: fc.oneof(codeLike, fc.constant(wrong), fc.constant(`${wrong.slice(0, 3)} ${wrong.slice(3)}`)),
        trustDevice: fieldValue(fc.boolean()),
      },
      () => ({ code: wrong }),
    );
    for (const client of [() => challenged, signedIn, visitor]) {
      await fuzz('POST', '/api/auth/two-factor/verify-totp', codeBody, client);
      await fuzz('POST', '/api/auth/two-factor/verify-backup-code', codeBody, client);
    }
    // The fuzzing opened no session on the challenge, and the account still signs in with a real code.
    expect((await challenged.get('/api/session')).statusCode).toBe(401);
    const fresh = new CookieClient(testApp.app, nextAddress());
    await fresh.post('/api/auth/sign-in/email', { email: enrolled.email, password: enrolled.password });
    const verified = await fresh.post('/api/auth/two-factor/verify-totp', {
      code: await totpCode(secret, 1),
    });
    expectHandled(verified, 'a real code after the fuzzing');
  });

  it('profile', async () => {
    const text = (length: number) => fieldValue(fc.string({ unit: 'grapheme', maxLength: length }));
    await fuzz(
      'PATCH',
      '/api/profile',
      bodies(
        {
          firstName: text(120),
          lastName: text(120),
          companyName: text(120),
          displayName: text(120),
          phone: fieldValue(fc.constantFrom('06 12 34 56 78', '+33612345678', '', '0012')),
          bio: text(520),
          role: fieldValue(fc.constantFrom(...PROFILE_ROLES)),
        },
        () => ({ firstName: 'Camille' }),
      ),
      signedIn,
    );
    const profile = await member.client.get('/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json<{ role: string }>().role).toBe('operator');
  });

  it('preferences', async () => {
    await fuzz(
      'PATCH',
      '/api/preferences',
      bodies(
        {
          language: fieldValue(fc.constantFrom('fr', 'en', 'de')),
          timezone: fieldValue(fc.constantFrom('Europe/Paris', 'Mars/Olympus', 'UTC')),
          dailyResetHour: fieldValue(fc.constantFrom('05:00', '23:59', '24:00', '5:00')),
        },
        () => ({ timezone: 'Europe/Paris' }),
      ),
      signedIn,
    );
  });

  it('activity log: metadata is capped at 2 KB (a 1 MB one gets a translated 400 and logs nothing)', async () => {
    const before = (await readActivities(member.client)).length;
    const huge = await member.client.post(
      '/api/activities',
      { activityType: 'feature_use', metadata: { blob: 'x'.repeat(1024 * 1024 - 200) } },
      french,
    );
    expect(huge.statusCode, huge.body.slice(0, 200)).toBe(400);
    expect(errorOf(huge).fields).toEqual({ metadata: 'Les métadonnées ne doivent pas dépasser 2 Ko' });
    expect(await readActivities(member.client)).toHaveLength(before);

    const metadata = fc.dictionary(
      fc.string({ maxLength: 20 }),
      fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.string({ minLength: 500, maxLength: 3000 }),
        fc.integer(),
        fc.jsonValue({ maxDepth: 3 }),
      ),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(metadata, async (value) => {
        const response = await member.client.post(
          '/api/activities',
          { activityType: 'feature_use', metadata: value },
          english,
        );
        expectHandled(response, JSON.stringify(value).slice(0, 200));
        const size = Buffer.byteLength(JSON.stringify(value));
        if (size > MAX_ACTIVITY_METADATA_BYTES) {
          expect(response.statusCode).toBe(400);
          expect(errorOf(response).fields?.metadata).toBe('Metadata must not exceed 2 KB');
        }
      }),
      { numRuns: numRuns },
    );
    for (const activity of await readActivities(member.client)) {
      expect(Buffer.byteLength(JSON.stringify(activity.metadata ?? {}))).toBeLessThanOrEqual(
        MAX_ACTIVITY_METADATA_BYTES,
      );
    }
  });

  it('session refresh', async () => {
    await fuzz('POST', '/api/session/refresh', anyJson, signedIn);
    await fuzz('POST', '/api/session/refresh', anyJson, visitor, 15);
    expect((await member.client.get('/api/session')).statusCode).toBe(200);
  });
});

describe('text with a NUL character (valid JSON, refused by PostgreSQL text columns)', () => {
  let testApp: TestApp;
  let member: SignedUpUser;

  beforeAll(async () => {
    testApp = await buildTestApp();
    member = await signUpFresh(testApp.app, nextAddress);
  });

  afterAll(async () => {
    await testApp.close();
  });

  const withNul = 'Cam\u0000ille';

  it.each(['firstName', 'lastName', 'companyName'])(
    'sign-up: %s with NUL gets 400 with a message for the field, and creates no account',
    async (field) => {
      const email = uniqueEmail('nul');
      const client = new CookieClient(testApp.app, nextAddress());
      const response = await client.post(
        '/api/auth/sign-up/email',
        { email, password: strongPassword, firstName: 'Camille', lastName: 'Martin', [field]: withNul },
        french,
      );
      expect.soft(response.statusCode, response.body).toBe(400);
      expect.soft(errorOf(response).fields?.[field]).toEqual(expect.any(String));
      expect(await countUsersWithEmail(testApp.database, email), 'accounts with this e-mail').toBe(0);
      // The address stays free for a correct sign-up.
      const retry = await new CookieClient(testApp.app, nextAddress()).post('/api/auth/sign-up/email', {
        email,
        password: strongPassword,
        firstName: 'Camille',
        lastName: 'Martin',
      });
      expect(retry.statusCode, retry.body).toBe(200);
    },
  );

  it.each(['firstName', 'lastName', 'companyName', 'displayName', 'bio'])(
    'profile: %s with NUL gets 400 with a message for the field, and changes nothing',
    async (field) => {
      const before = (await member.client.get('/api/profile')).json<TProfile>();
      const response = await member.client.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: { [field]: withNul },
        headers: french,
      });
      expect.soft(response.statusCode, response.body).toBe(400);
      expect.soft(errorOf(response).fields?.[field]).toEqual(expect.any(String));
      expect((await member.client.get('/api/profile')).json<TProfile>()).toEqual(before);
    },
  );

  it('password reset: a token with NUL is an invalid link, not a server error', async () => {
    const response = await new CookieClient(testApp.app, nextAddress()).post(
      '/api/auth/reset-password',
      { token: 'ZI7F73LSGc0J\u0000skvT5pNNa5', newPassword: strongPassword },
      french,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).message.length).toBeGreaterThan(0);
  });

  it('activity log: a description with NUL gets 400 and logs nothing', async () => {
    const before = (await readActivities(member.client)).length;
    const response = await member.client.post(
      '/api/activities',
      { activityType: 'feature_use', description: `export${withNul}` },
      french,
    );
    expect.soft(response.statusCode, response.body).toBe(400);
    expect.soft(errorOf(response).fields?.description).toEqual(expect.any(String));
    expect(await readActivities(member.client)).toHaveLength(before);
  });

  it('sign-in: a password with NUL is refused as an invalid character, without a session', async () => {
    const client = new CookieClient(testApp.app, nextAddress());
    const response = await client.post(
      '/api/auth/sign-in/email',
      { email: member.email, password: `${member.password}\u0000` },
      french,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('validation_failed');
    expect(errorOf(response).fields?.password).toBe('Ce champ contient un caractère invalide');
    expect(client.hasCookie('session_token')).toBe(false);
  });
});
