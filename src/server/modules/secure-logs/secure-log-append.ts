import { desc, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { secureLogs, type LogLevel } from '../../db/schema/logs.js';
import {
  chainMacOf,
  contentDigestOf,
  genesisMac,
  ownerDigestOf,
  type SecureLogContent,
} from './secure-log-digest.js';
import { encryptLogField } from './secure-log-keyring.js';
import type { SecureLogVault } from './secure-log-vault.js';
import { prepareLogContent } from './log-redaction.js';

/** The transaction-level advisory lock every append takes: one writer at a time extends the chain. */
export const secureLogChainLockKey = 0x5ec10c;

export interface SecureLogEntry {
  userId: string;
  level: LogLevel;
  message: string;
  metadata?: Record<string, unknown> | null;
  /** Which part of the app wrote it (defaults to "app"). */
  source?: string;
  userAgent?: string | null;
  /** The caller says the entry is sensitive: it is encrypted even if no personal data is recognised. */
  sensitive?: boolean;
}

export interface AppendedSecureLog {
  id: string;
  seq: number;
  encrypted: boolean;
}

/** The row's content: secrets replaced, personal data encrypted under the current key with the row id as AAD. */
export function sealEntry(
  vault: SecureLogVault,
  entry: SecureLogEntry,
  id: string,
  createdAt: Date,
): SecureLogContent {
  const prepared = prepareLogContent(entry.message, entry.metadata ?? null);
  const isEncrypted = prepared.hasPersonalData || entry.sensitive === true;
  const { keyring } = vault;
  return {
    id,
    ownerDigest: ownerDigestOf(vault.chainKey, entry.userId),
    level: entry.level,
    message: isEncrypted ? prepared.shown.message : prepared.stored.message,
    encryptedMessage: isEncrypted ? encryptLogField(keyring, id, 'message', prepared.stored.message) : null,
    metadata: isEncrypted ? prepared.shown.metadata : prepared.stored.metadata,
    encryptedMetadata:
      isEncrypted && prepared.stored.metadata !== null
        ? encryptLogField(keyring, id, 'metadata', JSON.stringify(prepared.stored.metadata))
        : null,
    source: entry.source ?? 'app',
    userAgent: entry.userAgent ?? null,
    isEncrypted,
    hasSensitiveData: isEncrypted || prepared.hadSecrets,
    keyId: isEncrypted ? keyring.currentId : null,
    createdAt,
  };
}

/**
 * The one way server code writes a secure log (docs/ARCHITECTURE.md "Secure logs"): redacts, encrypts when
 * needed and appends the row at the head of the chain, under an advisory lock held to the commit so concurrent
 * writers (several instances on one PostgreSQL) never fork it. Runs in its own transaction on the server's
 * connection (the application role cannot write the table): call it outside a request's user transaction.
 */
export async function appendSecureLog(
  db: Db,
  vault: SecureLogVault,
  entry: SecureLogEntry,
): Promise<AppendedSecureLog> {
  const id = randomUUID();
  const appended = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${secureLogChainLockKey})`);
    const [head] = await tx
      .select({ seq: secureLogs.seq, chainMac: secureLogs.chainMac })
      .from(secureLogs)
      .orderBy(desc(secureLogs.seq))
      .limit(1);
    const seq = (head?.seq ?? 0) + 1;
    // Milliseconds: the instant reads back exactly as hashed (timestamptz keeps microseconds).
    const content = sealEntry(vault, entry, id, new Date(Date.now()));
    const contentDigest = contentDigestOf(content);
    const chainMac = chainMacOf(vault.chainKey, head?.chainMac ?? genesisMac, seq, contentDigest);
    await tx.insert(secureLogs).values({ ...content, userId: entry.userId, seq, contentDigest, chainMac });
    return { id, seq, chainMac, encrypted: content.isEncrypted };
  });
  vault.witness.advance({ seq: appended.seq, mac: appended.chainMac });
  return { id: appended.id, seq: appended.seq, encrypted: appended.encrypted };
}
