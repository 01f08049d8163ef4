// RED II greenhouse-gas savings (issue 19 point 3): the year and its months worked out from a hand-built feed log,
// under the plant's profile; months without feed marked, never 0 %; the operator's values (overrides) checked
// against their physical range, refused whole with each field named in French or English; another user's lots,
// feed and values never counted, read or written.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGhgOverrides, TGhgReport } from '../../src/shared/contracts/ghg.js';
import type { TRawMaterial } from '../../src/shared/contracts/raw-materials.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const call = (language = 'fr') => recordsCaller(testApp.app, language);
const newUser = (label: string) => createRecordsUser(testApp.database, `${label}-${randomUUID()}@ghg.fr`);

type FieldErrors = { error: { code: string; message: string; fields: Record<string, string> } };

async function setProfile(userId: string, profile: Record<string, unknown>) {
  const response = await call().request(userId, 'PATCH', '/api/plant-settings', profile);
  expect(response.statusCode, response.body).toBe(200);
}

async function createLot(userId: string, fields: Record<string, unknown>): Promise<TRawMaterial> {
  const response = await call().request(userId, 'POST', '/api/raw-materials', {
    quantity: 1000,
    deliveryDate: '2024-12-01',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRawMaterial>();
}

async function feed(userId: string, lot: TRawMaterial, fedOn: string, tonnes: number) {
  const response = await call().request(userId, 'POST', '/api/feed-logs', {
    fedOn,
    rawMaterialId: lot.id,
    tonnes,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function report(userId: string, year = 2025): Promise<TGhgReport> {
  const response = await call().request(userId, 'GET', `/api/regulation/ghg?year=${String(year)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TGhgReport>();
}

function patchOverrides(userId: string, body: unknown, language = 'fr') {
  return call(language).request(userId, 'PATCH', '/api/regulation/ghg/overrides', body);
}

// Typical terms, closed digestate, off-gas combusted (domain.md): manure 3.2 + 4.5 + 1.0 + 3.3 − 111.9;
// maize 17.6 + 4.3 + 4.5 + 0 + 3.3. Default: the processing terms (digestion, upgrading, compression) × 1.4.
const manureTypical = 3.2 + 4.5 + 1.0 + 3.3 - 111.9;
const maizeTypical = 17.6 + 4.3 + 4.5 + 0 + 3.3;
const manureDefault = (3.2 + 4.5 + 3.3) * 1.4 + 1.0 - 111.9;
const maizeDefault = 17.6 + (4.3 + 4.5 + 3.3) * 1.4;

/** Savings of a manure/maize mix from its fresh tonnes (moisture at the standard: Wₙ is the mass share). */
function handSavings(manureTonnes: number, maizeTonnes: number, manureE: number, maizeE: number): number {
  const total = manureTonnes + maizeTonnes;
  const manurePW = 0.5 * (manureTonnes / total);
  const maizePW = 4.16 * (maizeTonnes / total);
  const emission = (manurePW * manureE + maizePW * maizeE) / (manurePW + maizePW);
  return (94 - emission) / 94;
}

/** A plant with slurry (no moisture measured) and maize silage at 65 % (its standard moisture), fed in 2025. */
async function plantWithFeed(label: string) {
  const user = await newUser(label);
  await setProfile(user, {
    commissioningDate: '2022-03-01',
    endUse: 'biomethane_injection',
    digestateStorage: 'closed',
    upgradingOffGas: 'combusted',
  });
  const slurry = await createLot(user, { name: 'Lisier de porc', type: 'slurry', category: 'effluent' });
  const maize = await createLot(user, {
    name: 'Ensilage de maïs',
    type: 'silage',
    category: 'main_crop',
    humidityRate: 65,
  });
  // January: 80 t slurry (two entries) and 20 t maize, the 80/20 mix; March: 10 t maize alone.
  await feed(user, slurry, '2025-01-03', 50);
  await feed(user, slurry, '2025-01-20', 30);
  await feed(user, maize, '2025-01-10', 20);
  await feed(user, maize, '2025-03-15', 10);
  return { user, slurry, maize };
}

describe('GHG savings from the feed log', () => {
  it('works out each month and the year from the entries, by hand', async () => {
    const { user } = await plantWithFeed('figures');
    const ghg = await report(user);
    expect(ghg.year).toBe(2025);
    expect(ghg.profile).toMatchObject({ commissioningDate: '2022-03-01', endUse: 'biomethane_injection' });

    const january = ghg.months[0];
    expect(january?.entryCount).toBe(3);
    expect(january?.result.status).toBe('calculated');
    expect(january?.result.totalTonnes).toBe(100);
    expect(january?.result.weights.map((line) => [line.pathway, line.tonnes])).toEqual([
      ['manure', 80],
      ['maize', 20],
    ]);
    expect(january?.result.weights[0]?.share).toBeCloseTo(0.4 / 1.232, 10);
    expect(january?.result.typical?.savings).toBeCloseTo(
      handSavings(80, 20, manureTypical, maizeTypical),
      10,
    );
    expect(january?.result.typical?.savings).toBeCloseTo(1.132, 2); // ≈ 113 %
    expect(january?.result.default?.savings).toBeCloseTo(
      handSavings(80, 20, manureDefault, maizeDefault),
      10,
    );
    expect(january?.result.threshold).toEqual({
      status: 'applies',
      minimumSavings: 0.65,
      rule: 'transportFrom2021',
    });
    expect(january?.result.default?.meetsThreshold).toBe(true);
    expect(january?.result.declaredBasis).toBe('default');

    // March: maize alone, closed and combusted: 68 % typical, 63 % default (domain.md).
    const march = ghg.months[2];
    expect(march?.entryCount).toBe(1);
    expect(march?.result.typical?.savings).toBeCloseTo((94 - maizeTypical) / 94, 10);
    expect(march?.result.default?.savings).toBeCloseTo((94 - maizeDefault) / 94, 10);
    expect(march?.result.default?.meetsThreshold).toBe(false);

    // The other months: no feed, no figure.
    for (const month of ghg.months.filter((line) => ![1, 3].includes(line.month))) {
      expect(month.entryCount).toBe(0);
      expect(month.result.status).toBe('no_feed');
      expect(month.result.typical).toBeNull();
      expect(month.result.default).toBeNull();
    }

    // The year: its whole mix, 80 t slurry and 30 t maize.
    expect(ghg.total.totalTonnes).toBe(110);
    expect(ghg.total.typical?.savings).toBeCloseTo(handSavings(80, 30, manureTypical, maizeTypical), 10);
    expect(ghg.total.default?.savings).toBeCloseTo(handSavings(80, 30, manureDefault, maizeDefault), 10);

    // Another year of the same plant: nothing fed, no figure.
    const empty = await report(user, 2024);
    expect(empty.total.status).toBe('no_feed');
    expect(empty.total.default).toBeNull();
  });

  it('weighs by the lot’s measured moisture', async () => {
    const user = await newUser('moisture');
    await setProfile(user, { commissioningDate: '2022-03-01', digestateStorage: 'closed' });
    const slurry = await createLot(user, {
      name: 'Lisier',
      type: 'slurry',
      category: 'effluent',
      humidityRate: 95,
    });
    const maize = await createLot(user, {
      name: 'Maïs',
      type: 'silage',
      category: 'main_crop',
      humidityRate: 72,
    });
    await feed(user, slurry, '2025-06-01', 60);
    await feed(user, maize, '2025-06-02', 40);
    const june = (await report(user)).months[5]?.result;
    // W_manure = 0.6·0.05/0.10 = 0.3; W_maize = 0.4·0.28/0.35 = 0.32; P·W 0.15 and 1.3312.
    expect(june?.weights[0]?.weight).toBeCloseTo(0.3, 10);
    expect(june?.weights[1]?.weight).toBeCloseTo(0.32, 10);
    expect(june?.weights[1]?.share).toBeCloseTo(1.3312 / 1.4812, 10);
  });

  it('heat only: the biogas burnt on site, no upgrading, E/η_h against 80, the 2026 threshold', async () => {
    const user = await newUser('heat');
    await setProfile(user, { commissioningDate: '2026-02-01', endUse: 'heat', digestateStorage: 'open' });
    const slurry = await createLot(user, { name: 'Fumier', type: 'manure', category: 'effluent' });
    await feed(user, slurry, '2026-03-02', 30);
    const march = (await report(user, 2026)).months[2]?.result;
    // Default biogas E = 0 + 84.2·1.4 + 1.0 − 124.4 (no upgrading nor compression); EC_h = E / 0.5.
    const biogas = 84.2 * 1.4 + 1.0 - 124.4;
    expect(march?.default?.pathways[0]?.terms).toMatchObject({ upgrading: 0, compression: 0 });
    expect(march?.default?.gasEmission).toBeCloseTo(biogas, 10);
    expect(march?.default?.emission).toBeCloseTo(biogas / 0.5, 10);
    expect(march?.comparator).toBe(80);
    expect(march?.default?.savings).toBeCloseTo((80 - biogas / 0.5) / 80, 10);
    expect(march?.threshold).toEqual({ status: 'applies', minimumSavings: 0.8, rule: 'powerHeatFrom2026' });
    expect(march?.conversion).toEqual({ endUse: 'heat', heatEfficiency: 0.5 });
  });

  it('a plant without a commissioning date: the threshold cannot be chosen', async () => {
    const user = await newUser('no-date');
    const lot = await createLot(user, { name: 'Maïs', type: 'silage', category: 'main_crop' });
    await feed(user, lot, '2025-02-01', 5);
    const ghg = await report(user);
    expect(ghg.profile.isSaved).toBe(false);
    expect(ghg.total.threshold).toEqual({ status: 'unknown_commissioning_date' });
    expect(ghg.total.default?.meetsThreshold).toBeNull();
  });

  it('counts only the user’s own lots and feed', async () => {
    const { user } = await plantWithFeed('alice');
    const other = await plantWithFeed('bruno');
    const otherLot = await createLot(other.user, {
      name: 'Biodéchets',
      type: 'by-product',
      category: 'by_product',
    });
    await feed(other.user, otherLot, '2025-01-05', 500);
    const ghg = await report(user);
    expect(ghg.months[0]?.result.totalTonnes).toBe(100);
    expect(ghg.months[0]?.result.weights.map((line) => line.pathway)).toEqual(['manure', 'maize']);
    expect(ghg.total.totalTonnes).toBe(110);
  });
});

describe('GHG values: overrides', () => {
  it('an override changes the calculation, a reset puts the source value back', async () => {
    const { user } = await plantWithFeed('override');
    const saved = await patchOverrides(user, {
      values: { 'maize.processing.closed': 2.5, electricalEfficiency: 0.4 },
      declaredBasis: 'typical',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<TGhgOverrides>();
    expect(body.declaredBasis).toBe('typical');
    expect(body.values.find((row) => row.key === 'maize.processing.closed')).toMatchObject({
      value: 2.5,
      sourceValue: 4.3,
      isOverridden: true,
      toCheck: true,
    });

    const march = (await report(user)).months[2]?.result;
    expect(march?.declaredBasis).toBe('typical');
    expect(march?.typical?.savings).toBeCloseTo((94 - (17.6 + 2.5 + 4.5 + 3.3)) / 94, 10);

    const reset = await patchOverrides(user, { values: { 'maize.processing.closed': null } });
    expect(reset.statusCode, reset.body).toBe(200);
    const after = reset.json<TGhgOverrides>();
    expect(after.values.find((row) => row.key === 'maize.processing.closed')).toMatchObject({
      value: 4.3,
      isOverridden: false,
    });
    expect(after.values.find((row) => row.key === 'electricalEfficiency')?.value).toBe(0.4);
    expect(after.declaredBasis).toBe('typical');
    const read = await call().request(user, 'GET', '/api/regulation/ghg/overrides');
    expect(read.json<TGhgOverrides>()).toEqual(after);
  });

  it('another user’s values are never read nor written', async () => {
    const alice = await newUser('alice-values');
    const bruno = await newUser('bruno-values');
    expect((await patchOverrides(alice, { values: { compression: 9 } })).statusCode).toBe(200);
    expect(
      (await patchOverrides(bruno, { values: { compression: 1 }, declaredBasis: 'typical' })).statusCode,
    ).toBe(200);
    const aliceValues = (
      await call().request(alice, 'GET', '/api/regulation/ghg/overrides')
    ).json<TGhgOverrides>();
    expect(aliceValues.values.find((row) => row.key === 'compression')?.value).toBe(9);
    expect(aliceValues.declaredBasis).toBe('default');
    const brunoValues = (
      await call().request(bruno, 'GET', '/api/regulation/ghg/overrides')
    ).json<TGhgOverrides>();
    expect(brunoValues.values.find((row) => row.key === 'compression')?.value).toBe(1);
    const stranger = await newUser('stranger');
    const fresh = (
      await call().request(stranger, 'GET', '/api/regulation/ghg/overrides')
    ).json<TGhgOverrides>();
    expect(fresh.values.every((row) => !row.isOverridden)).toBe(true);
  });

  it('refuses out-of-range values whole, each named, in French and English', async () => {
    const user = await newUser('bad-values');
    expect((await patchOverrides(user, { values: { heatEfficiency: 0.6 } })).statusCode).toBe(200);

    const refused = await patchOverrides(user, {
      values: {
        'maize.processing.open': 301,
        electricalEfficiency: 0.01,
        'manure.standardMoisture': 0.995,
        usefulHeatTemperatureC: 700,
        compression: 2,
      },
      declaredBasis: 'typical',
    });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json<FieldErrors>().error.fields;
    expect(fields).toEqual({
      'values.maize.processing.open': 'Une émission doit être comprise entre -300 et 300 gCO2eq/MJ',
      'values.electricalEfficiency': 'Le rendement doit être compris entre 0,05 et 0,95',
      'values.manure.standardMoisture': "L'humidité doit être comprise entre 0 et 0,99",
      'values.usefulHeatTemperatureC': 'La température doit être comprise entre 0 et 600 °C',
    });

    const english = await patchOverrides(user, { values: { 'comparator.heat': 0, nope: 1 } }, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json<FieldErrors>().error.fields).toEqual({
      'values.comparator.heat': 'A fossil comparator must be between 1 and 300 gCO2eq/MJ',
      'values.nope': 'This value does not exist in the calculation',
    });

    for (const body of [
      { values: { compression: 'trois' } },
      { values: { compression: 2 }, extra: true },
      { declaredBasis: 'actual' },
      { values: [1, 2] },
    ]) {
      const response = await patchOverrides(user, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }

    // Nothing of the refused changes was written: the earlier value stays, compression and the basis too.
    const values = (await call().request(user, 'GET', '/api/regulation/ghg/overrides')).json<TGhgOverrides>();
    expect(values.declaredBasis).toBe('default');
    expect(values.values.filter((row) => row.isOverridden).map((row) => [row.key, row.value])).toEqual([
      ['heatEfficiency', 0.6],
    ]);
  });

  it('refuses a wrong year with a clear message', async () => {
    const user = await newUser('bad-year');
    for (const year of ['abc', '1999', '2101', '2025.5']) {
      const response = await call().request(user, 'GET', `/api/regulation/ghg?year=${year}`);
      expect(response.statusCode, year).toBe(400);
      expect(response.json<FieldErrors>().error.fields.year).toBe('Choisissez une année entre 2000 et 2100');
    }
  });

  it('answers 401 without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/regulation/ghg' });
    expect(response.statusCode).toBe(401);
  });
});
