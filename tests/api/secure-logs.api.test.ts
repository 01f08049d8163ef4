import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TChainVerification,
  TLogStatistics,
  TSecureLogPage,
  TSecurityDemo,
} from '../../src/shared/contracts/secure-logs.js';
import { profiles } from '../../src/server/db/schema/profiles.js';
import { secureLogs } from '../../src/server/db/schema/logs.js';
import { withUserContext } from '../../src/server/db/user-context.js';
import { errorOf, french, english, createAddressBook } from '../fixtures/auth-accounts.js';
import { signUpUser } from '../fixtures/auth-session.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { createShopAdmin } from '../fixtures/shop-accounts.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';
import { testEngine } from '../fixtures/test-database.js';

let testApp: TestApp;
let alice: string;
let bruno: string;
let admin: string;
let adminWithoutFactor: string;

const as = (userId: string, headers: Record<string, string> = {}) => ({
  [testUserHeader]: userId,
  ...headers,
});

function appendAs(userId: string, data: Record<string, unknown>, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/secure-logs',
    headers: as(userId, headers),
    payload: { data },
  });
}

async function readPage(userId: string, query = '', base = '/api/secure-logs'): Promise<TSecureLogPage> {
  const response = await testApp.app.inject({ method: 'GET', url: `${base}${query}`, headers: as(userId) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSecureLogPage>();
}

async function countRows(): Promise<number> {
  const [row] = await testApp.database.db.select({ count: sql<number>`count(*)::int` }).from(secureLogs);
  return row?.count ?? 0;
}

async function verify(userId: string): Promise<TChainVerification> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/admin/secure-logs/verify',
    headers: as(userId),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TChainVerification>();
}

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@secure-logs.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@secure-logs.fr');
  admin = await createShopAdmin(testApp.database, 'admin@secure-logs.fr');
  adminWithoutFactor = await createRecordsUser(testApp.database, 'half-admin@secure-logs.fr');
  await testApp.database.db.insert(profiles).values({ userId: adminWithoutFactor, role: 'admin' });
});

afterAll(async () => {
  await testApp.close();
});

