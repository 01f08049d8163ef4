import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it('refuses the most common passwords, whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('AZERTY')).toBe(true);
    expect(isCommonPassword('123456')).toBe(true);
  });

  it('sees through the decorations added to pass the composition rule', () => {
    expect(isCommonPassword('Password1!')).toBe(true);
    expect(isCommonPassword('Azerty2024@')).toBe(true);
    expect(isCommonPassword('Méthanisation1!')).toBe(true);
    expect(isCommonPassword('!!Soleil99&')).toBe(true);
  });

  it('accepts a password that is not a decorated common word', () => {
    expect(isCommonPassword('Digestat-Lagune7!Ferme')).toBe(false);
    expect(isCommonPassword('Кукуруза-силос9!')).toBe(false);
    expect(isCommonPassword('x'.repeat(64) + 'A1!')).toBe(false);
  });
});
