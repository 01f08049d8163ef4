import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions, users } from '../../src/server/db/schema/auth.js';
import { retainedAccountingRecords } from '../../src/server/db/schema/data-rights.js';
import { activityLogs, secureLogs } from '../../src/server/db/schema/logs.js';
import { accountingPseudonymOf } from '../../src/server/modules/data-rights/user-pseudonym.js';
import { createSecureLogVault } from '../../src/server/modules/secure-logs/secure-log-vault.js';
import { verifySecureLogChain } from '../../src/server/modules/secure-logs/secure-log-verify.js';
import { signUpUser, strongPassword } from '../fixtures/auth-session.js';
import { rowCountsPerTable } from '../fixtures/data-rights-api.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';
import { seedUserData } from '../fixtures/user-data-seed.js';

const chainKey = 'chaine-de-test-des-droits-sur-les-donnees-0123456789';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ env: { SECURE_LOG_CHAIN_KEY: chainKey } });
});

afterAll(async () => {
  await testApp.close();
});

const rowsOf = (userId: string) => rowCountsPerTable(testApp.database.db, userId);

const userExists = async (userId: string) =>
  (await testApp.database.db.select().from(users).where(eq(users.id, userId))).length === 1;

describe('account deletion', () => {
  it('deletes every personal row, keeps the accounting pseudonymised, erases the secure logs, frees the e-mail', async () => {
    const alice = await signUpUser(testApp.app);
    const bruno = await signUpUser(testApp.app);
    await seedUserData(testApp.database.db, alice.userId, 'alicedel');
    await seedUserData(testApp.database.db, bruno.userId, 'brunodel');
    await testApp.app.appendSecureLog({
      userId: alice.userId,
      level: 'info',
      message: `écrit par ${alice.email}`,
    });
    await testApp.app.appendSecureLog({ userId: bruno.userId, level: 'warn', message: 'bruno reste' });
    await testApp.app.appendSecureLog({ userId: alice.userId, level: 'error', message: 'alicedel encore' });
    const brunoBefore = await rowsOf(bruno.userId);

    const deleted = await alice.client.post('/api/data-rights/account-deletion', {
      password: alice.password,
      userId: bruno.userId,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ isDeleted: true });

    // No personal row left in any table with a user_id column; the other user untouched.
    for (const [table, total] of Object.entries(await rowsOf(alice.userId))) expect(total, table).toBe(0);
    expect(await rowsOf(bruno.userId)).toEqual(brunoBefore);
    // Signed out at once (the session row went with the account).
    expect((await alice.client.get('/api/session')).statusCode).toBe(401);

    // Invoice, order and quote kept under a pseudonym, without what names the person.
    const kept = await testApp.database.db
      .select()
      .from(retainedAccountingRecords)
      .where(
        eq(retainedAccountingRecords.pseudonym, accountingPseudonymOf(Buffer.from(chainKey), alice.userId)),
      );
    expect(kept.map((row) => row.recordKind).sort()).toEqual(['invoice', 'order', 'quote']);
    const keptText = JSON.stringify(kept);
    for (const personal of [
      alice.userId,
      alice.email,
      'Jean alicedel',
      '12 rue alicedel',
      'Durand',
      '0611223344',
    ])
      expect(keptText).not.toContain(personal);
    expect(keptText).not.toContain('note alicedel');
    expect(kept.find((row) => row.recordKind === 'order')?.record).toMatchObject({ total: 120 });

    // The secure logs are erased in place and the chain still verifies.
    const vault = createSecureLogVault({ chainKey });
    expect(await verifySecureLogChain(testApp.database.db, vault)).toMatchObject({ ok: true });
    const orphans = await testApp.database.db.select().from(secureLogs).where(isNull(secureLogs.userId));
    expect(orphans.filter((row) => row.erasedAt !== null)).toHaveLength(2);
    expect(JSON.stringify(orphans)).not.toContain(alice.email);

    // The deletion is logged without the e-mail.
    const [logged] = await testApp.database.db
      .select()
      .from(activityLogs)
      .where(and(isNull(activityLogs.userId), eq(activityLogs.activityType, 'gdpr_deletion')));
    expect(logged?.metadata).toMatchObject({
      retained: { invoice: 1, order: 1, quote: 1 },
      secureLogsErased: 2,
    });
    expect(JSON.stringify(logged)).not.toContain(alice.email);

    // Signing in fails; the same e-mail signs up again.
    const signIn = await alice.client.post('/api/auth/sign-in/email', {
      email: alice.email,
      password: alice.password,
    });
    expect(signIn.statusCode).toBe(401);
    const again = await signUpUser(testApp.app, { email: alice.email });
    expect(again.userId).not.toBe(alice.userId);
  });

  it('refuses without the password or with a wrong one, and deletes nothing', async () => {
    const carla = await signUpUser(testApp.app);
    const missing = await carla.client.post(
      '/api/data-rights/account-deletion',
      {},
      { 'x-app-language': 'en' },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { password: 'Password is required' } } });
    const wrong = await carla.client.post(
      '/api/data-rights/account-deletion',
      { password: `${strongPassword}x` },
      { 'x-app-language': 'fr' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error: { code: 'wrong_password', message: 'Mot de passe incorrect' },
    });
    expect(await userExists(carla.userId)).toBe(true);
    expect((await carla.client.get('/api/session')).statusCode).toBe(200);
  });

  it('asks an account without a password for a sign-in of less than 5 minutes', async () => {
    const dora = await signUpUser(testApp.app);
    await testApp.database.db.delete(accounts).where(eq(accounts.userId, dora.userId));
    await testApp.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '6 minutes'` })
      .where(eq(sessions.userId, dora.userId));
    const stale = await dora.client.post('/api/data-rights/account-deletion', {}, { 'x-app-language': 'fr' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: { code: 'sign_in_again' } });
    expect(await userExists(dora.userId)).toBe(true);
    await testApp.database.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, dora.userId));
    expect((await dora.client.post('/api/data-rights/account-deletion', {})).statusCode).toBe(200);
    expect(await userExists(dora.userId)).toBe(false);
  });
});
