import { describe, expect, it } from 'vitest';
import { formatHours } from '../features/maintenance/lib/maintenance-format';
import { formatQuantity } from './format-quantity';

describe('formatQuantity', () => {
  it('keeps every decimal a record holds (3), so a quantity is never rounded into another', () => {
    expect(formatQuantity(3.75, 'fr')).toBe('3,75');
    expect(formatQuantity(3.125, 'fr')).toBe('3,125');
    expect(formatQuantity(1234.5, 'fr')).toBe('1\u202F234,5');
    expect(formatQuantity(1234.567, 'en')).toBe('1,234.567');
    expect(formatQuantity(12, 'fr')).toBe('12');
  });

  it('is what the meter hours show', () => {
    expect(formatHours(1234.25, 'fr')).toBe('1\u202F234,25');
  });
});
