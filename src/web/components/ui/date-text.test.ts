import { describe, expect, it } from 'vitest';
import { dateFieldText, dateValueOf, settledDateText } from './date-text';

describe('dateValueOf', () => {
  it('gives the form an ISO date for a French one', () => {
    expect(dateValueOf('25/11/2026')).toBe('2026-11-25');
  });

  it('gives an empty text for an empty field and the text itself when it is no date', () => {
    expect(dateValueOf('  ')).toBe('');
    expect(dateValueOf('25/11/20')).toBe('2020-11-25');
    expect(dateValueOf('25/11/2')).toBe('25/11/2');
    expect(dateValueOf('31/02/2026')).toBe('31/02/2026');
  });
});

describe('dateFieldText', () => {
  it('shows a value from the form day first', () => {
    expect(dateFieldText('2026-11-25', null)).toBe('25/11/2026');
    expect(dateFieldText('', null)).toBe('');
  });

  it("keeps the user's own text while the form holds what it gave", () => {
    expect(dateFieldText('2026-01-05', { text: '5/1/2026', value: '2026-01-05' })).toBe('5/1/2026');
    expect(dateFieldText('25/1', { text: '25/1', value: '25/1' })).toBe('25/1');
  });

  it('shows a value set from elsewhere (the picker, a reset) over the old text', () => {
    expect(dateFieldText('2026-12-01', { text: '5/1/2026', value: '2026-01-05' })).toBe('01/12/2026');
    expect(dateFieldText('', { text: '25/1', value: '25/1' })).toBe('');
  });
});

describe('settledDateText', () => {
  it('writes a typed date out in full once the field is left', () => {
    expect(settledDateText('2026-01-05', '5/1/26')).toBe('05/01/2026');
  });

  it('leaves a text that is no date as it is, for the user to fix', () => {
    expect(settledDateText('25/1', '25/1')).toBe('25/1');
  });
});
