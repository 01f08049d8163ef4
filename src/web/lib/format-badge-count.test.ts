import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './format-badge-count';

describe('formatBadgeCount', () => {
  it('shows the count up to 99, then "99+"', () => {
    expect(formatBadgeCount(0)).toBe('0');
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12_345)).toBe('99+');
  });
});
