import { describe, expect, it } from 'vitest';
import {
  formatEnergy,
  formatMethane,
  formatPercent,
  formatTonnes,
  formatYieldFactor,
} from './analysis-format';

/** Intl fr groups thousands with a narrow no-break space and puts a no-break space before %. */
const nnbsp = '\u202f';
const nbsp = '\u00a0';

describe('analysis figures in French', () => {
  it('match the hand calculation of the API test', () => {
    expect(formatTonnes(19.35, 'fr')).toBe('19,35');
    expect(formatTonnes(17.696, 'fr')).toBe('17,7');
    expect(formatMethane(5931.7235, 'fr')).toBe(`5${nnbsp}931,7`);
    expect(formatMethane(5041.964975, 'fr')).toBe(`5${nnbsp}042`);
    expect(formatEnergy(50_268.39080075, 'fr')).toBe(`50${nnbsp}268`);
    expect(formatEnergy(55_764.1326235, 'fr')).toBe(`55${nnbsp}764`);
    expect(formatPercent(37.5, 'fr')).toBe(`37,5${nbsp}%`);
    expect(formatPercent(30, 'fr')).toBe(`30${nbsp}%`);
    expect(formatYieldFactor(0.85, 'fr')).toBe('0,85');
    expect(formatYieldFactor(1, 'fr')).toBe('1,00');
  });

  it('use English separators in English', () => {
    expect(formatMethane(5931.7235, 'en')).toBe('5,931.7');
    expect(formatPercent(37.5, 'en')).toBe('37.5%');
  });
});
