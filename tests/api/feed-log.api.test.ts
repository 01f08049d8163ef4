// The daily feed log (issue 18, "Journal d'alimentation"): entries of a lot's fresh tonnes, the bounds and the
// plant's today in French and English, isolation (entries and lots), CSV, offline entry, the lot's remaining stock
// and its delete refused while fed, the summary worked out by hand and the advisory's OLR rule fed from it.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedLogs } from '../../src/server/db/schema/feed-log.js';
import type { TAdvisory } from '../../src/shared/contracts/advisory.js';
import type { TDashboard } from '../../src/shared/contracts/dashboard.js';
import type { TFeedLog, TFeedLots, TFeedSummary } from '../../src/shared/contracts/feed-log.js';
import type { TProductionSummary } from '../../src/shared/contracts/production.js';
import type { TRawMaterial, TRawMaterialsAnalysis } from '../../src/shared/contracts/raw-materials.js';
import { OLR_WINDOWS } from '../../src/shared/domain/advisory/olr-change.js';
import { addDays, todayIn } from '../../src/shared/domain/calendar.js';
import { offlineAction, offlineActionsCaller } from '../fixtures/offline-actions-api.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const { syncOne } = offlineActionsCaller(() => testApp);
const call = (language = 'fr') => recordsCaller(testApp.app, language);

/** The plant's today of a user without preferences (Europe/Paris). */
const today = () => todayIn('Europe/Paris', new Date());

type FieldErrors = { error: { code: string; message: string; fields: Record<string, string> } };

const newUser = (label: string) => createRecordsUser(testApp.database, `${label}-${randomUUID()}@feed.fr`);

async function countRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(feedLogs)
    .where(eq(feedLogs.userId, userId));
  return row?.count ?? 0;
}

/**
 * A lot of 100 t with lab values: DM 30 % (moisture 70 %), VS 90 % of DM, BMP 350 Nm³/t VS, so one tonne carries
 * 1 × 30 × 90 × 1000 / 10 000 = 270 kg VS and 0.27 × 350 = 94.5 Nm³ CH4.
 */
