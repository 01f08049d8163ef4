import { describe, expect, it } from 'vitest';
import {
  CARBON_FRACTION_OF_VOLATILE_SOLIDS,
  DEFAULT_PLANT_YIELD_FACTOR,
  MAIN_CROP_CAP_PERCENT,
  MAIN_CROP_CAP_RULE_REFERENCE,
  METHANE_HHV_KWH_PER_NM3,
  METHANE_LHV_KWH_PER_NM3,
  analyseLot,
  analyseMix,
  checkCarbonNitrogenRatio,
  checkMixDryMatter,
  type FeedstockLot,
} from './feedstock-analysis.js';

const maizeSilage = (freshTonnes: number, overrides: Partial<FeedstockLot> = {}): FeedstockLot => ({
  id: 'maize',
  name: 'Ensilage de maïs 2025',
  type: 'silage',
  category: 'main_crop',
  freshTonnes,
  referenceKey: 'maize-silage',
  ...overrides,
});

const greenRyeCive = (freshTonnes: number, overrides: Partial<FeedstockLot> = {}): FeedstockLot => ({
  id: 'rye',
  name: 'Seigle CIVE',
  type: 'silage',
  category: 'cive',
  freshTonnes,
  referenceKey: 'green-rye-cive',
  ...overrides,
});

const cattleSlurry = (freshTonnes: number, overrides: Partial<FeedstockLot> = {}): FeedstockLot => ({
  id: 'slurry',
  name: 'Lisier bovin',
  type: 'slurry',
  category: 'effluent',
  freshTonnes,
  referenceKey: 'cattle-slurry',
  ...overrides,
});

describe('constants', () => {
  it('holds the domain.md figures', () => {
    expect(METHANE_LHV_KWH_PER_NM3).toBe(9.97);
    expect(METHANE_HHV_KWH_PER_NM3).toBe(11.06);
    expect(DEFAULT_PLANT_YIELD_FACTOR).toBe(0.85);
    expect(MAIN_CROP_CAP_PERCENT).toBe(15);
    expect(MAIN_CROP_CAP_RULE_REFERENCE).toBe(
      "Décret n° 2016-929 du 7 juillet 2016 ; Code de l'environnement, art. D.543-291 et D.543-292",
    );
    // Cornell Composting: % C = % VS / 1.8 (≈ 55 % of VS, inside the 45–60 % of most biological materials).
    expect(CARBON_FRACTION_OF_VOLATILE_SOLIDS).toBeCloseTo(0.5556, 4);
  });
});

