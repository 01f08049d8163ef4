import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../../src/server/db/schema/auth.js';
import { gdprExports } from '../../src/server/db/schema/data-rights.js';
import { activityLogs } from '../../src/server/db/schema/logs.js';
import { signUpUser, type SignedUpUser } from '../fixtures/auth-session.js';
import { exportZipOf, tablesWithUserIdColumn, textOf } from '../fixtures/data-rights-api.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';
import { seedUserData } from '../fixtures/user-data-seed.js';

let testApp: TestApp;
let alice: SignedUpUser;
let bruno: SignedUpUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  alice = await signUpUser(testApp.app);
  bruno = await signUpUser(testApp.app);
  await seedUserData(testApp.database.db, alice.userId, 'alicemarque');
  await seedUserData(testApp.database.db, bruno.userId, 'brunomarque');
  await testApp.app.appendSecureLog({ userId: alice.userId, level: 'info', message: 'alicemarque journal' });
});

afterAll(async () => {
  await testApp.close();
});

describe('GDPR export', () => {
  it('holds every table of the schema with a user_id column, only the user’s rows, files and no secret', async () => {
    // A user id in the body is not read: the export is the session's user's.
    const files = await exportZipOf(alice.client, alice.password);
    const tables = await tablesWithUserIdColumn(testApp.database.db);
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) {
      expect(files[`tables/${table}.json`], table).toBeDefined();
      expect(files[`tables/${table}.csv`], table).toBeDefined();
      const rows = JSON.parse(textOf(files[`tables/${table}.json`])) as Record<string, unknown>[];
      for (const row of rows) expect(row[table === 'users' ? 'id' : 'user_id'], table).toBe(alice.userId);
    }
    const all = Object.values(files).map(textOf).join('\n');
    expect(all).not.toContain('brunomarque');
    expect(all).not.toContain(bruno.userId);
    expect(all).not.toContain(bruno.email);
    // The user's own data is there, its stored files as files.
    expect(textOf(files['tables/stock_items.json'])).toContain('Charbon alicemarque');
    expect(textOf(files['tables/secure_logs.json'])).toContain('alicemarque journal');
    const documents = JSON.parse(textOf(files['tables/generated_documents.json'])) as { content: string }[];
    expect(textOf(files[documents[0]?.content ?? ''])).toBe('%PDF-1.4 alicemarque');
    const proofs = JSON.parse(textOf(files['tables/evidence_files.json'])) as { content: string }[];
    expect(proofs[0]?.content).toMatch(/^fichiers\/evidence_files\/.+bon-livraison\.pdf$/);
    // Secrets never leave: the password hash, the session token.
    const [account] = await testApp.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, alice.userId));
    const [session] = await testApp.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, alice.userId));
    expect(account?.password).toBeTruthy();
    expect(all).not.toContain(account?.password);
    expect(all).not.toContain(session?.token);
    const accountRows = JSON.parse(textOf(files['tables/accounts.json'])) as Record<string, unknown>[];
    expect(accountRows[0]).not.toHaveProperty('password');
    expect(JSON.parse(textOf(files['manifest.json']))).toMatchObject({ userId: alice.userId });
    const [logged] = await testApp.database.db
      .select({ total: sql<number>`count(*)::int` })
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, alice.userId), eq(activityLogs.activityType, 'gdpr_export')));
    expect(logged?.total).toBe(1);
  });

  it('allows one export an hour: the second is a 429 saying when the next is possible', async () => {
    const carla = await signUpUser(testApp.app);
    expect(
      (await carla.client.post('/api/data-rights/exports', { password: carla.password })).statusCode,
    ).toBe(202);
    const again = await carla.client.post(
      '/api/data-rights/exports',
      { password: carla.password },
      { 'x-app-language': 'fr' },
    );
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ error: { code: 'export_too_soon' } });
    expect(again.json<{ error: { message: string } }>().error.message).toMatch(
      /^Un export a déjà été demandé il y a moins d’une heure\. Prochain export possible le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\.$/,
    );
    const english = await carla.client.post(
      '/api/data-rights/exports',
      { password: carla.password },
      { 'x-app-language': 'en' },
    );
    expect(english.json<{ error: { message: string } }>().error.message).toMatch(
      /^An export was already requested/,
    );
    const overview = (await carla.client.get('/api/data-rights')).json<{ nextExportAt: string }>();
    expect(new Date(overview.nextExportAt).getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
  });

  it('refuses an export without the password, with a wrong one, or signed out, and records nothing', async () => {
    const dora = await signUpUser(testApp.app);
    const missing = await dora.client.post('/api/data-rights/exports', {}, { 'x-app-language': 'fr' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { password: 'Le mot de passe est requis' } } });
    const wrong = await dora.client.post(
      '/api/data-rights/exports',
      { password: 'Pas-le-bon-1!' },
      { 'x-app-language': 'en' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 'wrong_password', message: 'Wrong password' } });
    dora.client.forget();
    expect((await dora.client.post('/api/data-rights/exports', { password: dora.password })).statusCode).toBe(
      401,
    );
    const stored = await testApp.database.db
      .select()
      .from(gdprExports)
      .where(eq(gdprExports.userId, dora.userId));
    expect(stored).toEqual([]);
  });

  it('answers another user’s export as unknown', async () => {
    const asked = await bruno.client.post('/api/data-rights/exports', {
      password: bruno.password,
      userId: alice.userId,
    });
    expect(asked.statusCode).toBe(202);
    const { id } = asked.json<{ id: string }>();
    const [row] = await testApp.database.db.select().from(gdprExports).where(eq(gdprExports.id, id));
    expect(row?.userId).toBe(bruno.userId);
    expect((await alice.client.get(`/api/data-rights/exports/${id}/download`)).statusCode).toBe(404);
  });
});
