// Password reset by e-mail link and password change (issue 3): one-time links that expire, every session
// ended by a reset, every other session ended by a change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUpUser } from '../fixtures/auth-session.js';
import { CookieClient, lastMailTo, linkIn, uniqueEmail } from '../fixtures/auth-session.js';
import {
  createAddressBook,
  errorOf,
  french,
  readSession,
  sessionStatusCode,
  signInNewClient,
  signUpFresh,
} from '../fixtures/auth-accounts.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(12);
const newPassword = 'Nouveau-Digesteur8$Ferme';

describe('password reset by e-mail link', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  function requestReset(email: string) {
    return new CookieClient(testApp.app, nextAddress()).post(
      '/api/auth/request-password-reset',
      { email },
      french,
    );
  }

  /** Asks for a reset of the user's password and returns the token of the link mailed to them. */
  async function mailedResetToken(user: SignedUpUser): Promise<string> {
    const requested = await requestReset(user.email);
    expect(requested.statusCode, requested.body).toBe(200);
    const mail = await lastMailTo(testApp.database, user.email);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe MethaPilot');
    const link = new URL(linkIn(mail?.text ?? ''));
    const match = /^\/api\/auth\/reset-password\/([^/]+)$/.exec(link.pathname);
    expect(match, link.toString()).not.toBeNull();
    return match?.[1] ?? '';
  }

  function resetWith(token: string, password = newPassword) {
    return new CookieClient(testApp.app, nextAddress()).post(
      '/api/auth/reset-password',
      { token, newPassword: password },
      french,
    );
  }

  it('answers a request for an unknown e-mail exactly like one for a known e-mail', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const unknownEmail = uniqueEmail('nobody');
    const known = await requestReset(user.email);
    const unknown = await requestReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await lastMailTo(testApp.database, unknownEmail)).toBeNull();
  });

  it('mails a link that leads to the reset page with its token', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const token = await mailedResetToken(user);
    const mail = await lastMailTo(testApp.database, user.email);
    const link = new URL(linkIn(mail?.text ?? ''));
    expect(link.searchParams.get('callbackURL')).toBe('/reset-password');

    const opened = await new CookieClient(testApp.app, nextAddress()).get(`${link.pathname}${link.search}`);
    expect(opened.statusCode).toBe(302);
    const location = new URL(String(opened.headers.location), 'http://localhost');
    expect(location.pathname).toBe('/reset-password');
    expect(location.searchParams.get('token')).toBe(token);
  });

  it('resets the password once, ends every session, and only the new password signs in', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { client: otherDevice } = await signInNewClient(
      testApp.app,
      nextAddress(),
      user.email,
      user.password,
    );
    expect(await sessionStatusCode(otherDevice)).toBe(200);
    const token = await mailedResetToken(user);

    const reset = await resetWith(token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<Record<string, unknown>>()).not.toHaveProperty('token');

    expect(await sessionStatusCode(user.client)).toBe(401);
    expect(await sessionStatusCode(otherDevice)).toBe(401);

    const again = await resetWith(token, 'Encore-Un-Autre9!Mot');
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({
      code: 'invalid_token',
      message: 'Lien invalide, expiré ou déjà utilisé',
    });

    const withOld = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(withOld.response.statusCode).toBe(401);
    expect(errorOf(withOld.response).code).toBe('invalid_credentials');
    const withNew = await signInNewClient(testApp.app, nextAddress(), user.email, newPassword);
    expect(withNew.response.statusCode, withNew.response.body).toBe(200);
    expect((await readSession(withNew.client)).user.id).toBe(user.userId);
  });

  it('refuses a forged token', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const token = await mailedResetToken(user);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const candidate of [forged, 'not-a-token', 'x'.repeat(24)]) {
      const response = await resetWith(candidate);
      expect(response.statusCode, candidate).toBe(400);
      expect(errorOf(response).code).toBe('invalid_token');
    }
    expect(await sessionStatusCode(user.client)).toBe(200);
    const { response } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(response.statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password unchanged', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const token = await mailedResetToken(user);
    // The link is older than its hour.
    await testApp.database.db.execute(
      sql`update verifications set expires_at = now() - interval '1 minute' where identifier like ${`%${token}%`}`,
    );

    const response = await resetWith(token);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('invalid_token');
    expect(await sessionStatusCode(user.client)).toBe(200);
    const { response: signIn } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses a weak new password with the spec text, keeping the link usable', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const token = await mailedResetToken(user);
    const weak = await resetWith(token, 'motdepasse');
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).fields?.newPassword).toBe(
      'Le mot de passe doit contenir: majuscule, minuscule, chiffre et caractère spécial',
    );
    expect((await resetWith(token)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const response = await user.client.post(
      '/api/auth/change-password',
      { currentPassword: 'Pas-le-bon-1!', newPassword },
      french,
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'wrong_password', message: 'Mot de passe actuel incorrect' });
    expect(await sessionStatusCode(user.client)).toBe(200);
    const { response: signIn } = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(signIn.statusCode).toBe(200);
  });

  it('ends every other session, keeps the current one, and only the new password signs in', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const { client: otherDevice } = await signInNewClient(
      testApp.app,
      nextAddress(),
      user.email,
      user.password,
    );
    expect(await sessionStatusCode(otherDevice)).toBe(200);

    const response = await user.client.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Record<string, unknown>>()).not.toHaveProperty('token');

    expect(await sessionStatusCode(otherDevice)).toBe(401);
    const current = await readSession(user.client);
    expect(current.user.id).toBe(user.userId);
    expect((await user.client.get('/api/profile')).statusCode).toBe(200);

    const withOld = await signInNewClient(testApp.app, nextAddress(), user.email, user.password);
    expect(withOld.response.statusCode).toBe(401);
    const withNew = await signInNewClient(testApp.app, nextAddress(), user.email, newPassword);
    expect(withNew.response.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await new CookieClient(testApp.app, nextAddress()).post(
      '/api/auth/change-password',
      { currentPassword: 'Whatever-1!', newPassword },
      french,
    );
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Utilisateur non authentifié');
  });
});
