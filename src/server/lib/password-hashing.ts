import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Argon2id, the value of @node-rs/argon2's const enum Algorithm.Argon2id. */
const argon2id = 2 as Algorithm;

/**
 * OWASP ASVS 5.0 Appendix C: argon2id with at least 46 MiB of memory, 1 iteration, 1 lane.
 * (The auth library's default scrypt uses 32 MiB: the accounts module plugs these functions into it.)
 */
export const passwordHashOptions = {
  algorithm: argon2id,
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
