// Raw materials (issue 4, "called CIVE"): the shared records checks, the reference-type rule, and the analysis
// of the planned mix (GET /api/raw-materials/analysis) against a hand calculation from domain.md.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawMaterials } from '../../src/server/db/schema/raw-materials.js';
import {
  MAX_ANALYSED_LOTS,
  type TRawMaterial,
  type TRawMaterialsAnalysis,
} from '../../src/shared/contracts/raw-materials.js';
import {
  MAIN_CROP_CAP_RULE_REFERENCE,
  METHANE_HHV_KWH_PER_NM3,
  METHANE_LHV_KWH_PER_NM3,
} from '../../src/shared/domain/feedstock-analysis.js';
import {
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  REFERENCE_FEEDSTOCK_KEYS,
} from '../../src/shared/domain/feedstock-defaults.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@intrants.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@intrants.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });

async function countRawMaterialRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(rawMaterials)
    .where(eq(rawMaterials.userId, userId));
  return row?.count ?? 0;
}

const doubleOrJunk = fc.oneof(
  fc.double(),
  fc.double({ min: 0, max: 100, noNaN: true }),
  fc.integer({ min: -5, max: 2_000_000_000 }),
  fc.string(),
  fc.constant(null),
);

describe('raw materials: shared records behaviour', () => {
  describeRecordsModule(
    {
      path: '/api/raw-materials',
      samples: [
        {
          name: 'Ensilage de maïs 2025',
          type: 'silage',
          category: 'main_crop',
          supplier: 'GAEC des Prés',
          quantity: 3000,
          deliveryDate: '2025-09-20',
          humidityRate: 65,
        },
        {
          name: 'Lisier bovin',
          type: 'slurry',
          category: 'effluent',
          supplier: 'EARL du Bocage; site "Nord"',
          quantity: 1250.5,
          carbonNitrogenRatio: 8.5,
        },
        {
          name: 'Seigle CIVE',
          type: 'silage',
          category: 'cive',
          quantity: 820,
          deliveryDate: '2026-03-02',
          humidityRate: 72.5,
          volatileSolidsRate: 92,
          methanePotential: 380.25,
          referenceKey: 'green-rye-cive',
        },
        // "other" has no default reference: exported empty, imported back as none.
        { name: '=Fientes de volailles', type: 'other', category: 'effluent', quantity: 12.345 },
      ],
      update: {
        quantity: 2750.25,
        name: 'Ensilage de maïs 2025 (silo 2)',
        humidityRate: null,
        deliveryDate: '2025-10-01',
      },
      sortKeys: ['createdAt', 'deliveryDate', 'name', 'type', 'category', 'quantity'],
      payloadArbitrary: fc.record(
        {
          name: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(''), fc.integer()),
          type: fc.oneof(fc.constantFrom(...RAW_MATERIAL_TYPES), fc.string()),
          category: fc.oneof(fc.constantFrom(...RAW_MATERIAL_CATEGORIES), fc.string()),
          supplier: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(null)),
          quantity: doubleOrJunk,
          humidityRate: doubleOrJunk,
          volatileSolidsRate: doubleOrJunk,
          methanePotential: fc.oneof(doubleOrJunk, fc.double({ min: 0, max: 1000, noNaN: true })),
          carbonNitrogenRatio: fc.oneof(doubleOrJunk, fc.double({ min: 0, max: 1, noNaN: true })),
          referenceKey: fc.oneof(
            fc.constantFrom(...REFERENCE_FEEDSTOCK_KEYS),
            fc.string(),
            fc.constant(null),
          ),
          unit: fc.constantFrom('kg', 'm3', 't'),
          userId: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows: countRawMaterialRows,
      badCsvRow: {
        line: () => 'Maïs grain;Céréale;Culture principale;;12;15/03/2026;120;;;;',
        column: "Taux d'humidité (%)",
      },
    },
    context,
  );
});