describe('analyseLot', () => {
  it('maize silage 100 t with the defaults (BMP 357, DM 35 %, VS 96.5 % DM)', () => {
    const lot = analyseLot(maizeSilage(100));
    // t DM = 100 × 35 % = 35
    expect(lot.dryMatterTonnes).toBeCloseTo(35, 9);
    // t VS = 35 × 96.5 % = 33.775
    expect(lot.volatileSolidsTonnes).toBeCloseTo(33.775, 9);
    // CH4 (lab) = 33.775 t VS × 357 Nm³/t VS = 12 057.675 Nm³
    expect(lot.methaneLabNm3).toBeCloseTo(12_057.675, 6);
    // at the plant: 12 057.675 × 0.85 = 10 249.023 75 Nm³
    expect(lot.methaneAtPlantNm3).toBeCloseTo(10_249.02375, 6);
    // PCI: 10 249.023 75 × 9.97 = 102 182.766 787 5 kWh; PCS: × 11.06 = 113 354.202 675 kWh
    expect(lot.energyKwhPci).toBeCloseTo(102_182.7667875, 5);
    expect(lot.energyKwhPcs).toBeCloseTo(113_354.202675, 5);
    // per t FM: 12 057.675 / 100 = 120.58 ≈ 121 (domain.md), FNR 2012 cross-check: 120
    expect(lot.methaneLabNm3PerFreshTonne).toBeCloseTo(120.57675, 9);
    expect(Math.round(lot.methaneLabNm3PerFreshTonne ?? 0)).toBe(121);
    expect(lot.isComplete).toBe(true);
    expect(lot.missingForMethane).toEqual([]);
    expect(lot.dryMatterPct).toEqual({
      value: 35,
      origin: 'default',
      sourceKey: 'lfl-bayern-2022',
      isCheck: false,
    });
    expect(lot.volatileSolidsPctOfDm).toMatchObject({ value: 96.5, origin: 'default' });
    expect(lot.bmp).toMatchObject({ value: 357, origin: 'default' });
    // Maize silage C/N: estimated from its crude protein, a "check" default until the lab gives it.
    expect(lot.carbonNitrogenRatio).toEqual({
      value: 44.7,
      origin: 'default',
      sourceKey: 'inra-feed-tables-crude-protein',
      isCheck: true,
    });
  });

  it('cattle slurry gives ≈ 16 Nm³ CH4 per tonne of fresh matter', () => {
    // 100 t × 8.9 % = 8.9 t DM; × 79 % = 7.031 t VS; × 230 = 1 617.13 Nm³, i.e. 16.17 per t FM
    // (FNR 2012 cross-check: cattle manure 15).
    const lot = analyseLot(cattleSlurry(100));
    expect(lot.volatileSolidsTonnes).toBeCloseTo(7.031, 9);
    expect(lot.methaneLabNm3).toBeCloseTo(1_617.13, 6);
    expect(lot.methaneLabNm3PerFreshTonne).toBeCloseTo(16.1713, 9);
    expect(Math.round(lot.methaneLabNm3PerFreshTonne ?? 0)).toBe(16);
  });

  it('a lab value replaces the default, the other values stay defaults', () => {
    // lab DM 32 %: 100 t × 32 % = 32 t DM; × 96.5 % = 30.88 t VS; × 357 = 11 024.16 Nm³
    const lot = analyseLot(maizeSilage(100, { lab: { dryMatterPct: 32, carbonNitrogenRatio: 38 } }));
    expect(lot.dryMatterPct).toEqual({ value: 32, origin: 'lab' });
    expect(lot.volatileSolidsPctOfDm.origin).toBe('default');
    expect(lot.bmp.origin).toBe('default');
    expect(lot.carbonNitrogenRatio).toEqual({ value: 38, origin: 'lab' });
    expect(lot.dryMatterTonnes).toBeCloseTo(32, 9);
    expect(lot.volatileSolidsTonnes).toBeCloseTo(30.88, 9);
    expect(lot.methaneLabNm3).toBeCloseTo(11_024.16, 6);
  });

  it('a lab value wins over a "check" C/N default, which otherwise is used and flagged', () => {
    const manure: FeedstockLot = {
      id: 'fumier',
      name: 'Fumier bovin',
      type: 'manure',
      category: 'effluent',
      freshTonnes: 10,
    };
    expect(analyseLot(manure).carbonNitrogenRatio).toEqual({
      value: 18,
      origin: 'default',
      sourceKey: 'gtz-biogas-digest',
      isCheck: true,
    });
    expect(analyseLot({ ...manure, lab: { carbonNitrogenRatio: 22 } }).carbonNitrogenRatio).toEqual({
      value: 22,
      origin: 'lab',
    });
  });

  it('treats a lab value of 0 as a measurement, not as missing', () => {
    const lot = analyseLot(maizeSilage(100, { lab: { bmp: 0 } }));
    expect(lot.bmp).toEqual({ value: 0, origin: 'lab' });
    expect(lot.methaneLabNm3).toBe(0);
    expect(lot.isComplete).toBe(true);
  });

  it('a by-product without lab BMP is incomplete and its methane is null, not 0', () => {
    // 50 t × 20 % = 10 t DM; × 90 % = 9 t VS; no BMP: no methane.
    const byProduct: FeedstockLot = {
      id: 'bp',
      name: 'Drêches',
      type: 'by-product',
      category: 'by_product',
      freshTonnes: 50,
      lab: { dryMatterPct: 20, volatileSolidsPctOfDm: 90 },
    };
    const lot = analyseLot(byProduct);
    expect(lot.referenceKey).toBe('agro-industrial-by-product');
    expect(lot.dryMatterTonnes).toBeCloseTo(10, 9);
    expect(lot.volatileSolidsTonnes).toBeCloseTo(9, 9);
    expect(lot.bmp).toEqual({ value: null, origin: 'missing' });
    expect(lot.isComplete).toBe(false);
    expect(lot.missingForMethane).toEqual(['bmp']);
    expect(lot.labAdvisedFor).toEqual(['bmp']);
    expect(lot.methaneLabNm3).toBeNull();
    expect(lot.methaneAtPlantNm3).toBeNull();
    expect(lot.energyKwhPci).toBeNull();
    expect(lot.energyKwhPcs).toBeNull();
    expect(lot.methaneLabNm3PerFreshTonne).toBeNull();

    // With its lab BMP of 400: 9 t VS × 400 = 3 600 Nm³.
    const measured = analyseLot({ ...byProduct, lab: { ...byProduct.lab, bmp: 400 } });
    expect(measured.isComplete).toBe(true);
    expect(measured.methaneLabNm3).toBeCloseTo(3_600, 9);
    expect(measured.labAdvisedFor).toEqual([]);
  });

  it('uses the type default reference when none is given, and none when it is null', () => {
    const slurry: FeedstockLot = {
      id: 's',
      name: 'Lisier',
      type: 'slurry',
      category: 'effluent',
      freshTonnes: 1,
    };
    expect(analyseLot(slurry).referenceKey).toBe('cattle-slurry');
    const withoutReference = analyseLot({ ...slurry, referenceKey: null });
    expect(withoutReference.referenceKey).toBeNull();
    expect(withoutReference.isComplete).toBe(false);
    expect(withoutReference.missingForMethane).toEqual(['dryMatterPct', 'volatileSolidsPctOfDm', 'bmp']);
    expect(withoutReference.dryMatterTonnes).toBeNull();

    const other: FeedstockLot = { id: 'o', name: 'Autre', type: 'other', category: 'other', freshTonnes: 1 };
    expect(analyseLot(other).referenceKey).toBeNull();
    expect(analyseLot(other).isComplete).toBe(false);
    // Lab values alone are enough: 1 t × 25 % × 80 % × 300 = 60 Nm³.
    const labOnly = analyseLot({
      ...other,
      lab: { dryMatterPct: 25, volatileSolidsPctOfDm: 80, bmp: 300 },
    });
    expect(labOnly.isComplete).toBe(true);
    expect(labOnly.methaneLabNm3).toBeCloseTo(60, 9);
  });

  it('asks for a measured DM on pig slurry until the lab gives one', () => {
    const pig: FeedstockLot = {
      id: 'p',
      name: 'Lisier porc',
      type: 'slurry',
      category: 'effluent',
      freshTonnes: 100,
      referenceKey: 'pig-slurry',
    };
    expect(analyseLot(pig).labAdvisedFor).toEqual(['dryMatterPct']);
    expect(analyseLot({ ...pig, lab: { dryMatterPct: 3 } }).labAdvisedFor).toEqual([]);
  });

  it('applies an edited yield factor', () => {
    // 12 057.675 × 0.9 = 10 851.907 5
    const lot = analyseLot(maizeSilage(100), { yieldFactor: 0.9 });
    expect(lot.methaneAtPlantNm3).toBeCloseTo(10_851.9075, 6);
    expect(lot.energyKwhPci).toBeCloseTo(10_851.9075 * 9.97, 5);
  });

  it('refuses values outside their physical range', () => {
    expect(() => analyseLot(maizeSilage(-1))).toThrow(RangeError);
    expect(() => analyseLot(maizeSilage(Number.NaN))).toThrow(RangeError);
    expect(() => analyseLot(maizeSilage(1, { lab: { dryMatterPct: 101 } }))).toThrow(RangeError);
    expect(() => analyseLot(maizeSilage(1, { lab: { volatileSolidsPctOfDm: -1 } }))).toThrow(RangeError);
    expect(() => analyseLot(maizeSilage(1, { lab: { bmp: Number.POSITIVE_INFINITY } }))).toThrow(RangeError);
    expect(() => analyseLot(maizeSilage(1, { lab: { carbonNitrogenRatio: 0 } }))).toThrow(RangeError);
    expect(() => analyseLot(maizeSilage(1), { yieldFactor: 0 })).toThrow(RangeError);
    expect(() => analyseLot(maizeSilage(1), { yieldFactor: 1.2 })).toThrow(RangeError);
    // Bounds themselves are allowed.
    expect(
      analyseLot(maizeSilage(0, { lab: { dryMatterPct: 100, volatileSolidsPctOfDm: 0 } })).isComplete,
    ).toBe(true);
    expect(analyseLot(maizeSilage(1), { yieldFactor: 1 }).methaneAtPlantNm3).toBeCloseTo(
      357 * 0.35 * 0.965,
      9,
    );
  });
});

