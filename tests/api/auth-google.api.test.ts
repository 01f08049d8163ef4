// Google sign-in through OpenID Connect against a provider on loopback: the whole redirect dance, with the
// browser's part played by a cookie-keeping client.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../src/server/db/schema/auth.js';
import { CookieClient, signUpUser, uniqueEmail } from '../fixtures/auth-session.js';
import { startOidcProvider, type TestOidcProvider } from '../fixtures/oidc-provider.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const clientId = 'methapilot-test-client';

describe('Google sign-in (OIDC on loopback)', () => {
  let provider: TestOidcProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    provider = await startOidcProvider(clientId);
    testApp = await buildTestApp({
      env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: provider.issuer },
    });
  });
  afterAll(async () => {
    await testApp.close();
    await provider.stop();
  });

  /** Starts the sign-in, lets the provider answer, and comes back to our callback; returns where it lands. */
  async function signInWithGoogle(client: CookieClient, callbackURL = '/dashboard/stock') {
    const start = await client.post('/api/auth/sign-in/oauth2', {
      providerId: 'google',
      callbackURL,
      errorCallbackURL: '/login?error=google',
    });
    expect(start.statusCode).toBe(200);
    const { url } = start.json<{ url: string }>();
    expect(url.startsWith(provider.issuer)).toBe(true);
    const authorize = await fetch(url, { redirect: 'manual' });
    const back = new URL(authorize.headers.get('location') ?? '');
    expect(back.pathname).toBe('/api/auth/callback/google');
    const callback = await client.get(`${back.pathname}${back.search}`);
    expect(callback.statusCode).toBe(302);
    return String(callback.headers.location);
  }

  it('shows the Google button only when configured', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json()).toEqual({ google: true, emailVerification: 'outbox' });
  });

  it('creates an account from a verified Google identity and returns to the asked page', async () => {
    const email = uniqueEmail('google');
    provider.signInAs({ sub: `sub-${email}`, email, email_verified: true, name: 'Lou Garnier' });
    const client = new CookieClient(testApp.app, '10.9.0.1');
    const landing = await signInWithGoogle(client);
    expect(landing).toContain('/dashboard/stock');
    const status = await client.get('/api/session');
    expect(status.statusCode).toBe(200);
    expect(status.json<{ user: { email: string } }>().user.email).toBe(email);
    const profile = await client.get('/api/profile');
    expect(profile.json()).toMatchObject({ firstName: 'Lou', lastName: 'Garnier', role: 'operator' });
  });

  it('links an existing verified account only when Google says the e-mail is verified', async () => {
    const owner = await signUpUser(testApp.app, { ip: '10.9.0.2' });
    await testApp.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, owner.email));

    provider.signInAs({
      sub: `unverified-${owner.email}`,
      email: owner.email,
      email_verified: false,
      name: 'X',
    });
    const attacker = new CookieClient(testApp.app, '10.9.0.3');
    const refused = await signInWithGoogle(attacker);
    expect(refused).toContain('error');
    expect((await attacker.get('/api/session')).statusCode).toBe(401);

    provider.signInAs({
      sub: `verified-${owner.email}`,
      email: owner.email,
      email_verified: true,
      name: 'Camille',
    });
    const rightful = new CookieClient(testApp.app, '10.9.0.4');
    await signInWithGoogle(rightful);
    const status = await rightful.get('/api/session');
    expect(status.json<{ user: { id: string } }>().user.id).toBe(owner.userId);
    const linked = await testApp.database.db.select().from(accounts).where(eq(accounts.userId, owner.userId));
    expect(linked.map((account) => account.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('does not link to an account whose own e-mail was never verified', async () => {
    const owner = await signUpUser(testApp.app, { ip: '10.9.0.5' });
    provider.signInAs({
      sub: `squatter-${owner.email}`,
      email: owner.email,
      email_verified: true,
      name: 'Y',
    });
    const client = new CookieClient(testApp.app, '10.9.0.6');
    const landing = await signInWithGoogle(client);
    expect(landing).toContain('error');
    expect((await client.get('/api/session')).statusCode).toBe(401);
  });
});
