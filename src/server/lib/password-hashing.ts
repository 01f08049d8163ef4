import { hash, verify } from '@node-rs/argon2';

/**
 * How costly a password hash is. `standard`, the default and the only one outside tests: OWASP ASVS 5.0
 * Appendix C, argon2id with 46 MiB of memory, 1 iteration, 1 lane. `test`: argon2id with 1 MiB, for test
 * servers only (config refuses it unless NODE_ENV=test), so that hundreds of test sign-ups stay quick.
 * (The auth library's default scrypt uses 32 MiB: the accounts module plugs these functions into it.)
 */
export type PasswordHashCost = 'standard' | 'test';

// @node-rs/argon2 uses argon2id unless told otherwise (its Algorithm is a const enum, unusable here);
// the test checks the "$argon2id$" prefix of the encoded hash.
export const passwordHashOptions = {
  standard: { memoryCost: 46 * 1024, timeCost: 1, parallelism: 1 },
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const satisfies Record<PasswordHashCost, object>;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Checks a password against an encoded hash, whatever cost it was made with (the hash names it). */
  verify(passwordHash: string, password: string): Promise<boolean>;
}

export function createPasswordHasher(cost: PasswordHashCost): PasswordHasher {
  const options = passwordHashOptions[cost];
  return {
    hash: (password) => hash(password, options),
    verify: (passwordHash, password) => verify(passwordHash, password),
  };
}
