import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  carbonNitrogenFromCrudeProtein,
  ANALYSIS_VALUE_KEYS,
  CAP_EXEMPT_CATEGORIES,
  FEEDSTOCK_SOURCES,
  FEEDSTOCK_SOURCES_WITH_METHOD,
  FEEDSTOCK_SOURCE_KEYS,
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  REFERENCE_FEEDSTOCKS,
  REFERENCE_FEEDSTOCK_KEYS,
  defaultReferenceFor,
  getReferenceFeedstock,
  getReferencesOfType,
  isReferenceFeedstockKey,
  type ReferenceFeedstock,
  type TReferenceFeedstockKey,
} from './feedstock-defaults.js';

/** The table seen through its interface, so optional ranges and null values read the same on every row. */
const references: readonly ReferenceFeedstock[] = REFERENCE_FEEDSTOCKS;

/**
 * The "≈ Nm³ CH4 / t FM" column of the domain.md table, row by row. The table rounds its inputs, so
 * BMP × DM × VS must land within 1 Nm³ of it (fodder is a range: 79–102).
 */
const domainMethanePerFreshTonne: Record<TReferenceFeedstockKey, number | [number, number] | null> = {
  'cereal-grain': 292,
  'legume-grain': 201,
  'legume-whole-crop': 56,
  'grass-clover-grass': [79, 102],
  'maize-silage': 121,
  'cereal-whole-plant-silage': 115,
  'green-rye-cive': 75,
  'cattle-solid-manure': 38,
  'cattle-slurry': 16,
  'pig-slurry': 8,
  'poultry-manure': 103,
  'sugar-beet': 64,
  'cereal-straw': 195,
  'agro-industrial-by-product': null,
};

describe('enumerations', () => {
  it('keeps the spec feedstock types, in the order of the server schema', () => {
    expect(RAW_MATERIAL_TYPES).toEqual([
      'cereal',
      'legume',
      'by-product',
      'fodder',
      'manure',
      'slurry',
      'silage',
      'other',
    ]);
  });

  it('leaves CIVE and permanent grassland, and only them, out of the main-crop count', () => {
    expect(CAP_EXEMPT_CATEGORIES).toEqual(['cive', 'permanent_grassland']);
    for (const category of CAP_EXEMPT_CATEGORIES) expect(RAW_MATERIAL_CATEGORIES).toContain(category);
    expect(RAW_MATERIAL_CATEGORIES).toContain('main_crop');
  });
});