describe('analyseMix', () => {
  /** Maize silage 30 t (main crop) + green rye CIVE 20 t + cattle slurry 50 t, all on defaults. */
  const referenceMix = (): FeedstockLot[] => [maizeSilage(30), greenRyeCive(20), cattleSlurry(50)];

  it('main-crop share both ways: 30 % of all inputs, 37.5 % without the CIVE, both over the cap', () => {
    const { mainCrop } = analyseMix(referenceMix());
    // 30 / (30 + 20 + 50) = 30 %; 30 / (100 − 20 CIVE) = 37.5 %
    expect(mainCrop.mainCropFreshTonnes).toBe(30);
    expect(mainCrop.allFreshTonnes).toBe(100);
    expect(mainCrop.exemptFreshTonnes).toBe(20);
    expect(mainCrop.shareOfAllInputsPct).toBeCloseTo(30, 9);
    expect(mainCrop.shareExcludingCivePct).toBeCloseTo(37.5, 9);
    expect(mainCrop.isOverCapOfAllInputs).toBe(true);
    expect(mainCrop.isOverCapExcludingCive).toBe(true);
    expect(mainCrop.capPercent).toBe(15);
    expect(mainCrop.ruleReference).toBe(MAIN_CROP_CAP_RULE_REFERENCE);
  });

  it('a mix under the cap', () => {
    // maize 10 t + slurry 90 t: 10 / 100 = 10 % both ways (no CIVE).
    const { mainCrop } = analyseMix([maizeSilage(10), cattleSlurry(90)]);
    expect(mainCrop.shareOfAllInputsPct).toBeCloseTo(10, 9);
    expect(mainCrop.shareExcludingCivePct).toBeCloseTo(10, 9);
    expect(mainCrop.isOverCapOfAllInputs).toBe(false);
    expect(mainCrop.isOverCapExcludingCive).toBe(false);
  });

  it('exactly 15 % is allowed; the ratios can disagree', () => {
    // maize 15 + slurry 85: 15 % of all, not over. maize 15 + rye 10 + slurry 75: 15 % of all (ok),
    // 15 / 90 = 16.67 % without the CIVE (over): the page shows both.
    const atCap = analyseMix([maizeSilage(15), cattleSlurry(85)]).mainCrop;
    expect(atCap.shareOfAllInputsPct).toBe(15);
    expect(atCap.isOverCapOfAllInputs).toBe(false);
    const split = analyseMix([maizeSilage(15), greenRyeCive(10), cattleSlurry(75)]).mainCrop;
    expect(split.isOverCapOfAllInputs).toBe(false);
    expect(split.shareExcludingCivePct).toBeCloseTo(16.6667, 4);
    expect(split.isOverCapExcludingCive).toBe(true);
  });

  it('counts permanent grassland like CIVE, and null when only exempt inputs remain', () => {
    const grass: FeedstockLot = {
      id: 'pp',
      name: 'Herbe de prairie permanente',
      type: 'fodder',
      category: 'permanent_grassland',
      freshTonnes: 40,
    };
    const { mainCrop } = analyseMix([grass, greenRyeCive(10)]);
    expect(mainCrop.exemptFreshTonnes).toBe(50);
    expect(mainCrop.shareOfAllInputsPct).toBe(0);
    expect(mainCrop.shareExcludingCivePct).toBeNull();
    expect(mainCrop.isOverCapExcludingCive).toBe(false);
  });

  it('totals, mix DM and methane by hand', () => {
    const mix = analyseMix(referenceMix());
    // t DM: maize 30 × 35 % = 10.5; rye 20 × 22 % = 4.4; slurry 50 × 8.9 % = 4.45; Σ = 19.35
    // mix DM = 19.35 / 100 t × 100 = 19.35 %: wet digestion only with recirculation (warning).
    expect(mix.dryMatter.dryMatterTonnes).toBeCloseTo(19.35, 9);
    expect(mix.dryMatter.freshTonnes).toBe(100);
    expect(mix.dryMatter.pct).toBeCloseTo(19.35, 9);
    expect(mix.dryMatter.excludedLotIds).toEqual([]);
    // t VS: 10.5 × 96.5 % = 10.1325; 4.4 × 92 % = 4.048; 4.45 × 79 % = 3.5155; Σ = 17.696
    expect(mix.totals.volatileSolidsTonnes).toBeCloseTo(17.696, 9);
    // CH4: 10.1325 × 357 = 3 617.3025; 4.048 × 372 = 1 505.856; 3.5155 × 230 = 808.565; Σ = 5 931.7235
    expect(mix.totals.methaneLabNm3).toBeCloseTo(5_931.7235, 6);
    // at the plant × 0.85 = 5 041.964 975; PCI × 9.97; PCS × 11.06
    expect(mix.totals.methaneAtPlantNm3).toBeCloseTo(5_041.964975, 6);
    expect(mix.totals.energyKwhPci).toBeCloseTo(5_041.964975 * 9.97, 5);
    expect(mix.totals.energyKwhPcs).toBeCloseTo(5_041.964975 * 11.06, 5);
    expect(mix.totals.lotCount).toBe(3);
    expect(mix.totals.freshTonnes).toBe(100);
    expect(mix.freshTonnesAllLots).toBe(100);
    expect(mix.incompleteLotIds).toEqual([]);
    expect(mix.checks.find((check) => check.code === 'mix_dry_matter')).toMatchObject({
      status: 'warning',
      finding: 'recirculation_needed',
    });
    // No C/N default for cattle slurry: the mix C/N is not computed from the maize and rye alone.
    expect(mix.carbonNitrogen.ratio).toBeNull();
    expect(mix.carbonNitrogen.excludedLotIds).toEqual(['slurry']);
    expect(mix.carbonNitrogen).toMatchObject({ lotCount: 3, knownLotCount: 2 });
    expect(mix.checks.find((check) => check.code === 'carbon_nitrogen_ratio')).toMatchObject({
      status: 'unknown',
      finding: 'incomplete_mix',
      value: null,
    });
  });

  it('mix C/N by hand with lab C/N values', () => {
    // Lab C/N: maize 35, rye 20, slurry 10; VS as above (10.1325, 4.048, 3.5155 t).
    // C = VS / 1.8; N = C / (C/N). The fraction cancels: C/N = Σ VS / Σ (VS / C/N)
    //   Σ VS / C/N = 10.1325/35 + 4.048/20 + 3.5155/10 = 0.2895 + 0.2024 + 0.35155 = 0.84345
    //   C/N = 17.696 / 0.84345 = 20.9805 (not the tonnage-weighted mean of 35, 20 and 10)
    //   C = 17.696 / 1.8 = 9.831 11 t; N = 0.84345 / 1.8 = 0.468 583 t
    const mix = analyseMix([
      maizeSilage(30, { lab: { carbonNitrogenRatio: 35 } }),
      greenRyeCive(20, { lab: { carbonNitrogenRatio: 20 } }),
      cattleSlurry(50, { lab: { carbonNitrogenRatio: 10 } }),
    ]);
    expect(mix.carbonNitrogen.ratio).toBeCloseTo(20.98049677, 6);
    expect(mix.carbonNitrogen.carbonTonnes).toBeCloseTo(9.83111111, 6);
    expect(mix.carbonNitrogen.nitrogenTonnes).toBeCloseTo(0.46858333, 6);
    expect(mix.carbonNitrogen.excludedLotIds).toEqual([]);
    expect(mix.carbonNitrogen.usesCheckDefaults).toBe(false);
    expect(mix.checks.find((check) => check.code === 'carbon_nitrogen_ratio')).toMatchObject({
      status: 'ok',
      value: mix.carbonNitrogen.ratio,
    });
  });

  it('weighs C/N by nitrogen, not by tonnage: equal VS at 40 and 10 give 16, not 25', () => {
    // Lab-only lots of 10 t VS each (100 t × 10 % DM × 100 % VS). N = 10k/40 + 10k/10 = 1.25k; C = 20k; C/N = 16.
    const lot = (id: string, ratio: number): FeedstockLot => ({
      id,
      name: id,
      type: 'other',
      category: 'other',
      freshTonnes: 100,
      lab: { dryMatterPct: 10, volatileSolidsPctOfDm: 100, bmp: 300, carbonNitrogenRatio: ratio },
    });
    const mix = analyseMix([lot('a', 40), lot('b', 10)]);
    expect(mix.carbonNitrogen.ratio).toBeCloseTo(16, 9);
    expect(mix.checks[0]).toMatchObject({
      code: 'carbon_nitrogen_ratio',
      status: 'warning',
      finding: 'below_range',
    });
  });

  it('never gives the C/N of part of the mix: one lot without C/N leaves the ratio unknown, "n lots out of m"', () => {
    // Solid manure default C/N 18 (check) and straw default 150 (check); slurry has none.
    // manure 40 t: 40 × 23 % × 82 % = 7.544 t VS; straw 5 t: 5 × 86 % × 94 % = 4.042 t VS
    // C/N = (7.544 + 4.042) / (7.544/18 + 4.042/150) = 11.586 / (0.419111 + 0.026947) = 25.9742
    const manure: FeedstockLot = {
      id: 'manure',
      name: 'Fumier',
      type: 'manure',
      category: 'effluent',
      freshTonnes: 40,
    };
    const straw: FeedstockLot = {
      id: 'straw',
      name: 'Paille',
      type: 'other',
      category: 'other',
      freshTonnes: 5,
      referenceKey: 'cereal-straw',
    };
    const mix = analyseMix([manure, straw, cattleSlurry(50)]);
    expect(mix.carbonNitrogen.ratio).toBeNull();
    expect(mix.carbonNitrogen).toMatchObject({ lotCount: 3, knownLotCount: 2, excludedLotIds: ['slurry'] });
    expect(mix.checks.find((check) => check.code === 'carbon_nitrogen_ratio')).toMatchObject({
      status: 'unknown',
      finding: 'incomplete_mix',
      value: null,
    });
    // With only one lot known the ratio is still not that lot's.
    const oneKnown = analyseMix([manure, cattleSlurry(50)]);
    expect(oneKnown.carbonNitrogen.ratio).toBeNull();
    expect(oneKnown.carbonNitrogen).toMatchObject({ lotCount: 2, knownLotCount: 1 });
    // Once the slurry has a lab C/N the whole mix is known and its ratio computed.
    const complete = analyseMix([manure, straw]);
    expect(complete.carbonNitrogen.ratio).toBeCloseTo(11.586 / (7.544 / 18 + 4.042 / 150), 9);
    expect(complete.carbonNitrogen.ratio).toBeCloseTo(25.9742, 3);
    expect(complete.carbonNitrogen).toMatchObject({ lotCount: 2, knownLotCount: 2, excludedLotIds: [] });
    expect(complete.carbonNitrogen.usesCheckDefaults).toBe(true);
  });

  it('does not count a lot of 0 t as missing from the mix C/N', () => {
    const mix = analyseMix([
      cattleSlurry(0, { id: 'empty' }),
      maizeSilage(30, { lab: { carbonNitrogenRatio: 35 } }),
    ]);
    expect(mix.carbonNitrogen).toMatchObject({ lotCount: 1, knownLotCount: 1, excludedLotIds: [] });
    expect(mix.carbonNitrogen.ratio).toBeCloseTo(35, 9);
  });

  it('keeps incomplete lots out of the totals but in the DM and the main-crop share', () => {
    // by-product 50 t with lab DM 20 % (no BMP) + maize 100 t.
    // totals: maize only (100 t, 12 057.675 Nm³). Mix DM: (35 + 10) / 150 = 30 %: too dry for wet digestion.
    // Main crop: 100 / 150 = 66.67 %.
    const byProduct: FeedstockLot = {
      id: 'bp',
      name: 'Drêches',
      type: 'by-product',
      category: 'by_product',
      freshTonnes: 50,
      lab: { dryMatterPct: 20 },
    };
    const mix = analyseMix([maizeSilage(100), byProduct]);
    expect(mix.incompleteLotIds).toEqual(['bp']);
    expect(mix.totals.lotCount).toBe(1);
    expect(mix.totals.freshTonnes).toBe(100);
    expect(mix.totals.methaneLabNm3).toBeCloseTo(12_057.675, 6);
    expect(mix.freshTonnesAllLots).toBe(150);
    expect(mix.dryMatter.pct).toBeCloseTo(30, 9);
    expect(mix.checks[1]).toMatchObject({
      code: 'mix_dry_matter',
      status: 'danger',
      finding: 'too_dry_for_wet_digestion',
    });
    expect(mix.mainCrop.shareOfAllInputsPct).toBeCloseTo(66.6667, 4);
    expect(mix.lots.map((lot) => lot.id)).toEqual(['maize', 'bp']);
  });

  it('excludes a lot without DM from the mix DM (numerator and denominator)', () => {
    // maize 100 t (35 t DM) + an "other" lot of 100 t with no reference and no lab: DM = 35 / 100 = 35 %.
    const unknown: FeedstockLot = {
      id: 'x',
      name: 'Inconnu',
      type: 'other',
      category: 'other',
      freshTonnes: 100,
    };
    const mix = analyseMix([maizeSilage(100), unknown], { digestionMode: 'dry' });
    expect(mix.dryMatter.pct).toBeCloseTo(35, 9);
    expect(mix.dryMatter.freshTonnes).toBe(100);
    expect(mix.dryMatter.excludedLotIds).toEqual(['x']);
    expect(mix.digestionMode).toBe('dry');
    expect(mix.checks[1]).toMatchObject({ status: 'ok', range: { min: 20, max: 40 } });
  });

  it('an empty mix: zeros and nulls, no division by zero', () => {
    const mix = analyseMix([]);
    expect(mix.lots).toEqual([]);
    expect(mix.freshTonnesAllLots).toBe(0);
    expect(mix.totals).toEqual({
      lotCount: 0,
      freshTonnes: 0,
      dryMatterTonnes: 0,
      volatileSolidsTonnes: 0,
      methaneLabNm3: 0,
      methaneAtPlantNm3: 0,
      energyKwhPci: 0,
      energyKwhPcs: 0,
    });
    expect(mix.dryMatter.pct).toBeNull();
    expect(mix.carbonNitrogen.ratio).toBeNull();
    expect(mix.mainCrop.shareOfAllInputsPct).toBeNull();
    expect(mix.mainCrop.shareExcludingCivePct).toBeNull();
    expect(mix.mainCrop.isOverCapOfAllInputs).toBe(false);
    expect(mix.mainCrop.isOverCapExcludingCive).toBe(false);
    expect(mix.checks.map((check) => check.status)).toEqual(['unknown', 'unknown']);
    expect(mix.yieldFactor).toBe(0.85);
    expect(mix.digestionMode).toBe('wet');
  });

  it('lots of 0 t give nulls rather than NaN', () => {
    const mix = analyseMix([maizeSilage(0, { lab: { carbonNitrogenRatio: 30 } })]);
    expect(mix.dryMatter.pct).toBeNull();
    expect(mix.carbonNitrogen.ratio).toBeNull();
    expect(mix.mainCrop.shareOfAllInputsPct).toBeNull();
    expect(mix.totals.methaneLabNm3).toBe(0);
  });

  it('handles 200 lots linearly, with the same result as one lot times 200', () => {
    const lots = Array.from({ length: 200 }, (_, index) =>
      index % 2 === 0
        ? maizeSilage(10, { id: `m${index}` })
        : cattleSlurry(10, { id: `s${index}`, lab: { carbonNitrogenRatio: 10 } }),
    );
    const mix = analyseMix(lots);
    // 100 maize lots of 10 t: 100 × 1 205.7675 Nm³; 100 slurry lots of 10 t: 100 × 161.713 Nm³
    expect(mix.totals.methaneLabNm3).toBeCloseTo(100 * 1_205.7675 + 100 * 161.713, 4);
    expect(mix.totals.lotCount).toBe(200);
    expect(mix.mainCrop.shareOfAllInputsPct).toBeCloseTo(50, 9);
    expect(mix.carbonNitrogen.excludedLotIds).toHaveLength(0);
    expect(mix.carbonNitrogen.knownLotCount).toBe(200);
    const withoutSlurryCn = analyseMix(
      lots.map((lot) => (lot.type === 'slurry' ? { ...lot, lab: {} } : lot)),
    );
    expect(withoutSlurryCn.carbonNitrogen.excludedLotIds).toHaveLength(100);
    expect(withoutSlurryCn.carbonNitrogen.ratio).toBeNull();
  });

  it('refuses an invalid yield factor once for the whole mix', () => {
    expect(() => analyseMix([], { yieldFactor: -0.5 })).toThrow(RangeError);
  });
});

