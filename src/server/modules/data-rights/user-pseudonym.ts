// Pseudonyms of a deleted account (issue 21): HMAC-SHA256 under the secure logs' chain key (kept outside the
// database), each with its own label, so neither can be reversed nor matched without that key.
import { createHmac } from 'node:crypto';

function keyedDigest(key: Buffer, label: string, value: string): string {
  return createHmac('sha256', key).update(`${label}\u0000${value}`).digest('hex');
}

/** The name the kept accounting records of one account share. */
export const accountingPseudonymOf = (key: Buffer, userId: string) =>
  keyedDigest(key, 'accounting-pseudonym', userId);

/** The deletion's activity names the e-mail by this digest only (lower-cased first). */
export const emailDigestOf = (key: Buffer, email: string) =>
  keyedDigest(key, 'deleted-account-email', email.trim().toLowerCase());
