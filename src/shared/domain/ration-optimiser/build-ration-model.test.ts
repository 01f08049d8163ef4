import { describe, expect, it } from 'vitest';
import { feedstock } from '../../../../tests/fixtures/ration-requests.js';
import { CARBON_FRACTION_OF_VOLATILE_SOLIDS } from '../feedstock-analysis.js';
import { buildClosestCarbonNitrogenModel } from './build-closest-carbon-nitrogen-model.js';
import { buildRationModel, type RationModel, type TRationConstraintCode } from './build-ration-model.js';
import type { LinearRow } from './linear-programme.js';
import type { RationRequest, ResolvedRationRequest } from './ration-inputs.js';
import { solveLinearProgramme } from './solve-linear-programme.js';
import { validateRationRequest } from './validate-ration-request.js';

function resolve(request: RationRequest): ResolvedRationRequest {
  const validation = validateRationRequest(request);
  if (!validation.isValid) throw new Error(`invalid test request: ${JSON.stringify(validation.issues)}`);
  return validation.request;
}

function rowOf<TTag extends { code: TRationConstraintCode; feedstockId: string | null }>(
  model: { programme: { rows: readonly LinearRow<TTag>[] } },
  code: TRationConstraintCode,
  feedstockId: string | null = null,
): LinearRow<TTag> {
  const row = model.programme.rows.find(
    (candidate) => candidate.tag.code === code && candidate.tag.feedstockId === feedstockId,
  );
  if (row === undefined) throw new Error(`no ${code} row`);
  return row;
}

/** Dense coefficients of a row over `count` variables. */
function dense<TTag>(row: LinearRow<TTag>, count: number): number[] {
  const values = new Array<number>(count).fill(0);
  for (const term of row.terms) values[term.variable] = term.coefficient;
  return values;
}

const codes = (model: RationModel) => model.programme.rows.map((row) => row.tag.code);

const maize = feedstock('maize', {
  dryMatterPct: 35,
  volatileSolidsPctOfDm: 96,
  bmpNm3PerTonneVs: 350,
  carbonNitrogenRatio: 40,
  isMainCrop: true,
  stockTonnes: 600,
  pricePerTonneEur: 38,
});
const slurry = feedstock('slurry', {
  dryMatterPct: 8,
  volatileSolidsPctOfDm: 80,
  bmpNm3PerTonneVs: 230,
  carbonNitrogenRatio: null,
  stockTonnes: 3000,
  pricePerTonneEur: 1,
});
const cive = feedstock('cive', {
  dryMatterPct: 22,
  volatileSolidsPctOfDm: 92,
  bmpNm3PerTonneVs: 372,
  carbonNitrogenRatio: 20,
  countsInCapTotal: false,
  stockTonnes: 400,
  pricePerTonneEur: 28,
});

const baseRequest: RationRequest = {
  feedstocks: [maize, slurry, cive],
  plant: {
    digesterVolumeM3: 3000,
    olrMaxKgVsPerM3Day: 4,
    hrtMinDays: 60,
    mixDryMatterMaxPct: 15,
    yieldFactor: 0.85,
  },
  carbonNitrogen: { min: 20, max: 30, mode: 'hard' },
  mainCropBudget: { yearTonnesSoFar: 10_000, yearMainCropTonnesSoFar: 1000, daysLeftInYear: 100 },
  horizonDays: 30,
  objective: { kind: 'max-methane' },
};

