import { describe, expect, it } from 'vitest';
import { humidityFromDryMatter, labValueDefault } from './lab-value-defaults';

describe('labValueDefault', () => {
  it('gives the humidity default as 100 − the reference dry matter, with the DM and its source', () => {
    expect(labValueDefault('maize-silage', 'humidityRate')).toEqual({
      kind: 'default',
      value: 65,
      dryMatterPct: 35,
      sourceKey: 'lfl-bayern-2022',
      isLabAdvised: false,
    });
    expect(labValueDefault('cattle-slurry', 'humidityRate')).toMatchObject({
      value: 91.1,
      dryMatterPct: 8.9,
    });
  });

  it('gives VS, BMP and C/N defaults from the shared table', () => {
    expect(labValueDefault('green-rye-cive', 'volatileSolidsRate')).toMatchObject({
      kind: 'default',
      value: 92,
    });
    expect(labValueDefault('green-rye-cive', 'methanePotential')).toMatchObject({
      kind: 'default',
      value: 372,
    });
    expect(labValueDefault('cattle-solid-manure', 'carbonNitrogenRatio')).toEqual({
      kind: 'default',
      value: 18,
      sourceKey: 'gtz-biogas-digest',
      isLabAdvised: false,
    });
  });

  it('marks the values the table advises to measure', () => {
    expect(labValueDefault('pig-slurry', 'humidityRate')).toMatchObject({ isLabAdvised: true });
    expect(labValueDefault('legume-grain', 'methanePotential')).toMatchObject({ isLabAdvised: true });
    expect(labValueDefault('legume-grain', 'humidityRate')).toMatchObject({ isLabAdvised: false });
  });

  it('says when there is no safe default, no published C/N, or no reference at all', () => {
    expect(labValueDefault('agro-industrial-by-product', 'methanePotential')).toEqual({
      kind: 'noSafeDefault',
      isBmp: true,
    });
    expect(labValueDefault('agro-industrial-by-product', 'humidityRate')).toEqual({
      kind: 'noSafeDefault',
      isBmp: false,
    });
    expect(labValueDefault('cattle-slurry', 'carbonNitrogenRatio')).toEqual({ kind: 'noCarbonNitrogen' });
    expect(labValueDefault('', 'humidityRate')).toEqual({ kind: 'noReference' });
    expect(labValueDefault('unknown-key', 'methanePotential')).toEqual({ kind: 'noReference' });
  });

  it('rounds the humidity to the hundredth', () => {
    expect(humidityFromDryMatter(8.9)).toBe(91.1);
    expect(humidityFromDryMatter(22.5)).toBe(77.5);
  });
});