async function createLot(userId: string, fields: Record<string, unknown> = {}): Promise<TRawMaterial> {
  const response = await call().request(userId, 'POST', '/api/raw-materials', {
    name: 'Ensilage de maïs',
    type: 'silage',
    category: 'main_crop',
    quantity: 100,
    deliveryDate: addDays(today(), -60),
    humidityRate: 70,
    volatileSolidsRate: 90,
    methanePotential: 350,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRawMaterial>();
}

function post(userId: string, body: Record<string, unknown>, language = 'fr') {
  return call(language).request(userId, 'POST', '/api/feed-logs', body);
}

async function feed(userId: string, body: Record<string, unknown>): Promise<TFeedLog> {
  const response = await post(userId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TFeedLog>();
}

async function getJson<T>(userId: string, url: string): Promise<T> {
  const response = await call().request(userId, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function setDigesterVolume(userId: string, digesterVolumeM3: number) {
  const saved = await call().request(userId, 'PATCH', '/api/plant-settings', { digesterVolumeM3 });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('feed log: entries', () => {
  it('creates, lists newest first, updates with If-Match and deletes an entry, with its kg VS', async () => {
    const user = await newUser('crud');
    const lot = await createLot(user);
    const older = await feed(user, { fedOn: addDays(today(), -1), rawMaterialId: lot.id, tonnes: 10 });
    const newer = await feed(user, { fedOn: today(), rawMaterialId: lot.id, tonnes: 12.5, notes: 'Matin' });
    expect(newer).toMatchObject({
      fedOn: today(),
      rawMaterialId: lot.id,
      tonnes: 12.5,
      notes: 'Matin',
      lotName: 'Ensilage de maïs',
      lotCategory: 'main_crop',
      version: 1,
    });
    expect(newer.volatileSolidsKg).toBeCloseTo(3375, 6);
    expect(newer.expectedMethaneNm3).toBeCloseTo(1181.25, 6);

    const list = await getJson<{ items: TFeedLog[]; total: number }>(user, '/api/feed-logs');
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.id)).toEqual([newer.id, older.id]);
    const filtered = await getJson<{ items: TFeedLog[] }>(
      user,
      `/api/feed-logs?from=${today()}&rawMaterialId=${lot.id}`,
    );
    expect(filtered.items.map((item) => item.id)).toEqual([newer.id]);

    const stale = await call().request(
      user,
      'PATCH',
      `/api/feed-logs/${older.id}`,
      { tonnes: 11 },
      { 'if-match': '7' },
    );
    expect(stale.statusCode).toBe(409);
    const updated = await call().request(
      user,
      'PATCH',
      `/api/feed-logs/${older.id}`,
      { tonnes: 11 },
      { 'if-match': '1' },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<TFeedLog>()).toMatchObject({ tonnes: 11, version: 2, volatileSolidsKg: 2970 });

    const deleted = await call().request(user, 'DELETE', `/api/feed-logs/${older.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await countRows(user)).toBe(1);
  });

  it('refuses tonnes out of bounds, a missing lot and a date after the plant’s today, in French and English', async () => {
    const user = await newUser('bounds');
    const lot = await createLot(user);
    const outOfBounds = { fedOn: addDays(today(), 1), rawMaterialId: lot.id, tonnes: 1000.5 };
    const french = await post(user, outOfBounds, 'fr');
    expect(french.statusCode).toBe(400);
    expect(french.json<FieldErrors>().error.fields).toEqual({
      tonnes: 'Les tonnes doivent être comprises entre 0,001 et 1 000 t',
    });
    const english = await post(user, { ...outOfBounds, tonnes: 0 }, 'en');
    expect(english.json<FieldErrors>().error.fields).toEqual({
      tonnes: 'Tonnes must be between 0.001 and 1,000 t',
    });
    // Within bounds, the date is the rule left: the server knows the plant's today.
    const future = await post(user, { ...outOfBounds, tonnes: 5 }, 'fr');
    expect(future.statusCode).toBe(400);
    expect(future.json<FieldErrors>().error.fields).toEqual({
      fedOn: 'La date ne peut pas être dans le futur',
    });
    const futureEnglish = await post(user, { ...outOfBounds, tonnes: 5 }, 'en');
    expect(futureEnglish.json<FieldErrors>().error.fields).toEqual({
      fedOn: 'The date cannot be in the future',
    });
    const noLot = await post(user, { fedOn: today(), tonnes: 5 }, 'fr');
    expect(noLot.json<FieldErrors>().error.fields).toEqual({ rawMaterialId: 'Choisissez un lot' });
    const unknownLot = await post(user, { fedOn: today(), rawMaterialId: randomUUID(), tonnes: 5 }, 'en');
    expect(unknownLot.statusCode).toBe(400);
    expect(unknownLot.json<FieldErrors>().error.fields).toEqual({ rawMaterialId: 'Lot not found' });
    expect(await countRows(user)).toBe(0);
  });

  it("keeps another user's entries out of reach and refuses another user's lot", async () => {
    const alice = await newUser('alice');
    const bruno = await newUser('bruno');
    const alicesLot = await createLot(alice);
    const entry = await feed(alice, { fedOn: today(), rawMaterialId: alicesLot.id, tonnes: 3 });

    expect((await call().request(bruno, 'GET', `/api/feed-logs/${entry.id}`)).statusCode).toBe(404);
    expect(
      (await call().request(bruno, 'PATCH', `/api/feed-logs/${entry.id}`, { tonnes: 900 })).statusCode,
    ).toBe(404);
    expect((await call().request(bruno, 'DELETE', `/api/feed-logs/${entry.id}`)).statusCode).toBe(404);
    expect((await getJson<{ total: number }>(bruno, '/api/feed-logs')).total).toBe(0);
    expect(await getJson<TFeedSummary>(bruno, '/api/feed-logs/summary?days=7')).toMatchObject({
      totals: { entryCount: 0, tonnes: 0 },
    });
    const exported = await call().request(bruno, 'GET', '/api/feed-logs/export.csv');
    expect(exported.body).not.toContain(alicesLot.id);

    const borrowed = await post(bruno, { fedOn: today(), rawMaterialId: alicesLot.id, tonnes: 2 }, 'fr');
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json<FieldErrors>().error.fields).toEqual({ rawMaterialId: 'Lot introuvable' });
    const brunosLot = await createLot(bruno);
    const brunosEntry = await feed(bruno, { fedOn: today(), rawMaterialId: brunosLot.id, tonnes: 2 });
    const moved = await call().request(bruno, 'PATCH', `/api/feed-logs/${brunosEntry.id}`, {
      rawMaterialId: alicesLot.id,
    });
    expect(moved.statusCode).toBe(400);
    expect(await getJson<TFeedLog>(alice, `/api/feed-logs/${entry.id}`)).toMatchObject({
      tonnes: 3,
      version: 1,
    });
    expect(await countRows(bruno)).toBe(1);
  });

  it('never answers 500 to fuzzed payloads, and writes nothing when it refuses', async () => {
    const user = await newUser('fuzz');
    const lot = await createLot(user);
    const target = await feed(user, { fedOn: today(), rawMaterialId: lot.id, tonnes: 1 });
    const payload = fc.record(
      {
        fedOn: fc.constantFrom(today(), '2026-02-30', '31/12/2026', '2999-12-31', '', null, 7),
        rawMaterialId: fc.oneof(fc.constant(lot.id), fc.uuid(), fc.constantFrom('', 'maïs', null)),
        tonnes: fc.oneof(
          fc.double(),
          fc.constantFrom(0, 0.0005, 0.001, 1000, 1000.001, -1, null),
          fc.string(),
        ),
        notes: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('x'.repeat(1001)), fc.constant(null)),
        userId: fc.uuid(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const before = await countRows(user);
        const created = await post(user, body);
        expect([201, 400], created.body).toContain(created.statusCode);
        expect(await countRows(user)).toBe(created.statusCode === 201 ? before + 1 : before);
        const targetBefore = (await call().request(user, 'GET', `/api/feed-logs/${target.id}`)).body;
        const patched = await call().request(user, 'PATCH', `/api/feed-logs/${target.id}`, body);
        expect([200, 400], patched.body).toContain(patched.statusCode);
        if (patched.statusCode === 400)
          expect((await call().request(user, 'GET', `/api/feed-logs/${target.id}`)).body).toBe(targetBefore);
      }),
      { numRuns: 60 },
    );
  });

  it('takes an entry made offline by the same rules', async () => {
    const user = await newUser('offline');
    const lot = await createLot(user);
    const clientId = randomUUID();
    const recordId = randomUUID();
    const inserted = await syncOne(
      user,
      clientId,
      offlineAction({
        table: 'feed_logs',
        action: 'insert',
        recordId,
        data: { fedOn: today(), rawMaterialId: lot.id, tonnes: 4 },
      }),
    );
    expect(inserted).toMatchObject({
      status: 201,
      body: { id: recordId, tonnes: 4, lotName: 'Ensilage de maïs' },
    });
    const refused = await syncOne(
      user,
      clientId,
      offlineAction({
        table: 'feed_logs',
        action: 'insert',
        recordId: randomUUID(),
        data: { fedOn: today(), rawMaterialId: randomUUID(), tonnes: 4 },
      }),
    );
    expect(refused.status).toBe(400);
    expect(await countRows(user)).toBe(1);
  });
});

describe('feed log: CSV', () => {
  it('exports as French Excel reads it, with the lot by id and name, and imports the file back', async () => {
    const user = await newUser('csv');
    const lot = await createLot(user);
    await feed(user, {
      fedOn: addDays(today(), -2),
      rawMaterialId: lot.id,
      tonnes: 10.25,
      notes: '=ration; "B"',
    });
    await feed(user, { fedOn: addDays(today(), -1), rawMaterialId: lot.id, tonnes: 12 });
    const exported = await call().request(user, 'GET', '/api/feed-logs/export.csv?sort=createdAt&order=asc');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Date;Lot;Nom du lot;Tonnes brutes;Notes');
    expect(lines[1]).toBe(`${addDays(today(), -2)};${lot.id};Ensilage de maïs;10,25;"'=ration; ""B"""`);

    const imported = await call().request(user, 'POST', '/api/feed-logs/import', exported.rawPayload, {
      'content-type': 'text/csv',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<{ imported: number }>().imported).toBe(2);
    const again = await call().request(user, 'GET', '/api/feed-logs/export.csv?sort=createdAt&order=asc');
    const rows = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .filter(Boolean)
        .slice(1);
    expect(rows(again.body).sort()).toEqual([...rows(exported.body), ...rows(exported.body)].sort());

    // English headers and a file without the lot's name import too.
    const english = `fedOn;rawMaterialId;tonnes;notes\r\n${today()};${lot.id};1,5;\r\n`;
    const fromEnglish = await call('en').request(user, 'POST', '/api/feed-logs/import', english, {
      'content-type': 'text/csv',
    });
    expect(fromEnglish.statusCode, fromEnglish.body).toBe(200);
    expect(await countRows(user)).toBe(5);
  });

  it('refuses a file of another format or a wrong row, naming the row, and writes nothing', async () => {
    const user = await newUser('csv-bad');
    const lot = await createLot(user);
    const before = await countRows(user);
    const productionFile = '\uFEFFDate;Heure;Biogaz (m³);Notes\r\n2026-03-01;08:00;4800;\r\n';
    const wrongFormat = await call().request(user, 'POST', '/api/feed-logs/import', productionFile, {
      'content-type': 'text/csv',
    });
    expect(wrongFormat.statusCode).toBe(400);
    const wrongFormatError = wrongFormat.json<{
      error: { code: string; rows: { row: number; message: string }[] };
    }>().error;
    expect(wrongFormatError.code).toBe('csv_invalid');
    expect(wrongFormatError.rows[0]).toMatchObject({ row: 1, message: 'Colonne inconnue : « Heure ».' });

    const badRows = [
      'Date;Lot;Tonnes brutes;Notes',
      `${today()};${lot.id};5;`,
      `${today()};${lot.id};1200;`,
      `${today()};${randomUUID()};5;`,
    ].join('\r\n');
    const refused = await call().request(user, 'POST', '/api/feed-logs/import', badRows, {
      'content-type': 'text/csv',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { rows: unknown[] } }>().error.rows).toEqual([
      {
        row: 3,
        column: 'Tonnes brutes',
        message: 'Les tonnes doivent être comprises entre 0,001 et 1 000 t',
      },
      { row: 4, column: 'Lot', message: 'Lot introuvable' },
    ]);
    expect(await countRows(user)).toBe(before);
  });
});

describe('feed log: the lots', () => {
  it('counts what was fed out of each lot and refuses to delete a lot that was fed, in French and English', async () => {
    const user = await newUser('stock');
    const lot = await createLot(user, { deliveryDate: today() });
    const emptied = await createLot(user, {
      name: 'Fumier',
      type: 'manure',
      category: 'effluent',
      quantity: 5,
    });
    await feed(user, { fedOn: today(), rawMaterialId: lot.id, tonnes: 30 });
    await feed(user, { fedOn: today(), rawMaterialId: lot.id, tonnes: 12.5 });
    await feed(user, { fedOn: today(), rawMaterialId: emptied.id, tonnes: 6 });

    expect(await getJson<TRawMaterial>(user, `/api/raw-materials/${lot.id}`)).toMatchObject({
      quantity: 100,
      remainingTonnes: 57.5,
    });
    // Fed past its weighing: empty, never below 0, and no longer offered.
    expect(await getJson<TRawMaterial>(user, `/api/raw-materials/${emptied.id}`)).toMatchObject({
      remainingTonnes: 0,
    });
    expect(await getJson<TFeedLots>(user, '/api/feed-logs/lots')).toEqual({
      items: [
        {
          id: lot.id,
          name: 'Ensilage de maïs',
          category: 'main_crop',
          deliveredTonnes: 100,
          remainingTonnes: 57.5,
        },
      ],
    });
    const analysis = await getJson<TRawMaterialsAnalysis>(user, '/api/raw-materials/analysis');
    expect(analysis.lots.find((entry) => entry.id === lot.id)).toMatchObject({
      freshTonnes: 100,
      remainingTonnes: 57.5,
    });

    const refused = await call().request(user, 'DELETE', `/api/raw-materials/${lot.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<FieldErrors>().error).toMatchObject({
      code: 'lot_fed',
      message: "Ce lot figure dans le journal d'alimentation : supprimez d'abord ses entrées.",
    });
    const refusedEnglish = await call('en').request(user, 'DELETE', `/api/raw-materials/${lot.id}`);
    expect(refusedEnglish.json<FieldErrors>().error.message).toBe(
      'This lot is in the feed log: delete its entries first.',
    );
    expect((await call().request(user, 'GET', `/api/raw-materials/${lot.id}`)).statusCode).toBe(200);
    expect(await countRows(user)).toBe(3);

    // Once its entries are gone, the lot goes.
    const entries = await getJson<{ items: TFeedLog[] }>(user, `/api/feed-logs?rawMaterialId=${emptied.id}`);
    for (const entry of entries.items)
      expect((await call().request(user, 'DELETE', `/api/feed-logs/${entry.id}`)).statusCode).toBe(204);
    expect((await call().request(user, 'DELETE', `/api/raw-materials/${emptied.id}`)).statusCode).toBe(204);
  });
});

describe('feed log: summary, dashboard and advice', () => {
  it('adds each day up in tonnes, kg VS, expected methane and OLR, by hand', async () => {
    const user = await newUser('summary');
    const lot = await createLot(user);
    // No lab values: the silage reference's defaults, as the analysis page resolves them.
    const byDefault = await createLot(user, {
      name: 'Maïs sans analyse',
      humidityRate: null,
      volatileSolidsRate: null,
      methanePotential: null,
    });
    await feed(user, { fedOn: addDays(today(), -1), rawMaterialId: lot.id, tonnes: 10 });
    await feed(user, { fedOn: today(), rawMaterialId: lot.id, tonnes: 4 });
    await feed(user, { fedOn: today(), rawMaterialId: byDefault.id, tonnes: 2 });
    await feed(user, { fedOn: addDays(today(), -8), rawMaterialId: lot.id, tonnes: 50 });

    const analysis = await getJson<TRawMaterialsAnalysis>(
      user,
      `/api/raw-materials/analysis?year=${addDays(today(), -60).slice(0, 4)}`,
    );
    const resolved = analysis.lots.find((entry) => entry.id === byDefault.id);
    const dm = resolved?.dryMatterPct.value ?? 0;
    const vs = resolved?.volatileSolidsPctOfDm.value ?? 0;
    const bmp = resolved?.bmp.value ?? 0;
    expect(dm * vs * bmp).toBeGreaterThan(0);
    const defaultKgVs = (2 * dm * vs * 1000) / 10_000;

    const withoutVolume = await getJson<TFeedSummary>(user, '/api/feed-logs/summary?days=7');
    expect(withoutVolume.period).toEqual({ days: 7, from: addDays(today(), -6), to: today() });
    expect(withoutVolume.digesterVolumeM3).toBeNull();
    expect(withoutVolume.days.map((day) => day.date)).toEqual([addDays(today(), -1), today()]);
    expect(withoutVolume.days[0]).toMatchObject({
      tonnes: 10,
      volatileSolidsKg: 2700,
      olrKgVsPerM3Day: null,
    });
    expect(withoutVolume.days[0]?.expectedMethaneNm3).toBeCloseTo(945, 6);

    await setDigesterVolume(user, 1500);
    const summary = await getJson<TFeedSummary>(user, '/api/feed-logs/summary?days=7');
    const [yesterday, todays] = summary.days;
    expect(yesterday?.olrKgVsPerM3Day).toBeCloseTo(2700 / 1500, 9);
    expect(todays).toMatchObject({ entryCount: 2, tonnes: 6, incompleteEntryCount: 0 });
    expect(todays?.volatileSolidsKg).toBeCloseTo(1080 + defaultKgVs, 6);
    expect(todays?.expectedMethaneNm3).toBeCloseTo(378 + (defaultKgVs / 1000) * bmp, 6);
    expect(todays?.olrKgVsPerM3Day).toBeCloseTo((1080 + defaultKgVs) / 1500, 9);
    expect(summary.totals).toMatchObject({ daysFed: 2, entryCount: 3, tonnes: 16 });
    expect(summary.totals.volatileSolidsKg).toBeCloseTo(3780 + defaultKgVs, 6);
    expect(summary.totals.meanOlrKgVsPerM3Day).toBeCloseTo((3780 + defaultKgVs) / 1500 / 2, 9);
    // The 30-day period reaches the entry of eight days ago.
    expect((await getJson<TFeedSummary>(user, '/api/feed-logs/summary?days=30')).totals.tonnes).toBe(66);
    const badPeriod = await call('en').request(user, 'GET', '/api/feed-logs/summary?days=12');
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json<FieldErrors>().error.fields.days).toBe('Invalid period (7, 30 or 365 days)');

    const dashboard = await getJson<TDashboard>(user, '/api/dashboard');
    expect(dashboard.feed).toMatchObject({ date: today(), entryCount: 2, tonnes: 6 });
    expect(dashboard.feed.volatileSolidsKg).toBeCloseTo(1080 + defaultKgVs, 6);
    expect(dashboard.feed.olrKgVsPerM3Day).toBeCloseTo((1080 + defaultKgVs) / 1500, 9);
  });

  it('gives the OLR advice after a 40 % rise in the last week, linking to the feed log, and none on too few days', async () => {
    const user = await newUser('olr');
    const { today: businessToday } = await getJson<TAdvisory>(user, '/api/advisory');
    const lot = await createLot(user, { quantity: 5000 });
    await setDigesterVolume(user, 2000);
    const days = OLR_WINDOWS.recentDays + OLR_WINDOWS.baselineDays;
    // 10 t a day (2700 kg VS, 1.35 kg VS/m³/d) for four weeks, then 14 t (3780 kg VS, 1.89): +40 %, under the limit.
    const rows = Array.from({ length: days }, (_, index) => {
      const fedOn = addDays(businessToday, -(days - 1 - index));
      const tonnes = index >= days - OLR_WINDOWS.recentDays ? 14 : 10;
      return `${fedOn};${lot.id};${String(tonnes)};`;
    });
    const imported = await call().request(
      user,
      'POST',
      '/api/feed-logs/import',
      ['fedOn;rawMaterialId;tonnes;notes', ...rows].join('\r\n'),
      { 'content-type': 'text/csv' },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const advisory = await getJson<TAdvisory>(user, '/api/advisory');
    const olr = advisory.active.filter((advice) => advice.rule === 'olr-change');
    expect(olr).toHaveLength(1);
    expect(olr[0]).toMatchObject({
      severity: 'watch',
      actionPath: '/dashboard/raw-materials/feed',
      evidence: {
        finding: 'sharp-increase',
        digesterVolumeM3: 2000,
        recent: { daysWithFeed: 7, meanVolatileSolidsKgPerDay: 3780 },
        baseline: { daysWithFeed: 28, meanVolatileSolidsKgPerDay: 2700 },
      },
    });
    expect(advisory.inputs).toMatchObject({ feedDays: days, digesterVolume: true });

    // Four days of the same rise: fewer than the rule's five in a week, no advice.
    const thin = await newUser('olr-thin');
    const thinLot = await createLot(thin, { quantity: 5000 });
    await setDigesterVolume(thin, 2000);
    for (let offset = 0; offset < 4; offset += 1)
      await feed(thin, { fedOn: addDays(businessToday, -offset), rawMaterialId: thinLot.id, tonnes: 30 });
    const thinAdvisory = await getJson<TAdvisory>(thin, '/api/advisory');
    expect(thinAdvisory.active.filter((advice) => advice.rule === 'olr-change')).toEqual([]);
    expect(thinAdvisory.inputs).toMatchObject({ feedDays: 4, digesterVolume: true });
  });
});

describe('feed log: what the main-crop rule and the yield gap read', () => {
  // Maize 10 t fed: 10 × 270 kg VS = 2.7 t VS × 350 = 945 Nm³ at lab potential, 803.25 at the plant (× 0.85).
  // Manure 90 t fed (DM 20 %, VS 80 %, BMP 200): 14.4 t VS × 200 = 2,880 Nm³, 2,448 at the plant.
  const fedMethaneAtPlant = 803.25 + 2448;
  // Delivered: maize 100 t → 8,032.5 Nm³ at the plant; manure 300 t → 48 t VS × 200 × 0.85 = 8,160.
  const deliveredMethaneAtPlant = 8032.5 + 8160;

  it('counts what was fed once the log has entries, the deliveries before, and says which', async () => {
    const user = await newUser('inputs');
    const year = Number(today().slice(0, 4));
    const maize = await createLot(user, { deliveryDate: today() });
    const manure = await createLot(user, {
      name: 'Fumier bovin',
      type: 'manure',
      category: 'effluent',
      quantity: 300,
      deliveryDate: today(),
      humidityRate: 80,
      volatileSolidsRate: 80,
      methanePotential: 200,
    });
    await createLot(user, { quantity: 50, deliveryDate: `${String(year - 1)}-06-15` });
    const reading = await call().request(user, 'POST', '/api/production-logs', {
      readingDate: today(),
      biogasM3: 1000,
      biomethaneNm3PerHour: 20,
      methanePercent: 50,
    });
    expect(reading.statusCode, reading.body).toBe(201);

    const analysisUrl = `/api/raw-materials/analysis?year=${String(year)}`;
    const before = await getJson<TRawMaterialsAnalysis>(user, analysisUrl);
    expect(before.mainCropRule.years.find((share) => share.year === year)).toMatchObject({
      source: 'deliveries',
      allFreshTonnes: 400,
      mainCropFreshTonnes: 100,
    });
    const gapBefore = (await getJson<TProductionSummary>(user, '/api/production-logs/summary?days=7'))
      .yieldGap;
    expect(gapBefore).toMatchObject({ source: 'deliveries', lotCount: 2, measuredMethaneNm3: 500 });
    expect(gapBefore.feedMethaneNm3).toBeCloseTo(deliveredMethaneAtPlant, 6);

    await feed(user, { fedOn: today(), rawMaterialId: maize.id, tonnes: 10 });
    await feed(user, { fedOn: today(), rawMaterialId: manure.id, tonnes: 60 });
    await feed(user, { fedOn: today(), rawMaterialId: manure.id, tonnes: 30 });

    const after = await getJson<TRawMaterialsAnalysis>(user, analysisUrl);
    expect(after.mainCropRule.years.find((share) => share.year === year)).toMatchObject({
      source: 'feed-log',
      allFreshTonnes: 100,
      mainCropFreshTonnes: 10,
      shareOfAllInputsPct: 10,
    });
    // Last year has no feed entry: its deliveries still count.
    expect(after.mainCropRule.years.find((share) => share.year === year - 1)).toMatchObject({
      source: 'deliveries',
      allFreshTonnes: 50,
      mainCropFreshTonnes: 50,
    });
    const gapAfter = (await getJson<TProductionSummary>(user, '/api/production-logs/summary?days=7'))
      .yieldGap;
    expect(gapAfter).toMatchObject({
      source: 'feed-log',
      lotCount: 2,
      daysCovered: 1,
      measuredMethaneNm3: 500,
    });
    expect(gapAfter.feedMethaneNm3).toBeCloseTo(fedMethaneAtPlant, 6);
    expect(gapAfter.expectedMethaneNm3).toBeCloseTo(fedMethaneAtPlant / 7, 6);
  });
});