describe('buildRationModel', () => {
  const model = buildRationModel(resolve(baseRequest));

  it('maximises methane at the plant: t FM × DM × VS × BMP × yield factor', () => {
    expect(model.programme.direction).toBe('maximize');
    expect(model.programme.objective[0]).toBeCloseTo(0.35 * 0.96 * 350 * 0.85, 10);
    expect(model.programme.objective[1]).toBeCloseTo(0.08 * 0.8 * 230 * 0.85, 10);
  });

  it('has one row per rule and one stock row per feedstock', () => {
    expect(codes(model)).toEqual([
      'olr',
      'retention',
      'mix-dry-matter-max',
      'carbon-nitrogen-min',
      'carbon-nitrogen-max',
      'stock',
      'stock',
      'stock',
      'main-crop-budget',
    ]);
  });

  it('writes the digester limits: kg VS ≤ V × OLR, tonnes ≤ V / HRT, Σ (DM − 15) x ≤ 0', () => {
    const olr = rowOf(model, 'olr');
    expect(olr.bound).toBe(12_000);
    expect(dense(olr, 3)[0]).toBeCloseTo(0.35 * 0.96 * 1000, 10);
    const retention = rowOf(model, 'retention');
    expect(retention).toMatchObject({ sense: 'at-most', bound: 50 });
    expect(dense(retention, 3)).toEqual([1, 1, 1]);
    expect(rowOf(model, 'mix-dry-matter-max')).toMatchObject({ sense: 'at-most', bound: 0 });
    expect(dense(rowOf(model, 'mix-dry-matter-max'), 3)).toEqual([20, -7, 7]);
  });

  it('linearises the C/N window over the feedstocks of known C/N only, and lists the others', () => {
    const carbon = (dm: number, vs: number) => (dm / 100) * (vs / 100) * CARBON_FRACTION_OF_VOLATILE_SOLIDS;
    const minimum = dense(rowOf(model, 'carbon-nitrogen-min'), 3);
    // C − 20 × C / (C/N): maize C/N 40 → C × (1 − 0.5); slurry unknown → 0; CIVE C/N 20 → 0.
    expect(minimum[0]).toBeCloseTo(carbon(35, 96) * 0.5, 12);
    expect(minimum[1]).toBe(0);
    expect(minimum[2]).toBeCloseTo(0, 12);
    expect(rowOf(model, 'carbon-nitrogen-min').sense).toBe('at-least');
    expect(dense(rowOf(model, 'carbon-nitrogen-max'), 3)[2]).toBeCloseTo(carbon(22, 92) * (1 - 30 / 20), 12);
    expect(model.carbonNitrogenUncheckedIds).toEqual(['slurry']);
  });

  it('bounds each feedstock by its stock over the horizon: x × H ≤ stock', () => {
    expect(rowOf(model, 'stock', 'maize')).toEqual({
      tag: { code: 'stock', feedstockId: 'maize' },
      terms: [{ variable: 0, coefficient: 30 }],
      sense: 'at-most',
      bound: 600,
    });
  });

  it('writes the 15 % cap as a budget for the days left: Σ (main − 0.15 counted) x ≤ (0.15 total − main) / days', () => {
    const budget = rowOf(model, 'main-crop-budget');
    // Maize counts in both, slurry in the total only, the CIVE in neither (countsInCapTotal false).
    expect(dense(budget, 3)).toEqual([0.85, -0.15, 0]);
    expect(budget.bound).toBeCloseTo((0.15 * 10_000 - 1000) / 100, 12);
  });

  it('minimising the cost: prices as the objective and the methane target as a row', () => {
    const costModel = buildRationModel(
      resolve({ ...baseRequest, objective: { kind: 'min-cost', targetMethaneNm3PerDay: 2000 } }),
    );
    expect(costModel.programme.direction).toBe('minimize');
    expect(costModel.programme.objective).toEqual([38, 1, 28]);
    expect(rowOf(costModel, 'methane-target')).toMatchObject({ sense: 'at-least', bound: 2000 });
  });

  it('leaves out the C/N rows when the mode is off or no feedstock has a C/N, and adds the DM floor when set', () => {
    const off = buildRationModel(resolve({ ...baseRequest, carbonNitrogen: { mode: 'off' } }));
    expect(codes(off)).not.toContain('carbon-nitrogen-min');
    const unknown = buildRationModel(resolve({ ...baseRequest, feedstocks: [slurry] }));
    expect(codes(unknown)).not.toContain('carbon-nitrogen-min');
    const dry = buildRationModel(
      resolve({
        ...baseRequest,
        plant: { ...baseRequest.plant, mixDryMatterMaxPct: 40, mixDryMatterMinPct: 20 },
      }),
    );
    expect(dense(rowOf(dry, 'mix-dry-matter-min'), 3)).toEqual([15, -12, 2]);
    expect(rowOf(dry, 'mix-dry-matter-min').sense).toBe('at-least');
  });

  it('adds the non-empty row when asked, and takes a widened C/N window', () => {
    const widened = buildRationModel(resolve(baseRequest), {
      carbonNitrogenWindow: { min: 10, max: 30 },
      rationNotEmptyFloorNm3PerDay: 0.5,
    });
    expect(rowOf(widened, 'ration-not-empty')).toMatchObject({ sense: 'at-least', bound: 0.5 });
    // With a floor of 10, the CIVE (C/N 20) now counts positively: C × (1 − 10/20).
    expect(dense(rowOf(widened, 'carbon-nitrogen-min'), 3)[2]).toBeGreaterThan(0);
  });
});

describe('buildClosestCarbonNitrogenModel (Charnes–Cooper normalisation, slacks in C/N points)', () => {
  it('finds how far below the floor the best mix stays, under the other rows', () => {
    // Pig slurry C/N 6 and manure C/N 18 only: the closest a mix gets to 20 is manure alone, 2 points short.
    const request = resolve({
      ...baseRequest,
      feedstocks: [
        feedstock('pig-slurry', { dryMatterPct: 5, volatileSolidsPctOfDm: 75, carbonNitrogenRatio: 6 }),
        feedstock('manure', { dryMatterPct: 23, volatileSolidsPctOfDm: 82, carbonNitrogenRatio: 18 }),
      ],
      plant: { ...baseRequest.plant, mixDryMatterMaxPct: 25 },
      mainCropBudget: null,
    });
    const free = buildRationModel(request, { carbonNitrogenWindow: null });
    const closest = buildClosestCarbonNitrogenModel(free.programme.rows, free.coefficients, {
      min: 20,
      max: 30,
    });
    const solution = solveLinearProgramme(closest.programme);
    expect(solution.status).toBe('optimal');
    if (solution.status !== 'optimal') return;
    expect(solution.values[closest.belowMinVariable]).toBeCloseTo(2, 6);
    expect(solution.values[closest.aboveMaxVariable]).toBeCloseTo(0, 9);
    expect(solution.values[0]).toBeCloseTo(0, 9);
  });
});