describe('REFERENCE_FEEDSTOCKS', () => {
  it('has one entry per row of the domain.md table, with unique keys', () => {
    expect(REFERENCE_FEEDSTOCKS).toHaveLength(14);
    expect(new Set(REFERENCE_FEEDSTOCK_KEYS).size).toBe(REFERENCE_FEEDSTOCKS.length);
    expect(Object.keys(domainMethanePerFreshTonne).sort()).toEqual([...REFERENCE_FEEDSTOCK_KEYS].sort());
  });

  it.each(references.map((reference) => [reference.key as TReferenceFeedstockKey, reference] as const))(
    '%s matches the methane per tonne of fresh matter of domain.md',
    (key, reference) => {
      const expected = domainMethanePerFreshTonne[key];
      if (expected === null) {
        expect(reference.bmp).toBeNull();
        return;
      }
      if (
        reference.bmp === null ||
        reference.dryMatterPct === null ||
        reference.volatileSolidsPctOfDm === null
      ) {
        throw new Error(`${key} should have defaults`);
      }
      const perFreshTonne =
        (reference.bmp * reference.dryMatterPct * reference.volatileSolidsPctOfDm) / 10_000;
      if (Array.isArray(expected)) {
        expect(perFreshTonne).toBeGreaterThanOrEqual(expected[0]);
        expect(perFreshTonne).toBeLessThanOrEqual(expected[1]);
      } else {
        expect(Math.abs(perFreshTonne - expected)).toBeLessThanOrEqual(1);
      }
    },
  );

  it('uses the midpoints of the fodder ranges (BMP 315–322, DM 28–36, VS 89–90)', () => {
    const fodder = getReferenceFeedstock('grass-clover-grass');
    expect(fodder.bmp).toBe((315 + 322) / 2);
    expect(fodder.dryMatterPct).toBe((28 + 36) / 2);
    expect(fodder.volatileSolidsPctOfDm).toBe((89 + 90) / 2);
    expect(fodder.bmpRange).toEqual([315, 322]);
  });

  it('keeps every mean inside its range', () => {
    for (const reference of references) {
      const pairs: [number | null, readonly [number, number] | undefined][] = [
        [reference.bmp, reference.bmpRange],
        [reference.dryMatterPct, reference.dryMatterPctRange],
        [reference.volatileSolidsPctOfDm, reference.volatileSolidsPctOfDmRange],
      ];
      for (const [value, range] of pairs) {
        if (value === null || range === undefined) continue;
        expect(value).toBeGreaterThanOrEqual(range[0]);
        expect(value).toBeLessThanOrEqual(range[1]);
      }
    }
  });

  it('gives the by-product no default at all: a lab BMP is required', () => {
    const byProduct = getReferenceFeedstock('agro-industrial-by-product');
    expect(byProduct).toMatchObject({
      type: 'by-product',
      bmp: null,
      dryMatterPct: null,
      volatileSolidsPctOfDm: null,
      confidence: 'none',
      carbonNitrogenRatio: null,
    });
    expect(byProduct.labAdvisedFor).toContain('bmp');
  });

  it('flags legume grain as low confidence and pig slurry DM as to be measured (domain.md)', () => {
    expect(getReferenceFeedstock('legume-grain').confidence).toBe('low');
    expect(getReferenceFeedstock('legume-grain').labAdvisedFor).toEqual(['bmp']);
    expect(getReferenceFeedstock('pig-slurry').labAdvisedFor).toEqual(['dryMatterPct']);
    for (const reference of REFERENCE_FEEDSTOCKS) {
      for (const key of reference.labAdvisedFor) expect(ANALYSIS_VALUE_KEYS).toContain(key);
    }
  });

  it('cites a known source for every default, C/N included', () => {
    for (const reference of REFERENCE_FEEDSTOCKS) {
      expect(FEEDSTOCK_SOURCE_KEYS).toContain(reference.sourceKey);
      if (reference.carbonNitrogenRatio !== null) {
        expect(FEEDSTOCK_SOURCE_KEYS).toContain(reference.carbonNitrogenRatio.sourceKey);
      }
    }
    for (const key of FEEDSTOCK_SOURCE_KEYS) expect(FEEDSTOCK_SOURCES[key].length).toBeGreaterThan(0);
    expect(FEEDSTOCK_SOURCES['lfl-bayern-2022']).toContain('Dandikas et al. 2021');
  });

  it('keeps citations to names and titles; how a figure is derived is explained in French and English', () => {
    // A French page shows the citation as it is: no English sentence in it ("crude protein of the feed").
    expect(FEEDSTOCK_SOURCES['inra-feed-tables-crude-protein']).not.toMatch(
      /crude protein|to check|of the feed/,
    );
    expect(FEEDSTOCK_SOURCES['cornell-composting']).not.toMatch(/carbon|of VS/);
    for (const language of ['fr', 'en']) {
      const catalog = JSON.parse(
        readFileSync(new URL(`../i18n/${language}/rawMaterials.json`, import.meta.url), 'utf8'),
      ) as { sources: { method: Record<string, string> } };
      for (const key of FEEDSTOCK_SOURCES_WITH_METHOD) expect(catalog.sources.method[key]).toBeTruthy();
    }
  });

  it('marks every C/N default as a "check" value inside its published range', () => {
    const withRatio = references.filter((reference) => reference.carbonNitrogenRatio !== null);
    for (const reference of withRatio) {
      const ratio = reference.carbonNitrogenRatio;
      if (ratio === null) continue;
      expect(ratio.isCheck).toBe(true);
      expect(['gtz-biogas-digest', 'inra-feed-tables-crude-protein']).toContain(ratio.sourceKey);
      expect(ratio.value).toBeGreaterThanOrEqual(ratio.range[0]);
      expect(ratio.value).toBeLessThanOrEqual(ratio.range[1]);
    }
  });

  it('has a C/N default for the common feedstocks, none for cattle slurry or by-products (no public figure)', () => {
    const withRatio = references
      .filter((reference) => reference.carbonNitrogenRatio !== null)
      .map((reference) => reference.key);
    expect(withRatio.sort()).toEqual(
      [
        'cattle-solid-manure',
        'cereal-grain',
        'cereal-straw',
        'cereal-whole-plant-silage',
        'grass-clover-grass',
        'green-rye-cive',
        'legume-grain',
        'legume-whole-crop',
        'maize-silage',
        'pig-slurry',
        'poultry-manure',
        'sugar-beet',
      ].sort(),
    );
    for (const key of ['cattle-slurry', 'agro-industrial-by-product'] as const) {
      expect(getReferenceFeedstock(key).carbonNitrogenRatio).toBeNull();
    }
  });

  it('estimates a crop C/N from its crude protein: (VS / 1.8) / (CP / 6.25)', () => {
    // Maize silage: VS 96.5 % DM, crude protein 7.5 % DM -> 53.6 / 1.2 = 44.7.
    expect(getReferenceFeedstock('maize-silage').carbonNitrogenRatio).toEqual({
      value: 44.7,
      range: [37.2, 51.5],
      sourceKey: 'inra-feed-tables-crude-protein',
      isCheck: true,
    });
    expect(carbonNitrogenFromCrudeProtein(90, 10, [10, 10]).value).toBe(31.3);
  });
});

describe('defaultReferenceFor', () => {
  it.each([
    ['cereal', 'cereal-grain'],
    ['legume', 'legume-whole-crop'],
    ['fodder', 'grass-clover-grass'],
    ['silage', 'maize-silage'],
    ['manure', 'cattle-solid-manure'],
    ['slurry', 'cattle-slurry'],
    ['by-product', 'agro-industrial-by-product'],
    ['other', null],
  ] as const)('%s -> %s', (type, expected) => {
    expect(defaultReferenceFor(type)).toBe(expected);
  });

  it('always returns a reference of the same type', () => {
    for (const type of RAW_MATERIAL_TYPES) {
      const key = defaultReferenceFor(type);
      if (key !== null) expect(getReferenceFeedstock(key).type).toBe(type);
    }
  });
});

describe('lookups', () => {
  it('recognises reference keys and nothing else', () => {
    expect(isReferenceFeedstockKey('maize-silage')).toBe(true);
    expect(isReferenceFeedstockKey('maize')).toBe(false);
    expect(isReferenceFeedstockKey(42)).toBe(false);
    expect(isReferenceFeedstockKey(null)).toBe(false);
  });

  it('lists the references of a type in table order', () => {
    expect(getReferencesOfType('silage').map((reference) => reference.key)).toEqual([
      'maize-silage',
      'cereal-whole-plant-silage',
      'green-rye-cive',
    ]);
    expect(getReferencesOfType('other').map((reference) => reference.key)).toEqual([
      'poultry-manure',
      'sugar-beet',
      'cereal-straw',
    ]);
  });

  it('refuses an unknown key', () => {
    expect(() => getReferenceFeedstock('nope' as TReferenceFeedstockKey)).toThrow(/Unknown reference/);
  });
});
