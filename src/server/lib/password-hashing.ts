import { hash, verify } from '@node-rs/argon2';

/**
 * OWASP ASVS 5.0 Appendix C: argon2id with at least 46 MiB of memory, 1 iteration, 1 lane.
 * (The auth library's default scrypt uses 32 MiB: the accounts module plugs these functions into it.)
 */
export const passwordHashOptions = {
  // @node-rs/argon2 uses argon2id unless told otherwise (its Algorithm is a const enum, unusable here);
  // the test checks the "$argon2id$" prefix of the encoded hash.
  memoryCost: 46 * 1024,
  timeCost: 1,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, passwordHashOptions);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
