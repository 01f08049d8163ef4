import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing.js';

describe('password hashing', () => {
  it('uses argon2id with 46 MiB, one pass, one lane (OWASP ASVS 5.0 Appendix C)', async () => {
    const encoded = await hashPassword('Digesteur#2026');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
  });

  it('verifies the right password, refuses a wrong one, accepts long Unicode passwords', async () => {
    const long = 'Méthanisation🌱'.repeat(6) + 'Aa1!';
    expect(long.length).toBeGreaterThan(64);
    const encoded = await hashPassword(long);
    await expect(verifyPassword(encoded, long)).resolves.toBe(true);
    await expect(verifyPassword(encoded, long.slice(0, -1))).resolves.toBe(false);
  });
});