describe(`secure logs API on ${testEngine()}`, () => {
  it('appends an entry with personal data encrypted, reads it back decrypted for its owner only', async () => {
    const response = await appendAs(alice, {
      level: 'warn',
      message: 'Connexion de alice@ferme.fr depuis 192.168.4.20 (password=Secr3tPass!)',
      metadata: { ip: '192.168.4.20', token: 'abc', tank: 2 },
      source: 'auth',
      user_agent: 'Mozilla/5.0 Test',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ encrypted: true });

    const own = await readPage(alice);
    expect(own.total).toBe(1);
    const [entry] = own.logs;
    expect(entry).toMatchObject({
      level: 'warn',
      source: 'auth',
      userAgent: 'Mozilla/5.0 Test',
      isEncrypted: true,
      isDecrypted: true,
      // A secret's value runs to the next space: the redaction takes the closing bracket with it.
      message: 'Connexion de alice@ferme.fr depuis 192.168.4.20 (password=[redacted]',
      metadata: { ip: '192.168.4.20', token: '[redacted]', tank: 2 },
    });

    const [stored] = await testApp.database.db.select().from(secureLogs);
    const plaintext = JSON.stringify([stored?.message, stored?.metadata]);
    for (const clear of ['alice@ferme.fr', '192.168.4.20', 'Secr3tPass!'])
      expect(plaintext).not.toContain(clear);
    expect(JSON.stringify(stored)).not.toContain('Secr3tPass!');

    expect((await readPage(bruno)).total).toBe(0);
    const seenByAdmin = await readPage(admin, '', '/api/admin/secure-logs');
    expect(seenByAdmin.logs[0]).toMatchObject({ userId: alice, isDecrypted: false });
    expect(JSON.stringify(seenByAdmin)).not.toContain('alice@ferme.fr');
  });

  it('stores an ordinary entry in clear, and encrypts one the caller marks sensitive', async () => {
    expect((await appendAs(bruno, { level: 'info', message: 'Pompe 2 redémarrée' })).json()).toMatchObject({
      encrypted: false,
    });
    expect(
      (await appendAs(bruno, { level: 'info', message: 'Rapport', sensitive: true })).json(),
    ).toMatchObject({ encrypted: true });
    const page = await readPage(bruno);
    expect(page.logs.map((log) => [log.message, log.isEncrypted])).toEqual([
      ['Rapport', true],
      ['Pompe 2 redémarrée', false],
    ]);
  });

  it('answers pages of 50, newest first, with level and source filters, and the statistics', async () => {
    const carol = await createRecordsUser(testApp.database, 'carol@secure-logs.fr');
    for (let index = 0; index < 120; index += 1) {
      await testApp.app.appendSecureLog({
        userId: carol,
        level: index % 3 === 0 ? 'error' : 'info',
        message: `Mesure ${index}`,
        source: index % 2 === 0 ? 'plant' : 'app',
      });
    }
    const first = await readPage(carol);
    expect(first).toMatchObject({ page: 1, pageSize: 50, total: 120 });
    expect(first.logs).toHaveLength(50);
    expect(first.logs[0]?.message).toBe('Mesure 119');
    const third = await readPage(carol, '?page=3');
    expect(third.logs.map((log) => log.message)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Mesure ${19 - index}`),
    );
    expect((await readPage(carol, '?page=9')).logs).toEqual([]);
    expect((await readPage(carol, '?page=9')).total).toBe(120);
    const errors = await readPage(carol, '?level=error');
    expect(errors.total).toBe(40);
    expect(errors.logs.every((log) => log.level === 'error')).toBe(true);
    const plantErrors = await readPage(carol, '?level=error&source=plant');
    expect(plantErrors.total).toBe(20);

    const statistics = await testApp.app.inject({
      method: 'GET',
      url: '/api/secure-logs/statistics',
      headers: as(carol),
    });
    expect(statistics.statusCode).toBe(200);
    const counts = statistics
      .json<TLogStatistics>()
      .statistics.map(({ level, source, count }) => [level, source, count]);
    expect(counts).toEqual([
      ['error', 'app', 20],
      ['error', 'plant', 20],
      ['info', 'app', 40],
      ['info', 'plant', 40],
    ]);
    const all = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/secure-logs/statistics',
      headers: as(admin),
    });
    const total = all.json<TLogStatistics>().statistics.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBe(await countRows());
  });

  it('keeps one unforked chain under 8 concurrent appends', async () => {
    const before = await countRows();
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        appendAs(index % 2 ? alice : bruno, { level: 'info', message: `Parallèle ${index}` }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    const seqs = responses.map((response) => response.json<{ seq: number }>().seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 8 }, (_, index) => before + index + 1));
    expect(await verify(admin)).toEqual({ ok: true, checkedRows: before + 8, headSeq: before + 8 });
  });

  it('refuses bad input with a message in the user’s language, and writes nothing', async () => {
    const before = await countRows();
    const refused = [
      { level: 'fatal', message: 'x' },
      { level: 'info' },
      { level: 'info', message: '   ' },
      { level: 'info', message: 'x'.repeat(2001) },
      { level: 'info', message: 'x', metadata: { blob: 'x'.repeat(5000) } },
      { level: 'info', message: 'x', source: 'pas une source' },
      { level: 'info', message: 'x', extra: true },
      { level: 'info', message: 'x', metadata: [1, 2] },
    ];
    for (const data of refused) {
      const response = await appendAs(alice, data, french);
      expect(response.statusCode, JSON.stringify(data)).toBe(400);
    }
    expect(
      errorOf(await appendAs(alice, { level: 'fatal', message: 'x' }, french)).fields?.['data.level'],
    ).toBe('Choisissez un niveau : debug, info, warn, error ou critical');
    expect(
      errorOf(await appendAs(alice, { level: 'info', message: '' }, english)).fields?.['data.message'],
    ).toBe('The message is required');
    const noBody = await testApp.app.inject({
      method: 'POST',
      url: '/api/secure-logs',
      headers: as(alice),
      payload: {},
    });
    expect(noBody.statusCode).toBe(400);
    for (const query of ['?page=0', '?level=fatal', '?page=abc', '?source=a%20b'])
      expect(
        (await testApp.app.inject({ method: 'GET', url: `/api/secure-logs${query}`, headers: as(alice) }))
          .statusCode,
      ).toBe(400);
    expect(await countRows()).toBe(before);
    const anonymous = await testApp.app.inject({
      method: 'POST',
      url: '/api/secure-logs',
      payload: { data: { level: 'info', message: 'x' } },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/secure-logs' })).statusCode).toBe(401);
  });

  it('rate limits appends per user (429 with Retry-After)', async () => {
    const dora = await createRecordsUser(testApp.database, 'dora@secure-logs.fr');
    for (let index = 0; index < 60; index += 1)
      expect((await appendAs(dora, { level: 'debug', message: `n° ${index}` })).statusCode).toBe(200);
    const refused = await appendAs(dora, { level: 'debug', message: 'one too many' }, french);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await readPage(dora)).total).toBe(60);
  });

  it('lets the application role read only the user’s own rows and write none (the chain is the server’s)', async () => {
    const seen = await withUserContext(testApp.database.db, bruno, (tx) =>
      tx.select({ userId: secureLogs.userId }).from(secureLogs),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.userId === bruno)).toBe(true);
    for (const write of [
      sql`update secure_logs set message = 'x' where user_id = ${bruno}`,
      sql`delete from secure_logs where user_id = ${bruno}`,
      sql`insert into secure_logs (user_id, seq, level, message, owner_digest, content_digest, chain_mac)
          values (${bruno}, 999999, 'info', 'forged', 'a', 'b', 'c')`,
    ]) {
      const failure = await withUserContext(testApp.database.db, bruno, (tx) => tx.execute(write)).then(
        () => null,
        (error: unknown) => error,
      );
      expect(failure, 'the application role wrote a secure log row').toBeInstanceOf(Error);
    }
    expect(await verify(admin)).toMatchObject({ ok: true });
  });

  it('refuses the admin routes to a non-admin and to an admin without a verified factor', async () => {
    for (const userId of [alice, adminWithoutFactor]) {
      for (const [method, url] of [
        ['GET', '/api/admin/secure-logs'],
        ['GET', '/api/admin/secure-logs/statistics'],
        ['POST', '/api/admin/secure-logs/verify'],
      ] as const) {
        const response = await testApp.app.inject({ method, url, headers: as(userId) });
        expect(response.statusCode, `${userId} ${url}`).toBe(403);
      }
    }
    const filtered = await readPage(admin, '?level=warn&source=auth', '/api/admin/secure-logs');
    expect(filtered.total).toBe(1);
  });

  it('shows the security demo to a signed-in user: headers, an encryption round trip, the chain', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/security-demo',
      headers: as(bruno),
    });
    expect(response.statusCode, response.body).toBe(200);
    const demo = response.json<TSecurityDemo>();
    const names = demo.headers.map((header) => header.name);
    expect(names).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options']));
    for (const { name, value } of demo.headers) expect(response.headers[name]).toBe(value);
    expect(demo.encryption.decrypted).toBe(demo.encryption.plaintext);
    expect(demo.encryption.ciphertext).not.toContain(demo.encryption.plaintext);
    expect(demo.encryption.isRefusedOnOtherRow).toBe(true);
    expect(demo.chain.ok).toBe(true);
    expect(demo.session).toBeNull();
    expect((await testApp.app.inject({ method: 'GET', url: '/api/security-demo' })).statusCode).toBe(401);
  });

  it('names the first bad row after a tampering done with SQL', async () => {
    const [target] = await testApp.database.db.select().from(secureLogs).where(eq(secureLogs.seq, 5));
    await testApp.database.db.execute(sql`update secure_logs set message = 'réécrit' where seq = 5`);
    expect(await verify(admin)).toMatchObject({
      ok: false,
      firstBad: { seq: 5, id: target?.id, reason: 'content_changed' },
    });
  });
});

describe(`security demo with a real session on ${testEngine()}`, () => {
  let cookieApp: TestApp;
  beforeAll(async () => {
    cookieApp = await buildTestApp();
  });
  afterAll(async () => {
    await cookieApp.close();
  });

  it('states the session’s facts without the token or any key', async () => {
    const nextAddress = createAddressBook(231);
    const user = await signUpUser(cookieApp.app, { ip: nextAddress() });
    const response = await user.client.get('/api/security-demo');
    expect(response.statusCode, response.body).toBe(200);
    const demo = response.json<TSecurityDemo>();
    expect(demo.session).toMatchObject({
      isTwoFactorEnabled: false,
      cookie: { name: 'methapilot.session_token', httpOnly: true, secure: false, sameSite: 'Lax' },
    });
    expect(Date.parse(demo.session?.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const token = user.client.cookieHeader().split('=')[1]?.split('.')[0] ?? 'missing';
    expect(response.body).not.toContain(token);
  });

  it('gives a non-admin the chain’s first bad row without its id', async () => {
    const nextAddress = createAddressBook(232);
    const user = await signUpUser(cookieApp.app, { ip: nextAddress() });
    await cookieApp.app.appendSecureLog({ userId: user.userId, level: 'info', message: 'Première' });
    await cookieApp.app.appendSecureLog({ userId: user.userId, level: 'info', message: 'Seconde' });
    await cookieApp.database.db.execute(sql`update secure_logs set source = 'autre' where seq = 2`);
    const demo = (await user.client.get('/api/security-demo')).json<TSecurityDemo>();
    expect(demo.chain).toEqual({
      ok: false,
      checkedRows: 1,
      firstBad: { seq: 2, id: null, reason: 'content_changed' },
    });
  });
});
