// The registers of issue 19 (points 2, 4 and 6): the lot's register fields through the records resource (bad
// input in French and English, nothing written), the admission register and its CSV from hand-built lots (a
// refused lot included), its 15 % main-crop rule equal to the analysis page's, the mass balance worked out by hand
// from hand-built feed and production, a bad period, and another user's lots, feed and readings never in mine.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawMaterials } from '../../src/server/db/schema/raw-materials.js';
import type { TRawMaterial, TRawMaterialsAnalysis } from '../../src/shared/contracts/raw-materials.js';
import type { TAdmissionRegister, TMassBalance } from '../../src/shared/contracts/registers.js';
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

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };

const call = (language = 'fr') => recordsCaller(testApp.app, language);
const newUser = (label: string) =>
  createRecordsUser(testApp.database, `${label}-${randomUUID()}@registre.fr`);

async function countLots(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(rawMaterials)
    .where(eq(rawMaterials.userId, userId));
  return row?.count ?? 0;
}

async function createLot(userId: string, fields: Record<string, unknown>): Promise<TRawMaterial> {
  const response = await call().request(userId, 'POST', '/api/raw-materials', {
    name: 'Ensilage de maïs',
    type: 'silage',
    category: 'main_crop',
    quantity: 30,
    deliveryDate: '2025-03-10',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRawMaterial>();
}

async function getJson<T>(userId: string, url: string): Promise<T> {
  const response = await call().request(userId, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('lot register fields', () => {
  it('stores origin, distance, declaration and a refusal with its reason, and clears the reason when un-refused', async () => {
    const user = await newUser('fields');
    const lot = await createLot(user, {
      origin: 'Parcelle Les Noues',
      transportDistanceKm: 12.5,
      sustainabilityDeclaration: true,
    });
    expect(lot).toMatchObject({
      origin: 'Parcelle Les Noues',
      transportDistanceKm: 12.5,
      sustainabilityDeclaration: true,
      refused: false,
      refusalReason: null,
    });
    const refused = await call().request(user, 'PATCH', `/api/raw-materials/${lot.id}`, {
      refused: true,
      refusalReason: 'Corps étrangers (plastiques)',
    });
    expect(refused.json<TRawMaterial>()).toMatchObject({
      refused: true,
      refusalReason: 'Corps étrangers (plastiques)',
    });
    const admitted = await call().request(user, 'PATCH', `/api/raw-materials/${lot.id}`, { refused: false });
    expect(admitted.json<TRawMaterial>()).toMatchObject({ refused: false, refusalReason: null });
  });

  it('refuses a refused lot without its reason and a distance out of range, in French and English, writing nothing', async () => {
    const user = await newUser('bad');
    const body = {
      name: 'Lisier',
      type: 'slurry',
      category: 'effluent',
      quantity: 10,
      deliveryDate: '2025-03-10',
    };
    for (const [language, reason, distance] of [
      ['fr', 'Indiquez le motif du refus', 'La distance doit être comprise entre 0 et 2 000 km'],
      ['en', 'Give the reason for the refusal', 'The distance must be between 0 and 2,000 km'],
    ] as const) {
      const noReason = await call(language).request(user, 'POST', '/api/raw-materials', {
        ...body,
        refused: true,
        refusalReason: '   ',
      });
      expect(noReason.statusCode, noReason.body).toBe(400);
      expect(noReason.json<ErrorBody>().error.fields.refusalReason).toBe(reason);
      const far = await call(language).request(user, 'POST', '/api/raw-materials', {
        ...body,
        transportDistanceKm: 2000.5,
      });
      expect(far.statusCode, far.body).toBe(400);
      expect(far.json<ErrorBody>().error.fields.transportDistanceKm).toBe(distance);
      const negative = await call(language).request(user, 'POST', '/api/raw-materials', {
        ...body,
        transportDistanceKm: -1,
      });
      expect(negative.json<ErrorBody>().error.fields.transportDistanceKm).toBe(distance);
    }
    expect(await countLots(user)).toBe(0);

    // An update that refuses a stored lot without a reason: refused, the lot unchanged.
    const lot = await createLot(user, {});
    const patched = await call().request(user, 'PATCH', `/api/raw-materials/${lot.id}`, { refused: true });
    expect(patched.statusCode, patched.body).toBe(400);
    expect(patched.json<ErrorBody>().error.fields.refusalReason).toBe('Indiquez le motif du refus');
    const stored = await getJson<TRawMaterial>(user, `/api/raw-materials/${lot.id}`);
    expect(stored).toMatchObject({ refused: false, refusalReason: null, version: lot.version });

    // A CSV import with a refused lot and no reason: the whole file refused, nothing imported.
    const header =
      'Nom;Type;Catégorie;Fournisseur;Quantité (t MB);Date de livraison;Lot refusé;Motif du refus';
    const file = `\uFEFF${header}\r\nFumier;Fumier;Effluent d'élevage;;5;2025-04-01;non;\r\nPaille;Autre;Autre;;2;2025-04-02;oui;\r\n`;
    const before = await countLots(user);
    const imported = await call().request(user, 'POST', '/api/raw-materials/import', file, {
      'content-type': 'text/csv',
    });
    expect(imported.statusCode, imported.body).toBe(400);
    expect(await countLots(user)).toBe(before);
  });
});

describe('refused lots and the feed log', () => {
  it('refuses feeding a refused lot and refusing a lot already fed, in French and English', async () => {
    const user = await newUser('fed');
    const refusedLot = await createLot(user, { refused: true, refusalReason: 'Trop de terre' });
    for (const [language, message] of [
      ['fr', "Ce lot a été refusé à l'entrée : il ne peut pas être chargé"],
      ['en', 'This lot was refused at the gate: it cannot be fed'],
    ] as const) {
      const fed = await call(language).request(user, 'POST', '/api/feed-logs', {
        rawMaterialId: refusedLot.id,
        fedOn: '2025-03-11',
        tonnes: 2,
      });
      expect(fed.statusCode, fed.body).toBe(400);
      expect(fed.json<ErrorBody>().error.fields.rawMaterialId).toBe(message);
    }
    const lot = await createLot(user, {});
    const fed = await call().request(user, 'POST', '/api/feed-logs', {
      rawMaterialId: lot.id,
      fedOn: '2025-03-11',
      tonnes: 2,
    });
    expect(fed.statusCode, fed.body).toBe(201);
    const refusal = await call().request(user, 'PATCH', `/api/raw-materials/${lot.id}`, {
      refused: true,
      refusalReason: 'Découvert après coup',
    });
    expect(refusal.statusCode, refusal.body).toBe(400);
    expect(refusal.json<ErrorBody>().error.message).toBe(
      "Ce lot a des entrées au journal d'alimentation : il ne peut pas être marqué refusé (supprimez d'abord ses entrées).",
    );
    const stored = await getJson<TRawMaterial>(user, `/api/raw-materials/${lot.id}`);
    expect(stored).toMatchObject({ refused: false, refusalReason: null, version: lot.version });
  });
});

describe('lot register fields entered offline', () => {
  it('stores a refused lot with its reason and refuses one without, as online', async () => {
    const user = await newUser('offline');
    const clientId = randomUUID();
    const recordId = randomUUID();
    const data = {
      name: 'Fumier pailleux',
      type: 'manure',
      category: 'effluent',
      quantity: 8,
      deliveryDate: '2025-05-02',
    };
    const inserted = await syncOne(
      user,
      clientId,
      offlineAction({
        table: 'raw_materials',
        action: 'insert',
        recordId,
        data: {
          ...data,
          origin: 'Ferme de la Vallée',
          transportDistanceKm: 3,
          refused: true,
          refusalReason: 'Trop humide',
        },
      }),
    );
    expect(inserted).toMatchObject({
      status: 201,
      body: {
        id: recordId,
        origin: 'Ferme de la Vallée',
        transportDistanceKm: 3,
        refused: true,
        refusalReason: 'Trop humide',
      },
    });
    const refused = await syncOne(
      user,
      clientId,
      offlineAction({
        table: 'raw_materials',
        action: 'insert',
        recordId: randomUUID(),
        data: { ...data, refused: true },
      }),
    );
    expect(refused.status).toBe(400);
    expect(await countLots(user)).toBe(1);
  });
});

describe('admission register', () => {
  let alice = '';
  let bob = '';

  beforeAll(async () => {
    alice = await newUser('alice');
    bob = await newUser('bob');
    await createLot(alice, {
      supplier: 'GAEC du Moulin',
      origin: 'Parcelle Les Noues',
      transportDistanceKm: 12.5,
      sustainabilityDeclaration: true,
    });
    await createLot(alice, {
      name: 'Maïs grain humide',
      type: 'cereal',
      quantity: 50,
      deliveryDate: '2025-03-12',
      supplier: 'SCEA Durand',
      refused: true,
      refusalReason: 'Moisissures visibles',
    });
    await createLot(alice, {
      name: 'Seigle CIVE',
      category: 'cive',
      quantity: 20,
      deliveryDate: '2025-06-01',
      supplier: 'EARL des Prés',
    });
    await createLot(alice, { name: 'Hors période', deliveryDate: '2024-12-31' });
    await createLot(bob, { name: 'Lot de Bob', supplier: 'Bob', deliveryDate: '2025-03-11' });
  });

  it('gives a line per delivered lot of the period, the refusal and the lots without a declaration', async () => {
    const register = await getJson<TAdmissionRegister>(
      alice,
      '/api/regulation/admission-register?from=2025-01-01&to=2025-12-31',
    );
    expect(register.lines.map((line) => [line.deliveryDate, line.name])).toEqual([
      ['2025-03-10', 'Ensilage de maïs'],
      ['2025-03-12', 'Maïs grain humide'],
      ['2025-06-01', 'Seigle CIVE'],
    ]);
    expect(register.lines[0]).toMatchObject({
      type: 'silage',
      category: 'main_crop',
      quantity: 30,
      unit: 't',
      supplier: 'GAEC du Moulin',
      origin: 'Parcelle Les Noues',
      transportDistanceKm: 12.5,
      sustainabilityDeclaration: true,
      refused: false,
      isMissingDeclaration: false,
    });
    expect(register.lines[1]).toMatchObject({
      refused: true,
      refusalReason: 'Moisissures visibles',
      isMissingDeclaration: false,
    });
    expect(register.lines[2]).toMatchObject({
      isMissingDeclaration: true,
      origin: null,
      transportDistanceKm: null,
    });
    expect(register).toMatchObject({
      admittedCount: 2,
      refusedCount: 1,
      missingDeclarationCount: 1,
      isTruncated: false,
    });

    // The 15 % rule of 2025 from the deliveries (no feed log): the refused 50 t left out. 30 t of main crop out
    // of 30 + 20 = 50 t is 60 %; without the 20 t of CIVE, 100 %. The analysis page gives the same answer.
    const rule = register.mainCropRule;
    expect(rule.year).toBe(2025);
    expect(rule.years.at(-1)).toMatchObject({
      source: 'deliveries',
      mainCropFreshTonnes: 30,
      allFreshTonnes: 50,
      shareOfAllInputsPct: 60,
      shareExcludingCivePct: 100,
    });
    const analysis = await getJson<TRawMaterialsAnalysis>(alice, '/api/raw-materials/analysis?year=2025');
    expect(analysis.mainCropRule).toEqual(rule);

    // Bob's lot is never in Alice's register, nor Alice's in Bob's.
    const bobs = await getJson<TAdmissionRegister>(
      bob,
      '/api/regulation/admission-register?from=2025-01-01&to=2025-12-31',
    );
    expect(bobs.lines.map((line) => line.name)).toEqual(['Lot de Bob']);
  });

  it('defaults to the current calendar year and completes a period given by one date', async () => {
    const current = await getJson<TAdmissionRegister>(alice, '/api/regulation/admission-register');
    const year = new Date().getFullYear();
    expect(current.from.slice(0, 4)).toBe(current.to.slice(0, 4));
    expect([year - 1, year, year + 1]).toContain(Number(current.from.slice(0, 4)));
    expect(current.from.endsWith('-01-01') && current.to.endsWith('-12-31')).toBe(true);
    const fromOnly = await getJson<TAdmissionRegister>(
      alice,
      '/api/regulation/admission-register?from=2025-03-11',
    );
    expect(fromOnly).toMatchObject({ from: '2025-03-11', to: '2025-12-31' });
    expect(fromOnly.lines.map((line) => line.name)).toEqual(['Maïs grain humide', 'Seigle CIVE']);
  });

  it('writes the CSV with the records conventions, in French and English, holding my lots only', async () => {
    const response = await call().request(
      alice,
      'GET',
      '/api/regulation/admission-register.csv?from=2025-01-01&to=2025-12-31',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('registre-admission-2025-01-01-2025-12-31.csv');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDate;Désignation;Catégorie;Tonnage ou volume;Unité;Expéditeur;Origine;Distance (km);Déclaration de durabilité au dossier;Refusé;Motif du refus',
    );
    expect(lines.slice(1)).toEqual([
      '2025-03-10;Ensilage de maïs (Ensilage);Culture principale;30;t;GAEC du Moulin;Parcelle Les Noues;12,5;oui;non;',
      '2025-03-12;Maïs grain humide (Céréale);Culture principale;50;t;SCEA Durand;;;non;oui;Moisissures visibles',
      '2025-06-01;Seigle CIVE (Ensilage);CIVE;20;t;EARL des Prés;;;non;non;',
      '',
    ]);
    expect(response.body).not.toContain('Bob');

    const english = await call('en').request(
      alice,
      'GET',
      '/api/regulation/admission-register.csv?from=2025-03-12&to=2025-03-12',
    );
    expect(english.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFDate;Designation;Category;Tonnage or volume;Unit;Sender;Origin;Distance (km);Sustainability declaration on file;Refused;Reason for refusal',
      '2025-03-12;Maïs grain humide (Cereal);Main crop;50;t;SCEA Durand;;;no;yes;Moisissures visibles',
    ]);
    const bobs = await call().request(
      bob,
      'GET',
      '/api/regulation/admission-register.csv?from=2025-01-01&to=2025-12-31',
    );
    expect(bobs.body).toContain('Lot de Bob');
    expect(bobs.body).not.toContain('GAEC du Moulin');
  });

  it('refuses a bad period in the user’s language', async () => {
    const reversed = await call().request(
      alice,
      'GET',
      '/api/regulation/admission-register?from=2025-06-01&to=2025-01-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<ErrorBody>().error.fields.to).toBe(
      'La date de fin doit être après la date de début',
    );
    const reversedEn = await call('en').request(
      alice,
      'GET',
      '/api/regulation/admission-register.csv?from=2025-06-01&to=2025-01-01',
    );
    expect(reversedEn.statusCode).toBe(400);
    expect(reversedEn.json<ErrorBody>().error.fields.to).toBe('The end date must be after the start date');
    const notADay = await call().request(
      alice,
      'GET',
      '/api/regulation/admission-register?from=2025-02-30&to=2025-03-01',
    );
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json<ErrorBody>().error.fields.from).toBeDefined();
    const tooLong = await call().request(
      alice,
      'GET',
      '/api/regulation/admission-register?from=2000-01-01&to=2025-01-01',
    );
    expect(tooLong.json<ErrorBody>().error.fields.to).toBe('Période trop longue : 10 ans au plus');
    const badYear = await call('en').request(alice, 'GET', '/api/regulation/mass-balance?year=20x5');
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json<ErrorBody>().error.fields.year).toBe('Invalid year');
  });
});

describe('mass balance', () => {
  it('balances the feed log against the production log month by month, worked out by hand', async () => {
    const carol = await newUser('carol');
    const dave = await newUser('dave');
    // DM 30 % (moisture 70 %), VS 90 % of DM, BMP 350: a tonne carries 270 kg VS and 94.5 Nm³ CH4.
    const lot = await createLot(carol, {
      quantity: 100,
      deliveryDate: '2025-02-01',
      humidityRate: 70,
      volatileSolidsRate: 90,
      methanePotential: 350,
    });
    const feed = async (userId: string, rawMaterialId: string, fedOn: string, tonnes: number) => {
      const response = await call().request(userId, 'POST', '/api/feed-logs', {
        rawMaterialId,
        fedOn,
        tonnes,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const reading = async (userId: string, body: Record<string, unknown>) => {
      const response = await call().request(userId, 'POST', '/api/production-logs', body);
      expect(response.statusCode, response.body).toBe(201);
    };
    // March: 10 t fed (945 Nm³ expected); 1 500 m³ of biogas at 52 % CH4 = 780 Nm³ measured, 30 Nm³/h of
    // biomethane = 720 Nm³.
    await feed(carol, lot.id, '2025-03-05', 10);
    await reading(carol, {
      readingDate: '2025-03-05',
      biogasM3: 1500,
      methanePercent: 52,
      biomethaneNm3PerHour: 30,
    });
    // April: fed, no reading. May: a reading, no feed. June: 1 t fed (94.5 Nm³) but 500 Nm³ measured.
    await feed(carol, lot.id, '2025-04-02', 4);
    await reading(carol, {
      readingDate: '2025-05-02',
      biogasM3: 1000,
      methanePercent: 50,
      kwhProduced: 1800,
    });
    await feed(carol, lot.id, '2025-06-02', 1);
    await reading(carol, {
      readingDate: '2025-06-02',
      biogasM3: 1000,
      methanePercent: 50,
      biomethaneNm3PerHour: 20,
    });
    // Dave's feed and readings must never reach Carol's balance.
    const davesLot = await createLot(dave, { quantity: 500, deliveryDate: '2025-01-02', humidityRate: 70 });
    await feed(dave, davesLot.id, '2025-03-05', 400);
    await reading(dave, {
      readingDate: '2025-03-05',
      biogasM3: 9000,
      methanePercent: 60,
      biomethaneNm3PerHour: 200,
    });

    const balance = await getJson<TMassBalance>(carol, '/api/regulation/mass-balance?year=2025');
    expect(balance).toMatchObject({
      year: 2025,
      densityKgPerM3: 1.2,
      minRatioPct: 50,
      maxRatioPct: 100,
      methaneKwhPcsPerNm3: 11.06,
    });
    expect(balance.months.map((month) => [month.key, month.status])).toEqual([
      ['2025-01', 'no_data'],
      ['2025-02', 'no_data'],
      ['2025-03', 'balanced'],
      ['2025-04', 'no_production'],
      ['2025-05', 'no_feed'],
      ['2025-06', 'above_expected'],
      ['2025-07', 'no_data'],
      ['2025-08', 'no_data'],
      ['2025-09', 'no_data'],
      ['2025-10', 'no_data'],
      ['2025-11', 'no_data'],
      ['2025-12', 'no_data'],
    ]);
    const march = balance.months[2];
    expect(march?.inputs).toMatchObject({
      daysFed: 1,
      freshTonnes: 10,
      volatileSolidsKg: 2700,
      incompleteEntryCount: 0,
    });
    expect(march?.inputs?.expectedMethaneNm3).toBeCloseTo(945, 6);
    expect(march?.inputs?.expectedEnergyKwhPcs).toBeCloseTo(945 * 11.06, 4);
    expect(march?.outputs).toMatchObject({ daysLogged: 1, biogasM3: 1500, electricityKwh: null });
    expect(march?.outputs?.measuredMethaneNm3).toBeCloseTo(780, 6);
    expect(march?.outputs?.biomethaneNm3).toBeCloseTo(720, 6);
    expect(march?.outputs?.energyKwhPcs).toBeCloseTo(780 * 11.06, 4);
    // Digestate: 10 t − 1 500 m³ × 1.2 kg/m³ = 8.2 t; gap 780 / 945 = 82.54 %.
    expect(march?.digestate?.calculatedTonnes).toBeCloseTo(8.2, 6);
    expect(march?.gap?.ratioPct).toBeCloseTo((780 / 945) * 100, 6);
    expect(march?.gap?.kwh).toBeCloseTo((780 - 945) * 11.06, 4);
    expect(balance.months[3]).toMatchObject({ outputs: null, digestate: null, gap: null });
    expect(balance.months[4]).toMatchObject({ inputs: null, digestate: null, gap: null });
    expect(balance.months[4]?.outputs?.electricityKwh).toBe(1800);
    expect(balance.months[5]?.gap?.ratioPct).toBeCloseTo((500 / 94.5) * 100, 6);
    // The year: 15 t fed, 3 500 m³ of biogas; 780 + 500 + 500 Nm³ measured against 15 × 94.5 expected.
    expect(balance.total.inputs?.freshTonnes).toBe(15);
    expect(balance.total.outputs?.biogasM3).toBe(3500);
    expect(balance.total.digestate?.calculatedTonnes).toBeCloseTo(15 - 4.2, 6);
    expect(balance.total.gap?.ratioPct).toBeCloseTo((1780 / 1417.5) * 100, 6);
    expect(balance.total.status).toBe('above_expected');

    // Dave sees his own balance only.
    const daves = await getJson<TMassBalance>(dave, '/api/regulation/mass-balance?year=2025');
    expect(daves.total.inputs?.freshTonnes).toBe(400);
    expect(daves.total.outputs?.biogasM3).toBe(9000);
  });
});