describe('checkCarbonNitrogenRatio', () => {
  it.each([
    [10, 'danger', 'ammonia_inhibition_risk'],
    [15, 'danger', 'ammonia_inhibition_risk'],
    [15.01, 'warning', 'below_range'],
    [19.99, 'warning', 'below_range'],
    [20, 'ok', 'in_range'],
    [25, 'ok', 'in_range'],
    [30, 'ok', 'in_range'],
    [30.01, 'warning', 'above_range'],
    [150, 'warning', 'above_range'],
    [null, 'unknown', 'not_computable'],
  ] as const)('C/N %s -> %s (%s)', (value, status, finding) => {
    expect(checkCarbonNitrogenRatio(value)).toEqual({
      code: 'carbon_nitrogen_ratio',
      status,
      finding,
      value,
      range: { min: 20, max: 30 },
      sourceKey: 'wang-2014',
    });
  });
});

describe('checkMixDryMatter', () => {
  it.each([
    [8, 'ok', 'in_range'],
    [11.99, 'ok', 'in_range'],
    [12, 'warning', 'pumpability_limit'],
    [15, 'warning', 'pumpability_limit'],
    [15.01, 'warning', 'recirculation_needed'],
    [20, 'warning', 'recirculation_needed'],
    [20.01, 'danger', 'too_dry_for_wet_digestion'],
    [null, 'unknown', 'not_computable'],
  ] as const)('wet digestion, DM %s %% -> %s (%s)', (value, status, finding) => {
    expect(checkMixDryMatter(value)).toEqual({
      code: 'mix_dry_matter',
      status,
      finding,
      value,
      range: { min: null, max: 12 },
      sourceKey: 'chambres-normandie-infometha',
    });
  });

  it.each([
    [19.99, 'warning', 'too_wet_for_dry_digestion'],
    [20, 'ok', 'in_range'],
    [40, 'ok', 'in_range'],
    [40.01, 'warning', 'too_dry_for_dry_digestion'],
    [null, 'unknown', 'not_computable'],
  ] as const)('dry digestion, DM %s %% -> %s (%s)', (value, status, finding) => {
    expect(checkMixDryMatter(value, 'dry')).toEqual({
      code: 'mix_dry_matter',
      status,
      finding,
      value,
      range: { min: 20, max: 40 },
      sourceKey: 'la-france-agricole',
    });
  });
});
