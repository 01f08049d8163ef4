import { describe, expect, it } from 'vitest';
import { ZCalendarDate } from './records';

function messagesOf(value: unknown): string[] {
  const result = ZCalendarDate.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZCalendarDate', () => {
  it('takes a day that exists, leap days included', () => {
    expect(ZCalendarDate.parse('2026-11-03')).toBe('2026-11-03');
    expect(ZCalendarDate.parse('2028-02-29')).toBe('2028-02-29');
    expect(ZCalendarDate.parse('1900-01-01')).toBe('1900-01-01');
    expect(ZCalendarDate.parse('2999-12-31')).toBe('2999-12-31');
  });

  it('refuses a day that does not exist or is not written YYYY-MM-DD, with the date message', () => {
    for (const value of [
      '2026-02-30',
      '2027-02-29',
      '2026-13-01',
      '2026-00-10',
      '3/11/2026',
      '2026-1-3',
      '',
    ]) {
      expect(messagesOf(value)[0]).toBe('validation.dateInvalid');
    }
    expect(messagesOf(20261103)[0]).toBe('validation.dateInvalid');
  });

  it('refuses years outside 1900 to 2999', () => {
    expect(messagesOf('1899-12-31')[0]).toBe('validation.dateInvalid');
    expect(messagesOf('3000-01-01')[0]).toBe('validation.dateInvalid');
    expect(messagesOf('0226-05-01')[0]).toBe('validation.dateInvalid');
  });
});
