// The production log (issue 18 point 1): the shared records checks, the §5 bounds with their French messages,
// dates up to the plant's today, the biomethane-or-kWh rule (form, CSV, offline), and the page's summary checked
// against figures worked out by hand.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionLogs } from '../../src/server/db/schema/production.js';
import type { TDashboard } from '../../src/shared/contracts/dashboard.js';
import {
  PRODUCTION_SORT_KEYS,
  type TProductionLog,
  type TProductionSummary,
} from '../../src/shared/contracts/production.js';
import { addDays, todayIn } from '../../src/shared/domain/calendar.js';
import { offlineAction, offlineActionsCaller } from '../fixtures/offline-actions-api.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@production.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@production.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });
const { syncOne } = offlineActionsCaller(() => testApp);

/** The plant's today of a user without preferences (Europe/Paris). */
const today = () => todayIn('Europe/Paris', new Date());

async function countRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(productionLogs)
    .where(eq(productionLogs.userId, userId));
  return row?.count ?? 0;
}

type FieldErrors = { error: { fields: Record<string, string> } };

async function post(userId: string, body: Record<string, unknown>, language = 'fr') {
  return recordsCaller(testApp.app, language).request(userId, 'POST', '/api/production-logs', body);
}

async function create(userId: string, body: Record<string, unknown>): Promise<TProductionLog> {
  const response = await post(userId, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TProductionLog>();
}

async function summary(userId: string, days: number): Promise<TProductionSummary> {
  const response = await recordsCaller(testApp.app).request(
    userId,
    'GET',
    `/api/production-logs/summary?days=${String(days)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TProductionSummary>();
}

describe('production log: shared records behaviour', () => {
  describeRecordsModule(
    {
      path: '/api/production-logs',
      samples: [
        {
          readingDate: addDays(today(), -3),
          readingTime: '08:00',
          biogasM3: 4800,
          biomethaneNm3PerHour: 120.5,
          temperatureC: 38.5,
          ph: 7.2,
          fosTac: 0.35,
          methanePercent: 54,
          h2sPpm: 150,
        },
        {
          readingDate: addDays(today(), -2),
          biogasM3: 5200.25,
          kwhProduced: 12_000,
          notes: 'Arrêt moteur 2 h; vidange "C"',
        },
        { readingDate: addDays(today(), -1), biogasM3: 0, biomethaneNm3PerHour: 0, notes: '=arrêt' },
      ],
      update: { biogasM3: 4900, ph: null, notes: 'Corrigé' },
      sortKeys: PRODUCTION_SORT_KEYS,
      payloadArbitrary: fc.record(
        {
          readingDate: fc.constantFrom('2026-03-01', '2026-02-30', '31/12/2026', '2999-12-31', '', null),
          readingTime: fc.constantFrom('08:00', '25:00', 'midi', null),
          biogasM3: fc.oneof(fc.double(), fc.constantFrom(-1, 0, 10_000, 10_000.5), fc.string()),
          biomethaneNm3PerHour: fc.oneof(fc.double(), fc.constant(null)),
          kwhProduced: fc.oneof(fc.constantFrom(-1, 50_000, 50_001, null), fc.string()),
          temperatureC: fc.constantFrom(-21, -20, 80, 81, null),
          ph: fc.constantFrom(-0.1, 14, 14.1, null, 'sept'),
          fosTac: fc.oneof(fc.double(), fc.constant(null)),
          notes: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('x'.repeat(1001)), fc.constant(null)),
          userId: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows,
      // 10 000,5 m³ is over the §5 bound.
      badCsvRow: { line: () => '2026-03-01;;10000,5;100;;;;;;;', column: 'Biogaz (m³)' },
    },
    context,
  );
});

describe('production log: the §5 rules', () => {
  it('refuses each figure outside its bounds with a French message naming them, and writes nothing', async () => {
    const before = await countRows(alice);
    const response = await post(alice, {
      readingDate: today(),
      biogasM3: 10_001,
      kwhProduced: 50_001,
      temperatureC: 81,
      ph: 14.5,
      methanePercent: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().error.fields).toEqual({
      biogasM3: 'Le biogaz doit être compris entre 0 et 10 000 m³',
      kwhProduced: "L'électricité produite doit être comprise entre 0 et 50 000 kWh",
      temperatureC: 'La température doit être comprise entre -20 et 80 °C',
      ph: 'Le pH doit être compris entre 0 et 14',
      methanePercent: 'La teneur en CH4 doit être comprise entre 0 et 100 %',
    });
    expect(await countRows(alice)).toBe(before);
  });

  it('takes the bounds themselves', async () => {
    const created = await create(alice, {
      readingDate: today(),
      biogasM3: 10_000,
      kwhProduced: 50_000,
      temperatureC: -20,
      ph: 14,
    });
    expect(created).toMatchObject({ biogasM3: 10_000, kwhProduced: 50_000, temperatureC: -20, ph: 14 });
  });

  it('requires the date and the biogas, and says so', async () => {
    const response = await post(alice, { biomethaneNm3PerHour: 100 });
    expect(response.statusCode).toBe(400);
    expect(response.json<FieldErrors>().error.fields).toEqual({
      readingDate: 'La date est requise',
      biogasM3: 'Le volume de biogaz est requis',
    });
  });

  it("refuses a date after the plant's today, on create and on update, in French and English", async () => {
    const tomorrow = addDays(today(), 1);
    const refused = await post(alice, { readingDate: tomorrow, biogasM3: 100, kwhProduced: 10 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrors>().error.fields).toEqual({
      readingDate: 'La date ne peut pas être dans le futur',
    });
    const english = await post(alice, { readingDate: tomorrow, biogasM3: 100, kwhProduced: 10 }, 'en');
    expect(english.json<FieldErrors>().error.fields.readingDate).toBe('The date cannot be in the future');

    const created = await create(alice, { readingDate: today(), biogasM3: 100, kwhProduced: 10 });
    const moved = await recordsCaller(testApp.app).request(
      alice,
      'PATCH',
      `/api/production-logs/${created.id}`,
      {
        readingDate: tomorrow,
      },
    );
    expect(moved.statusCode).toBe(400);
    const read = await recordsCaller(testApp.app).request(alice, 'GET', `/api/production-logs/${created.id}`);
    expect(read.json<TProductionLog>().readingDate).toBe(today());
  });

  it('needs the biomethane flow or the energy, also when an update clears the last of them', async () => {
    const missing = await post(alice, { readingDate: today(), biogasM3: 100, ph: 7 });
    expect(missing.statusCode).toBe(400);
    const message = "Renseignez le biométhane injecté (Nm³/h) ou l'électricité produite (kWh)";
    expect(missing.json<FieldErrors>().error.fields).toEqual({
      biomethaneNm3PerHour: message,
      kwhProduced: message,
    });
    const created = await create(alice, { readingDate: today(), biogasM3: 100, biomethaneNm3PerHour: 5 });
    const cleared = await recordsCaller(testApp.app).request(
      alice,
      'PATCH',
      `/api/production-logs/${created.id}`,
      {
        biomethaneNm3PerHour: null,
      },
    );
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json<FieldErrors>().error.fields.kwhProduced).toBe(message);
  });

  it('lists the newest reading first, by day then time of day', async () => {
    const user = await createRecordsUser(testApp.database, `order-${randomUUID()}@production.fr`);
    const yesterday = addDays(today(), -1);
    await create(user, { readingDate: yesterday, readingTime: '20:00', biogasM3: 1, kwhProduced: 1 });
    await create(user, { readingDate: today(), readingTime: '08:00', biogasM3: 2, kwhProduced: 1 });
    await create(user, { readingDate: today(), readingTime: '18:00', biogasM3: 3, kwhProduced: 1 });
    await create(user, { readingDate: today(), biogasM3: 4, kwhProduced: 1 });
    const list = await recordsCaller(testApp.app).request(user, 'GET', '/api/production-logs');
    expect(list.json<{ items: TProductionLog[] }>().items.map((item) => item.biogasM3)).toEqual([3, 2, 4, 1]);
  });

  it('reads "8:00" as 08:00 and keeps the notes searchable', async () => {
    const note = `Torchère ${randomUUID().slice(0, 8)}`;
    const created = await create(alice, {
      readingDate: today(),
      readingTime: '8:00',
      biogasM3: 100,
      kwhProduced: 10,
      notes: note,
    });
    expect(created.readingTime).toBe('08:00');
    const found = await recordsCaller(testApp.app).request(
      alice,
      'GET',
      `/api/production-logs?q=${encodeURIComponent(note.toLowerCase().replace('è', 'e'))}`,
    );
    expect(found.json<{ items: TProductionLog[] }>().items.map((item) => item.id)).toEqual([created.id]);
    const other = await recordsCaller(testApp.app).request(
      bruno,
      'GET',
      `/api/production-logs?q=${encodeURIComponent(note)}`,
    );
    expect(other.json<{ total: number }>().total).toBe(0);
  });
});

describe('production log: CSV and offline', () => {
  const header =
    'Date;Heure;Biogaz (m³);Biométhane injecté (Nm³/h);Électricité produite (kWh);Température (°C);pH;FOS/TAC;CH4 (%);H2S (ppm);Notes';

  it('imports a SCADA export in the records layout, French decimals and dates', async () => {
    const user = await createRecordsUser(testApp.database, `csv-${randomUUID()}@production.fr`);
    const day = addDays(today(), -1);
    const [year, month, date] = day.split('-');
    const file = `\uFEFF${header}\r\n${date}/${month}/${year};06:00;4 800,5;120,25;;38,2;7,1;0,32;53;140;\r\n${day};;5000;;11000;;;;;;CHP\r\n`;
    const response = await recordsCaller(testApp.app).request(
      user,
      'POST',
      '/api/production-logs/import',
      file,
      {
        'content-type': 'text/csv',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ imported: 2 });
    const list = await recordsCaller(testApp.app).request(
      user,
      'GET',
      '/api/production-logs?sort=biogasM3&order=asc',
    );
    expect(list.json<{ items: TProductionLog[] }>().items).toMatchObject([
      {
        readingDate: day,
        readingTime: '06:00',
        biogasM3: 4800.5,
        biomethaneNm3PerHour: 120.25,
        ph: 7.1,
        fosTac: 0.32,
      },
      { readingDate: day, readingTime: null, biogasM3: 5000, kwhProduced: 11_000, notes: 'CHP' },
    ]);
  });

  it('refuses a file of another format, a future date or a row without output, naming the rows, and writes nothing', async () => {
    const user = await createRecordsUser(testApp.database, `csv-${randomUUID()}@production.fr`);
    const call = recordsCaller(testApp.app);
    const foreign = await call.request(
      user,
      'POST',
      '/api/production-logs/import',
      'Timestamp,Flow,Unit\r\n2026-03-01T00:00,120,Nm3/h\r\n',
      { 'content-type': 'text/csv' },
    );
    expect(foreign.statusCode).toBe(400);
    const foreignError = foreign.json<{ error: { code: string; rows: { message: string }[] } }>().error;
    expect(foreignError.code).toBe('csv_invalid');
    expect(foreignError.rows.map((row) => row.message)).toContain('Colonne inconnue : « Timestamp ».');

    const file = `${header}\r\n${addDays(today(), 1)};;100;10;;;;;;;\r\n${today()};;100;;;;;;;;\r\n${today()};;100;10;;;;;;;\r\n`;
    const refused = await call.request(user, 'POST', '/api/production-logs/import', file, {
      'content-type': 'text/csv',
    });
    expect(refused.statusCode).toBe(400);
    const rows = refused.json<{ error: { rows: { row: number; column?: string; message: string }[] } }>()
      .error.rows;
    expect(rows).toEqual([
      { row: 2, column: 'Date', message: 'La date ne peut pas être dans le futur' },
      expect.objectContaining({
        row: 3,
        message: "Renseignez le biométhane injecté (Nm³/h) ou l'électricité produite (kWh)",
      }),
      expect.objectContaining({ row: 3 }),
    ]);
    expect(await countRows(user)).toBe(0);
  });

  it('takes a reading entered offline by the same rules', async () => {
    const user = await createRecordsUser(testApp.database, `offline-${randomUUID()}@production.fr`);
    const clientId = randomUUID();
    const recordId = randomUUID();
    const inserted = await syncOne(
      user,
      clientId,
      offlineAction({
        table: 'production_logs',
        action: 'insert',
        recordId,
        data: { readingDate: today(), biogasM3: 3000, biomethaneNm3PerHour: 80 },
      }),
    );
    expect(inserted).toMatchObject({ status: 201, body: { id: recordId, biogasM3: 3000 } });
    const refused = await syncOne(
      user,
      clientId,
      offlineAction({
        table: 'production_logs',
        action: 'insert',
        recordId: randomUUID(),
        data: { readingDate: addDays(today(), 1), biogasM3: 3000, biomethaneNm3PerHour: 80 },
      }),
    );
    expect(refused.status).toBe(400);
    expect(await countRows(user)).toBe(1);
  });
});

describe('production log: the summary', () => {
  it('adds the days up, classes the plant, measures the yield gap and flags the anomalies, by hand', async () => {
    const user = await createRecordsUser(testApp.database, `summary-${randomUUID()}@production.fr`);
    const dayOne = addDays(today(), -2);
    const dayTwo = addDays(today(), -1);
    await create(user, {
      readingDate: dayOne,
      readingTime: '08:00',
      biogasM3: 4000,
      biomethaneNm3PerHour: 100,
      methanePercent: 55,
      ph: 7.2,
      fosTac: 0.35,
      temperatureC: 38,
    });
    await create(user, {
      readingDate: dayOne,
      readingTime: '18:00',
      biogasM3: 2000,
      biomethaneNm3PerHour: 120,
      methanePercent: 45,
      ph: 7.0,
      fosTac: 0.45,
    });
    await create(user, {
      readingDate: dayTwo,
      biogasM3: 5000,
      kwhProduced: 12_000,
      ph: 6.5,
      temperatureC: 38,
    });
    // Out of the 7 days: feeds neither the totals nor the gap.
    await create(user, { readingDate: addDays(today(), -20), biogasM3: 9000, biomethaneNm3PerHour: 900 });
    // 100 t at 30 % DM, 90 % VS, BMP 300: 8100 Nm³ CH4 at the lab, 6885 at the plant (× 0.85).
    const lot = await recordsCaller(testApp.app).request(user, 'POST', '/api/raw-materials', {
      name: 'Ensilage de maïs',
      type: 'silage',
      category: 'main_crop',
      quantity: 100,
      deliveryDate: addDays(today(), -3),
      humidityRate: 70,
      volatileSolidsRate: 90,
      methanePotential: 300,
    });
    expect(lot.statusCode, lot.body).toBe(201);
    // Another user's readings never count.
    await create(bruno, { readingDate: dayOne, biogasM3: 9999, biomethaneNm3PerHour: 4000 });

    const week = await summary(user, 7);
    expect(week.period).toEqual({ days: 7, from: addDays(today(), -6), to: today() });
    expect(week.days).toHaveLength(2);
    // Day one: 4000 + 2000 m³, flows 100 and 120 → 110 Nm³/h, CH4 55 and 45 → 50 %: 3000 Nm³ of methane.
    expect(week.days[0]).toMatchObject({
      date: dayOne,
      readingCount: 2,
      biogasM3: 6000,
      biomethaneNm3PerHour: 110,
      methanePercent: 50,
      measuredMethaneNm3: 3000,
      kwhProduced: null,
    });
    expect(week.days[0]?.ph).toBeCloseTo(7.1, 10);
    expect(week.days[0]?.fosTac).toBeCloseTo(0.4, 10);
    // Day two: a CHP day without CH4 or flow: no methane measured.
    expect(week.days[1]).toMatchObject({
      date: dayTwo,
      biogasM3: 5000,
      kwhProduced: 12_000,
      measuredMethaneNm3: null,
    });
    expect(week.totals).toMatchObject({
      daysLogged: 2,
      readingCount: 3,
      biogasM3: 11_000,
      kwhProduced: 12_000,
      measuredMethaneNm3: 3000,
      averages: { biogasM3PerDay: 5500, biomethaneNm3PerHour: 110, kwhPerDay: 12_000 },
    });
    // 110 Nm³/h: "Unité moyenne".
    expect(week.productionClass).toBe('medium');
    expect(week.yieldGap).toMatchObject({
      measuredMethaneNm3: 3000,
      daysCovered: 1,
      periodDays: 7,
      lotCount: 1,
    });
    expect(week.yieldGap.feedMethaneNm3).toBeCloseTo(6885, 6);
    expect(week.yieldGap.expectedMethaneNm3).toBeCloseTo(6885 / 7, 6);
    expect(week.yieldGap.ratio).toBeCloseTo(3000 / (6885 / 7), 6);
    // Newest first: pH 6.5 (< 6.8), then the 18:00 reading's CH4 45 % (< 50 %) and FOS/TAC 0.45 (> 0.4).
    expect(week.anomalyCount).toBe(3);
    expect(
      week.anomalies.map((anomaly) => [
        anomaly.date,
        anomaly.measure,
        anomaly.kind,
        anomaly.direction,
        anomaly.value,
      ]),
    ).toEqual([
      [dayTwo, 'ph', 'process-limit', 'below', 6.5],
      [dayOne, 'methanePercent', 'process-limit', 'below', 45],
      [dayOne, 'fosTac', 'process-limit', 'above', 0.45],
    ]);
    expect(week.anomalies[2]).toMatchObject({ limit: 0.4, range: { min: 0.3, max: 0.4, origin: 'domain' } });

    // Thirty days take the older reading in: 900 Nm³/h lifts the average to (110 + 900) / 2 = 505, "Grande unité".
    const month = await summary(user, 30);
    expect(month.totals.biogasM3).toBe(20_000);
    expect(month.productionClass).toBe('large');
  });

  it('is empty for a new user, and refuses another period in French', async () => {
    const user = await createRecordsUser(testApp.database, `empty-${randomUUID()}@production.fr`);
    const empty = await summary(user, 365);
    expect(empty).toMatchObject({ days: [], productionClass: null, anomalies: [], anomalyCount: 0 });
    expect(empty.yieldGap).toMatchObject({ measuredMethaneNm3: 0, expectedMethaneNm3: 0, ratio: null });
    const refused = await recordsCaller(testApp.app).request(
      user,
      'GET',
      '/api/production-logs/summary?days=12',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Période invalide (7, 30 ou 365 jours)');
  });

  it("flags H2S and CH4 against the plant's own limits once set, and refuses a limit out of bounds", async () => {
    const user = await createRecordsUser(testApp.database, `limits-${randomUUID()}@production.fr`);
    await create(user, {
      readingDate: today(),
      biogasM3: 4000,
      kwhProduced: 8000,
      h2sPpm: 300,
      methanePercent: 52,
    });
    const flagged = (measures: TProductionSummary) =>
      measures.anomalies.flatMap((anomaly) =>
        anomaly.kind === 'process-limit' ? [[anomaly.measure, anomaly.direction, anomaly.limit]] : [],
      );
    // The defaults (500 ppm, 50 %) let this reading pass.
    expect(flagged(await summary(user, 7))).toEqual([]);

    const call = recordsCaller(testApp.app, 'fr');
    const saved = await call.request(user, 'PATCH', '/api/plant-settings', {
      h2sMaxPpm: 200,
      methaneMinPct: 55,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(flagged(await summary(user, 7))).toEqual([
      ['h2sPpm', 'above', 200],
      ['methanePercent', 'below', 55],
    ]);

    const refused = await call.request(user, 'PATCH', '/api/plant-settings', {
      h2sMaxPpm: 0,
      methaneMinPct: 99,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrors>().error.fields).toEqual({
      h2sMaxPpm: "Le seuil d'H2S doit être compris entre 1 et 10 000 ppm",
      methaneMinPct: 'Le seuil de CH4 doit être compris entre 20 et 95 %',
    });
  });

  it("gives the dashboard the last day's figures, class and anomalies", async () => {
    const user = await createRecordsUser(testApp.database, `card-${randomUUID()}@production.fr`);
    const before = await recordsCaller(testApp.app).request(user, 'GET', '/api/dashboard');
    expect(before.json<TDashboard>().production).toEqual({
      day: null,
      productionClass: null,
      anomalyCount: 0,
    });
    await create(user, { readingDate: addDays(today(), -4), biogasM3: 3000, biomethaneNm3PerHour: 90 });
    await create(user, {
      readingDate: addDays(today(), -1),
      biogasM3: 4000,
      biomethaneNm3PerHour: 150,
      fosTac: 0.5,
    });
    const after = await recordsCaller(testApp.app).request(user, 'GET', '/api/dashboard');
    expect(after.json<TDashboard>().production).toMatchObject({
      day: { date: addDays(today(), -1), biogasM3: 4000, biomethaneNm3PerHour: 150 },
      productionClass: 'medium',
      anomalyCount: 1,
    });
  });
});
