// Sign-up, e-mail verification, sign-in and sign-out through the real auth endpoints (issue 3), with the
// password rules of spec §5 and their French and English texts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../src/server/db/schema/auth.js';
import type { TProfile } from '../../src/shared/contracts/account.js';
import {
  countUsersWithEmail,
  createAddressBook,
  english,
  errorOf,
  french,
  injectWithCookie,
  readActivities,
  readSession,
  signInNewClient,
  signUpFresh,
} from '../fixtures/auth-accounts.js';
import { CookieClient, lastMailTo, linkIn, strongPassword, uniqueEmail } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(11);

const person = { firstName: 'Camille', lastName: 'Martin', companyName: 'GAEC des Prés' };

describe('sign-up, e-mail verification, sign-in and sign-out', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('creates the account with a session cookie only a browser can hold, never a token in the JSON', async () => {
    const client = new CookieClient(testApp.app, nextAddress());
    const email = uniqueEmail('signup');
    const response = await client.post('/api/auth/sign-up/email', {
      email,
      password: strongPassword,
      ...person,
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ user: { id: string; email: string; name: string }; token?: unknown }>();
    expect(body.user).toMatchObject({ email, name: 'Camille Martin' });
    expect(body).not.toHaveProperty('token');

    const sessionCookie = response.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    expect(sessionCookie, 'a session cookie is set').toBeDefined();
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sessionCookie?.secure, 'no Secure flag on plain http').toBeFalsy();
    const [token = ''] = decodeURIComponent(sessionCookie?.value ?? '').split('.');
    expect(token.length).toBeGreaterThan(10);
    expect(response.body).not.toContain(token);

    const session = await readSession(client);
    expect(session.user).toMatchObject({
      id: body.user.id,
      email,
      emailVerified: false,
      twoFactorEnabled: false,
    });
    expect(session).toMatchObject({ role: 'operator', isAdmin: false });
  });

  it('stores first name, last name and company in the profile, with the role operator', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const response = await user.client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json<TProfile>()).toMatchObject({
      userId: user.userId,
      email: user.email,
      role: 'operator',
      firstName: 'Camille',
      lastName: 'Martin',
      companyName: 'GAEC des Prés',
    });
  });

  it('mails a verification link that confirms the address', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const mail = await lastMailTo(testApp.database, user.email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail MethaPilot');
    const link = new URL(linkIn(mail?.text ?? ''));
    expect(link.pathname).toBe('/api/auth/verify-email');

    expect((await readSession(user.client)).user.emailVerified).toBe(false);
    const opened = await user.client.get(`${link.pathname}${link.search}`);
    expect(opened.statusCode, opened.body).toBeLessThan(400);
    expect((await readSession(user.client)).user.emailVerified).toBe(true);
  });

  it('ends the session on sign-out, also for a copy of the old cookie', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const cookieBefore = user.client.cookieHeader();

    const signedOut = await user.client.post('/api/auth/sign-out');
    expect(signedOut.statusCode, signedOut.body).toBe(200);

    const after = await user.client.get('/api/session', french);
    expect(after.statusCode).toBe(401);
    expect(errorOf(after)).toEqual({ code: 'unauthenticated', message: 'Utilisateur non authentifié' });

    const replayed = await injectWithCookie(testApp.app, cookieBefore, {
      url: '/api/session',
      headers: french,
    });
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed).message).toBe('Utilisateur non authentifié');
  });

  it('opens a new session, with a new id, at every sign-in', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const ids = [(await readSession(user.client)).session.id];
    for (let round = 0; round < 2; round += 1) {
      const { client, response } = await signInNewClient(
        testApp.app,
        nextAddress(),
        user.email,
        user.password,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Record<string, unknown>>()).not.toHaveProperty('token');
      ids.push((await readSession(client)).session.id);
    }
    expect(new Set(ids).size).toBe(3);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const client = new CookieClient(testApp.app, nextAddress());
    const wrongPassword = await client.post(
      '/api/auth/sign-in/email',
      { email: user.email, password: 'Pas-le-bon-1!' },
      french,
    );
    const unknownEmail = await client.post(
      '/api/auth/sign-in/email',
      { email: uniqueEmail('nobody'), password: 'Pas-le-bon-1!' },
      french,
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(errorOf(wrongPassword)).toEqual({
      code: 'invalid_credentials',
      message: 'E-mail ou mot de passe incorrect',
    });
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(client.hasCookie('session_token')).toBe(false);
  });

  it('keeps sign-ins, sign-outs and failed sign-ins in the activity log', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const stranger = new CookieClient(testApp.app, nextAddress());
    const failed = await stranger.post('/api/auth/sign-in/email', {
      email: user.email,
      password: 'Pas-le-bon-1!',
    });
    expect(failed.statusCode).toBe(401);
    expect((await user.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    const { client } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);

    const activities = await readActivities(client);
    const types = activities.map((activity) => activity.activityType);
    expect(types.filter((type) => type === 'login')).toHaveLength(2);
    expect(types).toContain('logout');
    const violation = activities.find((activity) => activity.activityType === 'security_violation');
    expect(violation?.description).toBe('sign_in_failed');
    expect(violation?.metadata).toMatchObject({ event: 'sign_in_failed' });
  });
});

