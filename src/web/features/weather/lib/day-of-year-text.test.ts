import { describe, expect, it } from 'vitest';
import { dayOfYearText } from './day-of-year-text';

describe('dayOfYearText', () => {
  it('writes the first of a month as an ordinal in French, as a number in English', () => {
    expect(dayOfYearText('fr-FR', { month: 10, day: 1 })).toBe('1er octobre');
    expect(dayOfYearText('en-GB', { month: 10, day: 1 })).toBe('1 October');
  });

  it('writes the other days as numbers, 29 February included', () => {
    expect(dayOfYearText('fr-FR', { month: 1, day: 15 })).toBe('15 janvier');
    expect(dayOfYearText('fr-FR', { month: 2, day: 29 })).toBe('29 février');
    expect(dayOfYearText('fr-FR', { month: 12, day: 31 })).toBe('31 décembre');
    expect(dayOfYearText('en-GB', { month: 2, day: 29 })).toBe('29 February');
  });
});
