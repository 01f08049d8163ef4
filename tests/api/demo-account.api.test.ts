// The demo account that npm start creates on a first run: printed once, and usable to sign in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEmail, seedDemoAccount } from '../../src/server/db/seed/demo-account.js';
import type { TCart } from '../../src/shared/contracts/shop.js';
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

  it('is created once with a printed password that signs in as a verified operator, with the sample cart', async () => {
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

    // Spec §9 sample cart is the demo account's starting cart: 1 250 + 2 × 349,99 + 750 = 2 699,98 € HT, VAT 20 %
    // per line rounded half up (250 + 140,00 + 150) = 540,00 €, 3 239,98 € TTC.
    const cart = (await client.get('/api/cart')).json<TCart>();
    expect(cart.lines.map((line) => [line.reference, line.quantity, line.unitPrice])).toEqual([
      ['MP-201', 1, 1250],
      ['MP-202', 2, 349.99],
      ['MP-301', 1, 750],
    ]);
    expect([cart.subtotal, cart.vatAmount, cart.total]).toEqual([2699.98, 540, 3239.98]);

    // "Vider le panier" empties it for good: the sample cart does not come back.
    const cleared = await client.request({ method: 'DELETE', url: '/api/cart' });
    expect(cleared.json<TCart>().lines).toEqual([]);
    expect(await seedDemoAccount(testApp.database.db, hasher, () => undefined)).toBe(false);
    expect((await client.get('/api/cart')).json<TCart>().lines).toEqual([]);
  });
});