describe('password and e-mail rules of the sign-up form', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Posts a sign-up that should be refused; checks that no account exists for the e-mail afterwards. */
  async function refusedSignUp(fields: { email?: string; password: string }, headers = french) {
    const email = fields.email ?? uniqueEmail('refused');
    const client = new CookieClient(testApp.app, nextAddress());
    const response = await client.post(
      '/api/auth/sign-up/email',
      { ...person, email, password: fields.password },
      headers,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(client.hasCookie('session_token')).toBe(false);
    expect(await countUsersWithEmail(testApp.database, email)).toBe(0);
    expect(await lastMailTo(testApp.database, email)).toBeNull();
    return errorOf(response);
  }

  it('refuses a malformed e-mail', async () => {
    const error = await refusedSignUp({ email: 'camille.ferme-test.fr', password: strongPassword });
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.email).toBe("Format d'email invalide");
  });

  it('refuses a password shorter than 8 characters', async () => {
    const error = await refusedSignUp({ password: 'Ab1!xyz' });
    expect(error.fields?.password).toBe('Le mot de passe doit contenir au moins 8 caractères');
  });

  it.each([
    ['no upper case', 'digestat-lagune7!ferme'],
    ['no lower case', 'DIGESTAT-LAGUNE7!FERME'],
    ['no digit', 'Digestat-Lagune!Ferme'],
    ['no special character', 'DigestatLagune7Ferme'],
  ])('refuses a password with %s', async (_case, password) => {
    const error = await refusedSignUp({ password });
    expect(error.fields?.password).toBe(
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    );
  });

  it('refuses a password of 129 characters', async () => {
    const password = `Aa1!${'x'.repeat(125)}`;
    expect(password).toHaveLength(129);
    const error = await refusedSignUp({ password });
    expect(error.fields?.password).toBe('Mot de passe trop long');
  });

  it.each(['Password1!', 'Azerty2024@', 'Methapilot1!'])(
    'refuses the common password %s',
    async (password) => {
      const error = await refusedSignUp({ password });
      expect(error.fields?.password).toBe(
        'Ce mot de passe fait partie des plus courants : choisissez-en un autre',
      );
    },
  );

  it('accepts a 64-character Unicode password and signs in with it', async () => {
    const password = 'Éléphant-ß-Straße-😀-Ünïcödé-Lagune!7-Digestat-ça-marche-Ωmega-πr';
    expect([...new Intl.Segmenter('fr', { granularity: 'grapheme' }).segment(password)]).toHaveLength(64);
    const email = uniqueEmail('unicode');
    const client = new CookieClient(testApp.app, nextAddress());
    const signedUp = await client.post('/api/auth/sign-up/email', { ...person, email, password });
    expect(signedUp.statusCode, signedUp.body).toBe(200);

    const { response, client: other } = await signInNewClient(testApp.app, nextAddress(), email, password);
    expect(response.statusCode, response.body).toBe(200);
    expect((await readSession(other)).user.email).toBe(email);

    const { response: almost } = await signInNewClient(
      testApp.app,
      nextAddress(),
      email,
      password.slice(0, -1),
    );
    expect(almost.statusCode).toBe(401);
  });

  it('refuses a second account on the same e-mail without changing the first', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const client = new CookieClient(testApp.app, nextAddress());
    const again = await client.post(
      '/api/auth/sign-up/email',
      { ...person, email: user.email.toUpperCase(), password: 'Autre-Mot2passe!Ferme' },
      french,
    );
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toEqual({
      code: 'email_taken',
      message: 'Un compte existe déjà avec cette adresse e-mail',
    });
    expect(client.hasCookie('session_token')).toBe(false);
    expect(await countUsersWithEmail(testApp.database, user.email)).toBe(1);
    const { response } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(response.statusCode).toBe(200);
  });
});

