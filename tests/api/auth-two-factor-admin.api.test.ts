// Roles, admin rights and TOTP two-factor sign-in (spec §6, issue 3): admin = role admin AND a verified
// TOTP factor; codes are single-use within their window; a challenge creates at most one session. Codes are
// computed with otplib from the enrolment URI, independently of the server's TOTP implementation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminUser, TProfile } from '../../src/shared/contracts/account.js';
import {
  createAddressBook,
  enrolTotp,
  errorOf,
  french,
  readActivities,
  readSession,
  sessionStatusCode,
  setRoleInDatabase,
  signUpFresh,
  totpCode,
  wrongTotpCode,
  type TotpEnrolment,
} from '../fixtures/auth-accounts.js';
import { CookieClient, type SignedUpUser } from '../fixtures/auth-session.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

const nextAddress = createAddressBook(15);

describe('roles and admin rights', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function roleOf(client: CookieClient): Promise<string> {
    const response = await client.get('/api/profile');
    expect(response.statusCode).toBe(200);
    return response.json<TProfile>().role;
  }

  it('refuses an operator who makes themself admin, and logs the attempt', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const response = await user.client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { role: 'admin', firstName: 'Mallory' },
      headers: french,
    });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'forbidden',
      message: 'Seul un administrateur peut changer un rôle',
    });

    const profile = await user.client.get('/api/profile');
    expect(profile.json<TProfile>()).toMatchObject({ role: 'operator', firstName: 'Camille' });
    const types = (await readActivities(user.client)).map((activity) => activity.activityType);
    expect(types).toContain('role_change');
    expect(types).toContain('privilege_escalation');
    expect((await readSession(user.client)).isAdmin).toBe(false);
  });

  it('refuses an operator who picks another role for themself, without calling it escalation', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    const response = await user.client.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { role: 'director' },
    });
    expect(response.statusCode).toBe(403);
    expect(await roleOf(user.client)).toBe('operator');
    const types = (await readActivities(user.client)).map((activity) => activity.activityType);
    expect(types).toContain('role_change');
    expect(types).not.toContain('privilege_escalation');
  });

  it('gives no admin rights to role admin without a verified TOTP factor', async () => {
    const user = await signUpFresh(testApp.app, nextAddress);
    await setRoleInDatabase(testApp.database, user.userId, 'admin');

    const session = await readSession(user.client);
    expect(session).toMatchObject({ role: 'admin', isAdmin: false });
    expect((await user.client.get('/api/admin/users')).statusCode).toBe(403);

    // An enrolment started but not confirmed is not a verified factor either.
    const enabled = await user.client.post('/api/auth/two-factor/enable', { password: user.password });
    expect(enabled.statusCode).toBe(200);
    expect((await readSession(user.client)).isAdmin).toBe(false);
    expect((await user.client.get('/api/admin/users')).statusCode).toBe(403);
  });

  it('gives admin rights once the TOTP factor is verified, and an admin changes roles with an audit trail', async () => {
    const admin = await signUpFresh(testApp.app, nextAddress);
    const operator = await signUpFresh(testApp.app, nextAddress);
    await setRoleInDatabase(testApp.database, admin.userId, 'admin');

    const enabled = await admin.client.post('/api/auth/two-factor/enable', { password: admin.password });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const enrolment = enabled.json<{ totpURI: string; backupCodes: string[] }>();
    expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.backupCodes).toHaveLength(10);
    expect(new Set(enrolment.backupCodes).size).toBe(10);
    const secret = new URL(enrolment.totpURI).searchParams.get('secret') ?? '';
    const verified = await admin.client.post('/api/auth/two-factor/verify-totp', {
      code: await totpCode(secret),
    });
    expect(verified.statusCode, verified.body).toBe(200);

    expect(await readSession(admin.client)).toMatchObject({
      role: 'admin',
      isAdmin: true,
      user: { twoFactorEnabled: true },
    });
    const list = await admin.client.get('/api/admin/users');
    expect(list.statusCode, list.body).toBe(200);
    const users = list.json<{ users: TAdminUser[] }>().users;
    expect(users.find((user) => user.id === admin.userId)).toMatchObject({
      role: 'admin',
      twoFactorEnabled: true,
    });
    expect(users.find((user) => user.id === operator.userId)).toMatchObject({
      role: 'operator',
      twoFactorEnabled: false,
    });

    const changed = await admin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${operator.userId}/role`,
      payload: { role: 'technician' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ id: operator.userId, role: 'technician' });
    expect(await roleOf(operator.client)).toBe('technician');

    const operatorLog = (await readActivities(operator.client)).find((a) => a.activityType === 'role_change');
    expect(operatorLog?.metadata).toMatchObject({
      adminId: admin.userId,
      previousRole: 'operator',
      role: 'technician',
    });
    const adminLog = (await readActivities(admin.client)).find((a) => a.activityType === 'role_change');
    expect(adminLog?.metadata).toMatchObject({ targetId: operator.userId, role: 'technician' });

    const unknown = await admin.client.request({
      method: 'PATCH',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/role',
      payload: { role: 'manager' },
    });
    expect(unknown.statusCode).toBe(404);
    const invalidRole = await admin.client.request({
      method: 'PATCH',
      url: `/api/admin/users/${operator.userId}/role`,
      payload: { role: 'superuser' },
      headers: french,
    });
    expect(invalidRole.statusCode).toBe(400);
    expect(errorOf(invalidRole).fields?.role).toBe('Rôle invalide');
    expect(await roleOf(operator.client)).toBe('technician');
  });

  it('takes admin rights away as soon as the role is removed', async () => {
    const admin = await signUpFresh(testApp.app, nextAddress);
    await setRoleInDatabase(testApp.database, admin.userId, 'admin');
    await enrolTotp(admin);
    expect((await admin.client.get('/api/admin/users')).statusCode).toBe(200);

    await setRoleInDatabase(testApp.database, admin.userId, 'manager');
    expect((await admin.client.get('/api/admin/users')).statusCode).toBe(403);
    expect((await readSession(admin.client)).isAdmin).toBe(false);
  });

  it('takes admin rights away as soon as the TOTP factor is removed', async () => {
    const admin = await signUpFresh(testApp.app, nextAddress);
    await setRoleInDatabase(testApp.database, admin.userId, 'admin');
    await enrolTotp(admin);
    expect((await readSession(admin.client)).isAdmin).toBe(true);

    const disabled = await admin.client.post('/api/auth/two-factor/disable', { password: admin.password });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(await readSession(admin.client)).toMatchObject({ role: 'admin', isAdmin: false });
    expect((await admin.client.get('/api/admin/users')).statusCode).toBe(403);
  });
});

describe('two-factor sign-in', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** A user with a verified TOTP factor, signed out. */
  async function enrolledUser(): Promise<{ user: SignedUpUser; enrolment: TotpEnrolment }> {
    const user = await signUpFresh(testApp.app, nextAddress);
    const enrolment = await enrolTotp(user);
    expect((await user.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    return { user, enrolment };
  }

  /** Signs in with the password on a new client: it holds the second-factor challenge, not a session. */
  async function startChallenge(user: SignedUpUser): Promise<CookieClient> {
    const client = new CookieClient(testApp.app, nextAddress());
    const response = await client.post('/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ twoFactorRedirect: true });
    expect(response.json<Record<string, unknown>>()).not.toHaveProperty('user');
    expect(client.hasCookie('session_token')).toBe(false);
    expect(await sessionStatusCode(client)).toBe(401);
    return client;
  }

  it('asks for the second factor, and the right code opens the session', async () => {
    const { user, enrolment } = await enrolledUser();
    const client = await startChallenge(user);

    const verified = await client.post('/api/auth/two-factor/verify-totp', {
      code: await totpCode(enrolment.secret, 1),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<Record<string, unknown>>()).not.toHaveProperty('token');
    expect((await readSession(client)).user.id).toBe(user.userId);
    const login = (await readActivities(client)).find((activity) => activity.activityType === 'login');
    expect(login?.metadata).toMatchObject({ method: 'password+totp' });
  });

  it('refuses a code used before within its window, and a wrong code', async () => {
    const { user, enrolment } = await enrolledUser();
    const code = await totpCode(enrolment.secret, 1);
    const first = await startChallenge(user);
    expect((await first.post('/api/auth/two-factor/verify-totp', { code })).statusCode).toBe(200);

    const second = await startChallenge(user);
    const replayed = await second.post('/api/auth/two-factor/verify-totp', { code }, french);
    expect(replayed.statusCode).toBe(401);
    expect(errorOf(replayed)).toEqual({ code: 'invalid_code', message: 'Code invalide ou déjà utilisé' });
    expect(await sessionStatusCode(second)).toBe(401);

    const enrolmentReplay = await second.post('/api/auth/two-factor/verify-totp', {
      code: enrolment.enrolmentCode,
    });
    expect(enrolmentReplay.statusCode).toBe(401);
    expect(errorOf(enrolmentReplay).code).toBe('invalid_code');

    const wrong = await second.post('/api/auth/two-factor/verify-totp', {
      code: await wrongTotpCode(enrolment.secret),
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).code).toBe('invalid_code');
    expect(await sessionStatusCode(second)).toBe(401);

    const log = await readActivities(first);
    expect(log.some((activity) => activity.description === 'totp_replay')).toBe(true);
  });

  it('creates one session only when the same correct code arrives several times at once', async () => {
    const { user, enrolment } = await enrolledUser();
    const client = await startChallenge(user);
    const code = await totpCode(enrolment.secret, 1);
    const answers = await Promise.all(
      [0, 1, 2].map(() => client.post('/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.statusCode !== 200)) {
      expect(answer.statusCode).toBeLessThan(500);
      expect(errorOf(answer).message.length).toBeGreaterThan(0);
    }
    const sessions = await client.get('/api/sessions');
    expect(sessions.json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
  });

  it('creates one session only when different correct codes race on one challenge', async () => {
    const { user, enrolment } = await enrolledUser();
    const client = await startChallenge(user);
    // The enrolment, 3 minutes ago, claimed the code of the current step: it is usable again, and with the
    // next step's code there are two different correct codes.
    await testApp.database.db.execute(
      sql`update used_totp_codes set used_at = now() - interval '3 minutes' where user_id = ${user.userId}`,
    );
    const codes = [await totpCode(enrolment.secret, 0), await totpCode(enrolment.secret, 1)];
    expect(codes[0]).not.toBe(codes[1]);
    const answers = await Promise.all(
      codes.map((code) => client.post('/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(1);
    const sessions = await client.get('/api/sessions');
    expect(sessions.json<{ sessions: unknown[] }>().sessions).toHaveLength(1);
  });

  it('accepts each backup code once', async () => {
    const { user, enrolment } = await enrolledUser();
    const [firstCode = '', secondCode = ''] = enrolment.backupCodes;

    const first = await startChallenge(user);
    const used = await first.post('/api/auth/two-factor/verify-backup-code', { code: firstCode });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<Record<string, unknown>>()).not.toHaveProperty('token');
    expect((await readSession(first)).user.id).toBe(user.userId);

    const second = await startChallenge(user);
    const reused = await second.post('/api/auth/two-factor/verify-backup-code', { code: firstCode }, french);
    expect(reused.statusCode).toBe(401);
    expect(errorOf(reused)).toEqual({ code: 'invalid_code', message: 'Code invalide ou déjà utilisé' });
    expect(await sessionStatusCode(second)).toBe(401);

    const other = await second.post('/api/auth/two-factor/verify-backup-code', { code: secondCode });
    expect(other.statusCode, other.body).toBe(200);
    expect((await readSession(second)).user.id).toBe(user.userId);
  });

  it('refuses a code without a challenge', async () => {
    const { enrolment } = await enrolledUser();
    const stranger = new CookieClient(testApp.app, nextAddress());
    const response = await stranger.post('/api/auth/two-factor/verify-totp', {
      code: await totpCode(enrolment.secret, 1),
    });
    expect(response.statusCode).toBe(401);
    expect(await sessionStatusCode(stranger)).toBe(401);
  });
});