async function create(userId: string, fields: Record<string, unknown>): Promise<TRawMaterial> {
  const response = await recordsCaller(testApp.app).request(userId, 'POST', '/api/raw-materials', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TRawMaterial>();
}

describe('raw materials: fields and the reference feedstock', () => {
  it('stores tonnes and the lab values, and takes the default reference of the type', async () => {
    const maize = await create(alice, {
      name: 'Ensilage de maïs 2025',
      type: 'silage',
      category: 'main_crop',
      supplier: '  GAEC des Prés  ',
      quantity: 3000,
      humidityRate: 65,
    });
    expect(maize).toMatchObject({
      supplier: 'GAEC des Prés',
      quantity: 3000,
      humidityRate: 65,
      volatileSolidsRate: null,
      methanePotential: null,
      carbonNitrogenRatio: null,
      referenceKey: 'maize-silage',
    });
    const rows = await testApp.database.db
      .select({ unit: rawMaterials.unit })
      .from(rawMaterials)
      .where(eq(rawMaterials.id, maize.id));
    expect(rows[0]?.unit).toBe('t');
    const other = await create(alice, { name: 'Marc de raisin', type: 'other', category: 'by_product' });
    expect(other).toMatchObject({ quantity: 0, referenceKey: null });
    const straw = await create(alice, {
      name: 'Paille',
      type: 'other',
      category: 'other',
      referenceKey: 'cereal-straw',
    });
    expect(straw.referenceKey).toBe('cereal-straw');
  });

  it('refuses a reference of another type, on create, update and import, with a clear message', async () => {
    const call = recordsCaller(testApp.app);
    const before = await countRawMaterialRows(alice);
    const refused = await call.request(alice, 'POST', '/api/raw-materials', {
      name: 'Lisier bovin',
      type: 'slurry',
      category: 'effluent',
      referenceKey: 'maize-silage',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      referenceKey:
        'Cette référence ne correspond pas au type de la matière : choisissez une référence du même type',
    });
    const inEnglish = await recordsCaller(testApp.app, 'en').request(alice, 'POST', '/api/raw-materials', {
      name: 'Cattle slurry',
      type: 'slurry',
      category: 'effluent',
      referenceKey: 'maize-silage',
    });
    expect(inEnglish.json<{ error: { fields: Record<string, string> } }>().error.fields.referenceKey).toMatch(
      /does not match the material's type/,
    );
    expect(await countRawMaterialRows(alice)).toBe(before);

    const slurry = await create(alice, {
      name: 'Lisier bovin',
      type: 'slurry',
      category: 'effluent',
      quantity: 50,
    });
    const patched = await call.request(alice, 'PATCH', `/api/raw-materials/${slurry.id}`, {
      referenceKey: 'green-rye-cive',
    });
    expect(patched.statusCode).toBe(400);
    expect(
      patched.json<{ error: { fields: Record<string, string> } }>().error.fields.referenceKey,
    ).toBeDefined();
    const pig = await call.request(alice, 'PATCH', `/api/raw-materials/${slurry.id}`, {
      referenceKey: 'pig-slurry',
    });
    expect(pig.json<TRawMaterial>().referenceKey).toBe('pig-slurry');

    const header =
      "Nom;Type;Catégorie;Fournisseur;Quantité (t MB);Taux d'humidité (%);MO (% de la MS);BMP (Nm³ CH4/t MO);Rapport C/N;Référence (valeurs par défaut)";
    const file = `\uFEFF${header}\r\nLisier porcin;Lisier;Effluent d'élevage;;40;;;;;Lisier porcin\r\nLisier 2;Lisier;Effluent d'élevage;;40;;;;;Ensilage de maïs plante entière\r\n`;
    const countBefore = await countRawMaterialRows(alice);
    const imported = await call.request(alice, 'POST', '/api/raw-materials/import', file, {
      'content-type': 'text/csv',
    });
    expect(imported.statusCode, imported.body).toBe(400);
    expect(imported.json<{ error: { rows: { row: number; column?: string }[] } }>().error.rows).toEqual([
      expect.objectContaining({ row: 3, column: 'Référence (valeurs par défaut)' }),
    ]);
    expect(await countRawMaterialRows(alice)).toBe(countBefore);
  });

  it("moves a lot to the new type's default reference when the type changes without one", async () => {
    const call = recordsCaller(testApp.app);
    const lot = await create(alice, {
      name: 'Seigle CIVE',
      type: 'silage',
      category: 'cive',
      referenceKey: 'green-rye-cive',
    });
    const keptSilage = await call.request(alice, 'PATCH', `/api/raw-materials/${lot.id}`, { type: 'silage' });
    expect(keptSilage.json<TRawMaterial>().referenceKey).toBe('green-rye-cive');
    const toFodder = await call.request(alice, 'PATCH', `/api/raw-materials/${lot.id}`, { type: 'fodder' });
    expect(toFodder.json<TRawMaterial>().referenceKey).toBe('grass-clover-grass');
    const backToDefault = await call.request(alice, 'PATCH', `/api/raw-materials/${lot.id}`, {
      type: 'silage',
      referenceKey: null,
    });
    expect(backToDefault.json<TRawMaterial>().referenceKey).toBe('maize-silage');
    const nothing = await call.request(alice, 'PATCH', `/api/raw-materials/${lot.id}`, {});
    expect(nothing.statusCode, nothing.body).toBe(200);
    expect(nothing.json<TRawMaterial>()).toMatchObject({ name: 'Seigle CIVE', referenceKey: 'maize-silage' });
  });

  it('says which field is wrong, in French', async () => {
    const response = await recordsCaller(testApp.app).request(alice, 'POST', '/api/raw-materials', {
      name: '',
      type: 'biomass',
      category: 'cive',
      quantity: -2,
      humidityRate: 120,
      carbonNitrogenRatio: 0,
      methanePotential: 1500,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      name: 'Le nom est requis',
      type: 'Type invalide',
      quantity: 'La quantité doit être positive ou nulle',
      humidityRate: "Le taux d'humidité doit être compris entre 0 et 100 %",
      carbonNitrogenRatio: 'Le rapport C/N doit être compris entre 0,1 et 200',
      methanePotential: 'Le BMP doit être compris entre 0 et 1 000 Nm³ CH4/t MO',
    });
    const negative = await recordsCaller(testApp.app).request(alice, 'POST', '/api/raw-materials', {
      name: 'Lisier',
      type: 'slurry',
      category: 'effluent',
      humidityRate: -3,
    });
    expect(negative.json<{ error: { fields: Record<string, string> } }>().error.fields.humidityRate).toBe(
      "Le taux d'humidité doit être compris entre 0 et 100 %",
    );
  });

  it('filters by type and category and searches the supplier without accents', async () => {
    const owner = await createRecordsUser(testApp.database, 'filtres@intrants.fr');
    const call = recordsCaller(testApp.app);
    await create(owner, {
      name: 'Ensilage de maïs',
      type: 'silage',
      category: 'main_crop',
      supplier: 'Coopérative Évolution',
    });
    await create(owner, { name: 'Seigle CIVE', type: 'silage', category: 'cive' });
    await create(owner, { name: 'Lisier bovin', type: 'slurry', category: 'effluent' });
    const names = async (query: string) =>
      (await call.request(owner, 'GET', `/api/raw-materials?sort=name&order=asc&${query}`))
        .json<{ items: TRawMaterial[] }>()
        .items.map((item) => item.name);
    expect(await names('type=silage')).toEqual(['Ensilage de maïs', 'Seigle CIVE']);
    expect(await names('type=silage&category=cive')).toEqual(['Seigle CIVE']);
    expect(await names('q=cooperative%20evolution')).toEqual(['Ensilage de maïs']);
    expect((await call.request(owner, 'GET', '/api/raw-materials?type=biomass')).statusCode).toBe(400);
  });
});

describe('raw materials: analysis of the planned mix', () => {
  async function analysis(userId: string, query = '') {
    const response = await recordsCaller(testApp.app).request(
      userId,
      'GET',
      `/api/raw-materials/analysis${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TRawMaterialsAnalysis>();
  }

  /** 30 t maize silage (main crop) + 20 t green rye (CIVE) + 50 t cattle slurry, all on the defaults. */
  async function knownMix(userId: string) {
    const maize = await create(userId, {
      name: 'Ensilage de maïs 2025',
      type: 'silage',
      category: 'main_crop',
      quantity: 30,
    });
    const rye = await create(userId, {
      name: 'Seigle CIVE',
      type: 'silage',
      category: 'cive',
      quantity: 20,
      referenceKey: 'green-rye-cive',
    });
    const slurry = await create(userId, {
      name: 'Lisier bovin',
      type: 'slurry',
      category: 'effluent',
      quantity: 50,
    });
    return { maize, rye, slurry };
  }

  it('matches the hand calculation from domain.md for a known mix', async () => {
    const owner = await createRecordsUser(testApp.database, 'ration@intrants.fr');
    const { maize, rye, slurry } = await knownMix(owner);
    const result = await analysis(owner);

    // Maize silage (BMP 357, DM 35 %, VS 96.5 % DM): 30 t × 35 % = 10.5 t DM; × 96.5 % = 10.1325 t VS;
    //   × 357 = 3 617.3025 Nm³ CH4 (120.58 per t FM, domain.md ≈ 121).
    // Green rye CIVE (BMP 372, DM 22 %, VS 92 %): 20 × 22 % = 4.4 t DM; × 92 % = 4.048 t VS; × 372 = 1 505.856 Nm³.
    // Cattle slurry (BMP 230, DM 8.9 %, VS 79 %): 50 × 8.9 % = 4.45 t DM; × 79 % = 3.5155 t VS; × 230 = 808.565 Nm³.
    const byId = new Map(result.lots.map((lot) => [lot.id, lot]));
    expect(byId.get(maize.id)).toMatchObject({ referenceKey: 'maize-silage', isComplete: true });
    expect(byId.get(maize.id)?.dryMatterTonnes).toBeCloseTo(10.5, 9);
    expect(byId.get(maize.id)?.volatileSolidsTonnes).toBeCloseTo(10.1325, 9);
    expect(byId.get(maize.id)?.methaneLabNm3).toBeCloseTo(3617.3025, 6);
    expect(byId.get(maize.id)?.methaneLabNm3PerFreshTonne).toBeCloseTo(120.57675, 6);
    expect(byId.get(maize.id)?.dryMatterPct).toEqual({
      value: 35,
      origin: 'default',
      sourceKey: 'lfl-bayern-2022',
      isCheck: false,
    });
    expect(byId.get(rye.id)?.methaneLabNm3).toBeCloseTo(1505.856, 6);
    expect(byId.get(slurry.id)?.methaneLabNm3).toBeCloseTo(808.565, 6);

    // Totals: 100 t FM; 10.5 + 4.4 + 4.45 = 19.35 t DM; 10.1325 + 4.048 + 3.5155 = 17.696 t VS;
    //   3 617.3025 + 1 505.856 + 808.565 = 5 931.7235 Nm³ CH4 at lab potential;
    //   × 0.85 = 5 041.964 975 Nm³ expected at the plant;
    //   × 9.97 = 50 268.390 800 75 kWh PCI; × 11.06 = 55 764.132 623 5 kWh PCS.
    expect(result.yieldFactor).toBe(0.85);
    expect(result.digestionMode).toBe('wet');
    expect(result.isTruncated).toBe(false);
    expect(result.totals.lotCount).toBe(3);
    expect(result.totals.freshTonnes).toBeCloseTo(100, 9);
    expect(result.totals.dryMatterTonnes).toBeCloseTo(19.35, 9);
    expect(result.totals.volatileSolidsTonnes).toBeCloseTo(17.696, 9);
    expect(result.totals.methaneLabNm3).toBeCloseTo(5931.7235, 6);
    expect(result.totals.methaneAtPlantNm3).toBeCloseTo(5041.964975, 6);
    expect(result.totals.energyKwhPci).toBeCloseTo(50_268.39080075, 5);
    expect(result.totals.energyKwhPcs).toBeCloseTo(55_764.1326235, 5);
    expect(result.totals.energyKwhPci).toBeCloseTo(
      result.totals.methaneAtPlantNm3 * METHANE_LHV_KWH_PER_NM3,
      6,
    );
    expect(result.totals.energyKwhPcs).toBeCloseTo(
      result.totals.methaneAtPlantNm3 * METHANE_HHV_KWH_PER_NM3,
      6,
    );

    // Mix DM: 19.35 / 100 = 19.35 %: over 15 %, wet digestion needs digestate recirculation (≤ 20 %).
    expect(result.dryMatter.pct).toBeCloseTo(19.35, 9);
    expect(result.checks.find((check) => check.code === 'mix_dry_matter')).toMatchObject({
      status: 'warning',
      finding: 'recirculation_needed',
    });
    // Maize silage and green rye have a C/N default (estimated, to check), cattle slurry none: the mix C/N is not
    // computed from two lots out of three, and the answer says how many are known.
    expect(result.carbonNitrogen.ratio).toBeNull();
    expect(result.carbonNitrogen).toMatchObject({
      lotCount: 3,
      knownLotCount: 2,
      excludedLotIds: [slurry.id],
    });
    expect(result.checks.find((check) => check.code === 'carbon_nitrogen_ratio')).toMatchObject({
      status: 'unknown',
      finding: 'incomplete_mix',
      value: null,
    });

    // Main crops: 30 t of 100 t = 30 % of all inputs; without the 20 t of CIVE, 30 / 80 = 37.5 %. Both over 15 %.
    expect(result.mainCrop).toMatchObject({
      capPercent: 15,
      ruleReference: MAIN_CROP_CAP_RULE_REFERENCE,
      mainCropFreshTonnes: 30,
      allFreshTonnes: 100,
      exemptFreshTonnes: 20,
      isOverCapOfAllInputs: true,
      isOverCapExcludingCive: true,
    });
    expect(result.mainCrop.shareOfAllInputsPct).toBeCloseTo(30, 9);
    expect(result.mainCrop.shareExcludingCivePct).toBeCloseTo(37.5, 9);
  });

  it('applies the yield factor and the digestion mode of the query, and refuses bad ones', async () => {
    const owner = await createRecordsUser(testApp.database, 'facteur@intrants.fr');
    await knownMix(owner);
    const result = await analysis(owner, '?yieldFactor=0.8&digestionMode=dry');
    // 5 931.7235 × 0.8 = 4 745.3788 Nm³ at the plant.
    expect(result.yieldFactor).toBe(0.8);
    expect(result.totals.methaneAtPlantNm3).toBeCloseTo(4745.3788, 6);
    // Dry digestion takes 20–40 % DM in: 19.35 % is too wet.
    expect(result.checks.find((check) => check.code === 'mix_dry_matter')).toMatchObject({
      status: 'warning',
      finding: 'too_wet_for_dry_digestion',
    });
    const call = recordsCaller(testApp.app);
    for (const query of ['?yieldFactor=0.4', '?yieldFactor=1.2', '?yieldFactor=abc', '?digestionMode=semi']) {
      const refused = await call.request(owner, 'GET', `/api/raw-materials/analysis${query}`);
      expect(refused.statusCode, query).toBe(400);
    }
    const refused = await call.request(owner, 'GET', '/api/raw-materials/analysis?yieldFactor=2');
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.yieldFactor).toBe(
      'Le facteur de rendement doit être compris entre 0,5 et 1',
    );
    expect((await testApp.app.inject({ method: 'GET', url: '/api/raw-materials/analysis' })).statusCode).toBe(
      401,
    );
  });

  it('lets lab values replace the defaults, and says so per value', async () => {
    const owner = await createRecordsUser(testApp.database, 'labo@intrants.fr');
    const { maize, rye, slurry } = await knownMix(owner);
    const call = recordsCaller(testApp.app);
    // MAT-008: maize analysed at BMP 380, DM 30 % (humidity 70 %), VS 96.5 %, C/N 35.
    await call.request(owner, 'PATCH', `/api/raw-materials/${maize.id}`, {
      humidityRate: 70,
      volatileSolidsRate: 96.5,
      methanePotential: 380,
      carbonNitrogenRatio: 35,
    });
    await call.request(owner, 'PATCH', `/api/raw-materials/${rye.id}`, { carbonNitrogenRatio: 20 });
    await call.request(owner, 'PATCH', `/api/raw-materials/${slurry.id}`, { carbonNitrogenRatio: 10 });
    const result = await analysis(owner);
    const lab = result.lots.find((lot) => lot.id === maize.id);
    expect(lab?.dryMatterPct).toEqual({ value: 30, origin: 'lab' });
    expect(lab?.volatileSolidsPctOfDm).toEqual({ value: 96.5, origin: 'lab' });
    expect(lab?.bmp).toEqual({ value: 380, origin: 'lab' });
    expect(lab?.carbonNitrogenRatio).toEqual({ value: 35, origin: 'lab' });
    // 30 t × 30 % = 9 t DM; × 96.5 % = 8.685 t VS; × 380 = 3 300.3 Nm³, i.e. 110.01 per t FM (MAT-008: ≈ 110).
    expect(lab?.methaneLabNm3).toBeCloseTo(3300.3, 6);
    expect(lab?.methaneLabNm3PerFreshTonne).toBeCloseTo(110.01, 6);
    // The others keep their defaults.
    expect(result.lots.find((lot) => lot.id === rye.id)?.bmp).toMatchObject({
      value: 372,
      origin: 'default',
    });
    // Totals: 3 300.3 + 1 505.856 + 808.565 = 5 614.721 Nm³.
    expect(result.totals.methaneLabNm3).toBeCloseTo(5614.721, 6);
    // Mix C/N = Σ VS / Σ (VS / C/N) (the carbon fraction cancels out):
    //   (8.685 + 4.048 + 3.5155) / (8.685 / 35 + 4.048 / 20 + 3.5155 / 10) = 16.2485 / 0.8020929 ≈ 20.258, in range.
    expect(result.carbonNitrogen.ratio).toBeCloseTo(16.2485 / (8.685 / 35 + 4.048 / 20 + 3.5155 / 10), 9);
    expect(result.carbonNitrogen.ratio).toBeCloseTo(20.258, 3);
    expect(result.checks.find((check) => check.code === 'carbon_nitrogen_ratio')).toMatchObject({
      status: 'ok',
      finding: 'in_range',
    });

    // Clearing a lab value brings the default back.
    await call.request(owner, 'PATCH', `/api/raw-materials/${maize.id}`, { methanePotential: null });
    const cleared = await analysis(owner);
    expect(cleared.lots.find((lot) => lot.id === maize.id)?.bmp).toMatchObject({
      value: 357,
      origin: 'default',
    });
  });

  it('asks for a lab value where there is no safe default instead of inventing one (MAT-009)', async () => {
    const owner = await createRecordsUser(testApp.database, 'coproduit@intrants.fr');
    const byProduct = await create(owner, {
      name: 'Drêches de brasserie',
      type: 'by-product',
      category: 'by_product',
      quantity: 15,
    });
    const result = await analysis(owner);
    expect(result.lots[0]).toMatchObject({
      id: byProduct.id,
      referenceKey: 'agro-industrial-by-product',
      isComplete: false,
      methaneLabNm3: null,
      missingForMethane: ['dryMatterPct', 'volatileSolidsPctOfDm', 'bmp'],
      labAdvisedFor: ['bmp'],
    });
    expect(result.incompleteLotIds).toEqual([byProduct.id]);
    expect(result.totals.lotCount).toBe(0);
    expect(result.freshTonnesAllLots).toBe(15);
  });

  it("never includes another user's lots, and answers an empty mix", async () => {
    const owner = await createRecordsUser(testApp.database, 'proprietaire@intrants.fr');
    const stranger = await createRecordsUser(testApp.database, 'voisin@intrants.fr');
    const { maize, rye, slurry } = await knownMix(owner);
    const empty = await analysis(stranger);
    expect(empty.lots).toEqual([]);
    expect(empty.totals.freshTonnes).toBe(0);
    expect(empty.dryMatter.pct).toBeNull();
    expect(empty.mainCrop.shareOfAllInputsPct).toBeNull();
    await create(stranger, { name: 'Fumier bovin', type: 'manure', category: 'effluent', quantity: 10 });
    const theirs = await analysis(stranger);
    const ids = theirs.lots.map((lot) => lot.id);
    for (const id of [maize.id, rye.id, slurry.id]) expect(ids).not.toContain(id);
    expect(theirs.freshTonnesAllLots).toBe(10);
    expect((await analysis(owner)).lots.map((lot) => lot.name)).toEqual([
      'Ensilage de maïs 2025',
      'Lisier bovin',
      'Seigle CIVE',
    ]);
  });

  it('analyses one calendar year by delivery date, with the 15 % rule over it and the two years before', async () => {
    const owner = await createRecordsUser(testApp.database, 'trois-ans@intrants.fr');
    const lot = (name: string, category: string, quantity: number, deliveryDate: string) =>
      create(owner, {
        name,
        type: category === 'effluent' ? 'slurry' : 'silage',
        category,
        quantity,
        deliveryDate,
      });
    // 2024: 10 t maize of 100 t (10 %); 2025: 10 of 100 (10 %); 2026: 20 t maize, 20 t CIVE, 60 t slurry.
    await lot('Maïs 2024', 'main_crop', 10, '2024-09-15');
    await lot('Lisier 2024', 'effluent', 90, '2024-12-31');
    await lot('Maïs 2025', 'main_crop', 10, '2025-01-01');
    await lot('Lisier 2025', 'effluent', 90, '2025-06-30');
    await lot('Maïs 2026', 'main_crop', 20, '2026-10-01');
    await lot('Seigle CIVE 2026', 'cive', 20, '2026-05-10');
    await lot('Lisier 2026', 'effluent', 60, '2026-02-01');
    // A lot of 2023 is outside the three years of 2026.
    await lot('Maïs 2023', 'main_crop', 500, '2023-09-01');

    const year2026 = await analysis(owner, '?year=2026');
    expect(year2026.year).toBe(2026);
    // The mix is that year's lots only: quantities are 2026 tonnes.
    expect(year2026.lots.map((item) => item.name)).toEqual(['Lisier 2026', 'Maïs 2026', 'Seigle CIVE 2026']);
    expect(year2026.freshTonnesAllLots).toBe(100);
    const rule = year2026.mainCropRule;
    expect(rule.years.map((year) => [year.year, year.allFreshTonnes, year.shareOfAllInputsPct])).toEqual([
      [2024, 100, 10],
      [2025, 100, 10],
      [2026, 100, 20],
    ]);
    // Without CIVE 2026 is 20 / 80 = 25 %; 2024 and 2025 had none, 10 % both ways.
    expect(rule.years[2]?.shareExcludingCivePct).toBe(25);
    // Average of all inputs (10 + 10 + 20) / 3 = 13.33 %: 2026 is over 15 % but complies;
    // without CIVE (10 + 10 + 25) / 3 = 15 %: exactly the cap, it complies too.
    expect(rule.averageOfAllInputs.yearsCounted).toBe(3);
    expect(rule.averageOfAllInputs.pct).toBeCloseTo(40 / 3, 9);
    expect(rule.averageExcludingCive.pct).toBeCloseTo(15, 9);
    expect(rule).toMatchObject({
      capPercent: 15,
      year: 2026,
      isYearOverCapOfAllInputs: true,
      isYearOverCapExcludingCive: true,
      isCompliantOfAllInputs: true,
      isCompliantExcludingCive: true,
    });

    const year2025 = await analysis(owner, '?year=2025');
    expect(year2025.lots.map((item) => item.name)).toEqual(['Lisier 2025', 'Maïs 2025']);
    // 2023 counts in 2025's three years: 500 / 500 = 100 %, so the average is over the cap, but 2025 is not.
    expect(year2025.mainCropRule.years.map((year) => year.shareOfAllInputsPct)).toEqual([100, 10, 10]);
    expect(year2025.mainCropRule.isCompliantOfAllInputs).toBe(true);

    // Without a year: the user's current year (lots dated today by default).
    const thisYear = Number(new Date().toISOString().slice(0, 4));
    const current = await analysis(owner);
    expect([thisYear, thisYear + 1, thisYear - 1]).toContain(current.year);
    const refused = await recordsCaller(testApp.app).request(
      owner,
      'GET',
      '/api/raw-materials/analysis?year=20x6',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.year).toBe(
      'Année invalide',
    );
  });

  it('dates a lot today without a delivery date, and refuses an impossible one', async () => {
    const owner = await createRecordsUser(testApp.database, 'livraison@intrants.fr');
    const lot = await create(owner, { name: 'Fumier', type: 'manure', category: 'effluent', quantity: 5 });
    expect(lot.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const call = recordsCaller(testApp.app);
    const bad = await call.request(owner, 'POST', '/api/raw-materials', {
      name: 'Fumier',
      type: 'manure',
      category: 'effluent',
      deliveryDate: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    const empty = await call.request(owner, 'PATCH', `/api/raw-materials/${lot.id}`, { deliveryDate: '' });
    expect(empty.json<{ error: { fields: Record<string, string> } }>().error.fields.deliveryDate).toBe(
      'La date de livraison est requise',
    );
  });

  it('reads at most 5 000 lots, by name, and says when there are more', async () => {
    const owner = await createRecordsUser(testApp.database, 'grande-unite@intrants.fr');
    const rows = Array.from({ length: MAX_ANALYSED_LOTS + 1 }, (_, index) => ({
      userId: owner,
      name: `Lot ${String(MAX_ANALYSED_LOTS - index).padStart(5, '0')}`,
      type: 'slurry' as const,
      category: 'effluent' as const,
      quantity: 1,
      referenceKey: 'cattle-slurry',
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await testApp.database.db.insert(rawMaterials).values(rows.slice(start, start + 1000));
    }
    const result = await analysis(owner);
    expect(result).toMatchObject({ lotLimit: MAX_ANALYSED_LOTS, isTruncated: true });
    expect(result.lots).toHaveLength(MAX_ANALYSED_LOTS);
    // "Lot 05000" is the last by name: it is the one left out.
    expect(result.lots[0]?.name).toBe('Lot 00000');
    expect(result.lots.at(-1)?.name).toBe('Lot 04999');
    expect(result.freshTonnesAllLots).toBe(MAX_ANALYSED_LOTS);
  });
});