describe('English answers (Accept-Language en)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('words validation, credential and session errors in English', async () => {
    const client = new CookieClient(testApp.app, nextAddress());
    const invalid = await client.post(
      '/api/auth/sign-up/email',
      { ...person, email: 'not-an-email', password: 'short' },
      english,
    );
    expect(invalid.statusCode).toBe(400);
    expect(errorOf(invalid)).toMatchObject({
      message: 'Some data is invalid.',
      fields: { email: 'Invalid email format', password: 'The password must contain at least 8 characters' },
    });

    const wrong = await client.post(
      '/api/auth/sign-in/email',
      { email: uniqueEmail('nobody'), password: 'Whatever-1!' },
      english,
    );
    expect(errorOf(wrong)).toEqual({ code: 'invalid_credentials', message: 'Incorrect e-mail or password' });

    const anonymous = await client.get('/api/session', english);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous)).toEqual({ code: 'unauthenticated', message: 'User not authenticated' });
  });

  it('writes the verification mail in the language of the sign-up request', async () => {
    const client = new CookieClient(testApp.app, nextAddress());
    const email = uniqueEmail('english');
    const response = await client.post(
      '/api/auth/sign-up/email',
      { ...person, email, password: strongPassword },
      english,
    );
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(testApp.database, email);
    expect(mail?.subject).toBe('Confirm your MethaPilot e-mail address');
    expect(new URL(linkIn(mail?.text ?? '')).pathname).toBe('/api/auth/verify-email');
    const preferences = await client.get('/api/preferences');
    expect(preferences.json<{ language: string }>().language).toBe('en');
  });
});

describe('password hashes at the production cost', () => {
  // Test apps hash at PASSWORD_HASH_COST=test (1 MiB) to keep the suite quick; this app uses the production
  // setting, which is the default of the configuration (src/server/config.test.ts).
  let productionHashApp: TestApp;

  beforeAll(async () => {
    productionHashApp = await buildTestApp({ env: { PASSWORD_HASH_COST: 'standard' } });
  });

  afterAll(async () => {
    await productionHashApp.close();
  });

  it('stores an argon2id hash of 46 MiB, one pass, one lane, and signs in with it', async () => {
    const email = uniqueEmail('asvs');
    const signUp = await new CookieClient(productionHashApp.app, nextAddress()).post(
      '/api/auth/sign-up/email',
      {
        email,
        password: strongPassword,
        ...person,
      },
    );
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [stored] = await productionHashApp.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(eq(users.email, email));
    expect(stored?.password).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);

    const signIn = await new CookieClient(productionHashApp.app, nextAddress()).post(
      '/api/auth/sign-in/email',
      {
        email,
        password: strongPassword,
      },
    );
    expect(signIn.statusCode, signIn.body).toBe(200);
  });
});
