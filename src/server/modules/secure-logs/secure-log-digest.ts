import { createHash, createHmac } from 'node:crypto';
import type { LogLevel } from '../../db/schema/logs.js';

/** The previous mac of the first row. */
export const genesisMac = '0'.repeat(64);

/** The stored fields a row's content digest covers (everything but seq, the chain mac and the erasure mark). */
export interface SecureLogContent {
  id: string;
  ownerDigest: string;
  level: LogLevel;
  message: string;
  encryptedMessage: string | null;
  metadata: Record<string, unknown> | null;
  encryptedMetadata: string | null;
  source: string;
  userAgent: string | null;
  isEncrypted: boolean;
  hasSensitiveData: boolean;
  keyId: string | null;
  createdAt: Date;
}

/** JSON with object keys sorted at every depth (jsonb does not keep the order the row was written in). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  // undefined (a missing value) has no JSON text.
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

function canonicalContent(row: SecureLogContent): string {
  return canonicalJson([
    row.id,
    row.ownerDigest,
    row.level,
    row.message,
    row.encryptedMessage,
    row.metadata,
    row.encryptedMetadata,
    row.source,
    row.userAgent,
    row.isEncrypted,
    row.hasSensitiveData,
    row.keyId,
    row.createdAt.toISOString(),
  ]);
}

/** SHA-256 (hex) of the row's canonical content, ciphertexts included. */
export function contentDigestOf(row: SecureLogContent): string {
  return createHash('sha256').update(canonicalContent(row), 'utf8').digest('hex');
}

/** chain_mac = HMAC-SHA256(chainKey, previous mac ‖ seq ‖ content digest). */
export function chainMacOf(
  chainKey: Buffer,
  previousMac: string,
  seq: number,
  contentDigest: string,
): string {
  return createHmac('sha256', chainKey)
    .update(`${previousMac}|${seq}|${contentDigest}`, 'utf8')
    .digest('hex');
}

/** Who owns a row, inside its digest: an HMAC of the user id (the user's deletion nulls user_id, not this). */
export function ownerDigestOf(chainKey: Buffer, userId: string): string {
  return createHmac('sha256', chainKey).update(`owner|${userId}`, 'utf8').digest('hex');
}

/**
 * The mark of an erasure: the original digest (still in the chain) bound to what is left of the row and when it
 * was erased, under the chain key, so only the server can blank a row and the rest of it stays checked.
 */
export function erasureMacOf(
  chainKey: Buffer,
  erased: SecureLogContent,
  originalDigest: string,
  erasedAt: Date,
): string {
  return createHmac('sha256', chainKey)
    .update(`erased|${originalDigest}|${erasedAt.toISOString()}|${canonicalContent(erased)}`, 'utf8')
    .digest('hex');
}
