import { describe, expect, it } from 'vitest';
import { analyseLot } from './feedstock-analysis.js';
import {
  dryMatterFromHumidity,
  isReferenceOfType,
  toFeedstockLot,
  type RawMaterialAnalysisFields,
} from './raw-material-lots.js';

const slurry: RawMaterialAnalysisFields = {
  id: 'lisier',
  name: 'Lisier bovin',
  type: 'slurry',
  category: 'effluent',
  quantity: 50,
  humidityRate: null,
  volatileSolidsRate: null,
  methanePotential: null,
  carbonNitrogenRatio: null,
  referenceKey: 'cattle-slurry',
};

describe('dryMatterFromHumidity', () => {
  it('is 100 − humidity, at the hundredth the column keeps', () => {
    expect(dryMatterFromHumidity(91.1)).toBe(8.9);
    expect(dryMatterFromHumidity(65)).toBe(35);
    expect(dryMatterFromHumidity(0)).toBe(100);
    expect(dryMatterFromHumidity(100)).toBe(0);
    expect(dryMatterFromHumidity(null)).toBeNull();
  });
});

describe('isReferenceOfType', () => {
  it('accepts only a known reference of the same type', () => {
    expect(isReferenceOfType('green-rye-cive', 'silage')).toBe(true);
    expect(isReferenceOfType('maize-silage', 'slurry')).toBe(false);
    expect(isReferenceOfType('poultry-manure', 'other')).toBe(true);
    expect(isReferenceOfType('zorglub', 'other')).toBe(false);
  });
});

describe('toFeedstockLot', () => {
  it('maps the stored lab columns onto the lab values of the analysis', () => {
    const lot = toFeedstockLot({
      ...slurry,
      humidityRate: 92.5,
      volatileSolidsRate: 80,
      methanePotential: 250,
      carbonNitrogenRatio: 9,
    });
    expect(lot).toEqual({
      id: 'lisier',
      name: 'Lisier bovin',
      type: 'slurry',
      category: 'effluent',
      freshTonnes: 50,
      referenceKey: 'cattle-slurry',
      lab: { dryMatterPct: 7.5, volatileSolidsPctOfDm: 80, bmp: 250, carbonNitrogenRatio: 9 },
    });
    // 50 t × 7.5 % = 3.75 t DM; × 80 % = 3 t VS; × 250 = 750 Nm³ CH4.
    expect(analyseLot(lot).methaneLabNm3).toBeCloseTo(750, 9);
  });

  it("uses the type's default reference when none is stored, or when the stored one does not fit the type", () => {
    expect(toFeedstockLot({ ...slurry, referenceKey: null }).referenceKey).toBe('cattle-slurry');
    expect(toFeedstockLot({ ...slurry, referenceKey: 'maize-silage' }).referenceKey).toBe('cattle-slurry');
    expect(toFeedstockLot({ ...slurry, referenceKey: 'pig-slurry' }).referenceKey).toBe('pig-slurry');
    // "other" has no default: lab values only.
    expect(toFeedstockLot({ ...slurry, type: 'other', referenceKey: null }).referenceKey).toBeNull();
  });
});
