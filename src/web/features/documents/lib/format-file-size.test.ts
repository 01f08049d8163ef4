import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('writes French sizes with a comma and octets', () => {
    expect(formatFileSize(1.2 * 1024 * 1024, 'fr')).toBe('1,2\u00a0Mo');
    expect(formatFileSize(20 * 1024 * 1024, 'fr')).toBe('20\u00a0Mo');
    expect(formatFileSize(500 * 1024 * 1024, 'fr')).toBe('500\u00a0Mo');
    expect(formatFileSize(800, 'fr')).toBe('800\u00a0o');
    expect(formatFileSize(1536, 'fr')).toBe('1,5\u00a0Ko');
    expect(formatFileSize(0, 'fr')).toBe('0\u00a0o');
  });

  it('writes English sizes with a point and bytes', () => {
    expect(formatFileSize(1.2 * 1024 * 1024, 'en')).toBe('1.2\u00a0MB');
    expect(formatFileSize(3 * 1024 * 1024 * 1024, 'en')).toBe('3\u00a0GB');
  });

  it('goes up a unit rather than writing 1 024', () => {
    expect(formatFileSize(1024 * 1024 - 10, 'fr')).toBe('1\u00a0Mo');
  });
});
