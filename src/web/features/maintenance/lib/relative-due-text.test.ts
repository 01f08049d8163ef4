import { describe, expect, it } from 'vitest';
import { formatDayCount, relativeDueText } from './relative-due-text';

describe('relativeDueText', () => {
  it('says today, tomorrow and since yesterday in words', () => {
    expect(relativeDueText({ kind: 'today' }, 'fr')).toEqual({ key: 'dueToday' });
    expect(relativeDueText({ kind: 'ahead', days: 1 }, 'fr')).toEqual({ key: 'dueTomorrow' });
    expect(relativeDueText({ kind: 'late', days: 1 }, 'en')).toEqual({ key: 'lateSinceYesterday' });
    expect(relativeDueText(null, 'fr')).toBeNull();
  });

  it('groups the thousands of a day count the way the language does', () => {
    expect(relativeDueText({ kind: 'ahead', days: 2922 }, 'fr')).toEqual({
      key: 'dueIn',
      count: 2922,
      days: '2\u202F922',
    });
    expect(relativeDueText({ kind: 'late', days: 1234 }, 'en')).toEqual({
      key: 'lateBy',
      count: 1234,
      days: '1,234',
    });
    expect(relativeDueText({ kind: 'ahead', days: 365 }, 'fr')).toEqual({
      key: 'dueIn',
      count: 365,
      days: '365',
    });
    expect(formatDayCount(12345, 'fr')).toBe('12\u202F345');
  });
});
