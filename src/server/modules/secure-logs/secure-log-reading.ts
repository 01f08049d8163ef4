import type { SecureLogRow } from '../../db/schema/logs.js';
import type { TSecureLogItem } from '../../../shared/contracts/secure-logs.js';
import { decryptLogField, LogDecryptionError } from './secure-log-keyring.js';
import type { SecureLogVault } from './secure-log-vault.js';

/** A row as its owner reads it: the encrypted copy opened (the masked form if it does not open). */
export function ownerViewOf(vault: SecureLogVault, row: SecureLogRow): TSecureLogItem {
  const base = baseViewOf(row);
  if (!row.isEncrypted || row.erasedAt !== null || row.encryptedMessage === null || row.keyId === null)
    return base;
  try {
    const message = decryptLogField(vault.keyring, row.keyId, row.id, 'message', row.encryptedMessage);
    const metadata =
      row.encryptedMetadata === null
        ? row.metadata
        : (JSON.parse(
            decryptLogField(vault.keyring, row.keyId, row.id, 'metadata', row.encryptedMetadata),
          ) as Record<string, unknown>);
    return { ...base, message, metadata, isDecrypted: true };
  } catch (error) {
    if (error instanceof LogDecryptionError) return { ...base, isUnreadable: true };
    throw error;
  }
}

/** A row as an admin reads it: the plaintext columns only (personal data masked, never decrypted). */
export function adminViewOf(row: SecureLogRow): TSecureLogItem {
  return { ...baseViewOf(row), userId: row.userId };
}

function baseViewOf(row: SecureLogRow): TSecureLogItem {
  return {
    id: row.id,
    seq: row.seq,
    level: row.level,
    message: row.message,
    metadata: row.metadata,
    source: row.source,
    userAgent: row.userAgent,
    isEncrypted: row.isEncrypted,
    hasSensitiveData: row.hasSensitiveData,
    isDecrypted: false,
    isUnreadable: false,
    isErased: row.erasedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
