import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './password-hashing.js';

describe('password hashing', () => {
  it('uses argon2id with 46 MiB, one pass, one lane by default (OWASP ASVS 5.0 Appendix C)', async () => {
    const encoded = await createPasswordHasher('standard').hash('Digesteur#2026');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
  });

  it('uses argon2id with 1 MiB at the test cost', async () => {
    const encoded = await createPasswordHasher('test').hash('Digesteur#2026');
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('verifies the right password, refuses a wrong one, accepts long Unicode passwords', async () => {
    const hasher = createPasswordHasher('standard');
    const long = 'Méthanisation🌱'.repeat(6) + 'Aa1!';
    expect(long.length).toBeGreaterThan(64);
    const encoded = await hasher.hash(long);
    await expect(hasher.verify(encoded, long)).resolves.toBe(true);
    await expect(hasher.verify(encoded, long.slice(0, -1))).resolves.toBe(false);
  });

  it('verifies a hash made at the other cost: the encoded hash carries its parameters', async () => {
    const encoded = await createPasswordHasher('test').hash('Digesteur#2026');
    await expect(createPasswordHasher('standard').verify(encoded, 'Digesteur#2026')).resolves.toBe(true);
  });
});
