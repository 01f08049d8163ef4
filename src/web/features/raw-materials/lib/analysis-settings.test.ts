import { describe, expect, it } from 'vitest';
import { readAnalysisSettings, readAnalysisYear, readYieldFactor } from './analysis-settings';

describe('analysis settings from the address', () => {
  it('default to 0.85 and wet digestion', () => {
    expect(readAnalysisSettings(new URLSearchParams())).toEqual({
      yieldFactor: 0.85,
      digestionMode: 'wet',
      year: null,
    });
  });

  it('keep valid values, rounded to the hundredth', () => {
    expect(readAnalysisSettings(new URLSearchParams('yield=0.8&mode=dry&year=2025'))).toEqual({
      yieldFactor: 0.8,
      digestionMode: 'dry',
      year: 2025,
    });
    expect(readYieldFactor('0.574')).toBe(0.57);
    expect(readYieldFactor('1')).toBe(1);
    expect(readYieldFactor('0.5')).toBe(0.5);
  });

  it('fall back to the defaults for anything the server would refuse', () => {
    for (const text of ['0.4', '1.2', 'abc', '', 'Infinity']) expect(readYieldFactor(text)).toBe(0.85);
    expect(readAnalysisSettings(new URLSearchParams('mode=semi')).digestionMode).toBe('wet');
  });

  it('read a calendar year, or null for the current one', () => {
    expect(readAnalysisYear('2024')).toBe(2024);
    for (const text of [null, '', '24', '20245', 'abcd', '0999']) expect(readAnalysisYear(text)).toBeNull();
  });
});
