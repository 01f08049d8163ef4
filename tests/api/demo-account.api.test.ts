// The demo account that npm start creates on a first run: printed once, and usable to sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, seedDemoAccount } from '../../src/server/db/seed/demo-account.js';
import { createPasswordHasher } from '../../src/server/lib/password-hashing.js';
import { CookieClient } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

describe('demo account', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('is created once with a printed password that signs in as a verified operator', async () => {
    const lines: string[] = [];
    const hasher = createPasswordHasher('standard');
    expect(await seedDemoAccount(testApp.database.db, hasher, (line) => lines.push(line))).toBe(true);
    expect(await seedDemoAccount(testApp.database.db, hasher, (line) => lines.push(line))).toBe(false);
    expect(lines).toHaveLength(1);
    const password = lines[0]?.split(' / ').at(-1) ?? '';
    expect(password).toHaveLength(16);

    const client = new CookieClient(testApp.app, '10.30.0.1');
    const signIn = await client.post('/api/auth/sign-in/email', { email: demoEmail, password });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const status = await client.get('/api/session');
    expect(status.json()).toMatchObject({
      user: { email: demoEmail, emailVerified: true },
      role: 'operator',
      isAdmin: false,
    });
    const profile = await client.get('/api/profile');
    expect(profile.json()).toMatchObject({ companyName: 'Ferme de démonstration', firstName: 'Camille' });
  });
});
