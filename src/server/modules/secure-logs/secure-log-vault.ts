import { randomBytes } from 'node:crypto';
import {
  fileHeadWitness,
  memoryHeadWitness,
  resolveChainKey,
  type HeadWitness,
} from './secure-log-chain-secrets.js';
import {
  generateKeyring,
  loadOrCreateKeyringFile,
  parseKeyringVariable,
  type LogKeyring,
} from './secure-log-keyring.js';

/** Everything the secure logs keep outside the database: the encryption keys, the chain key, the head witness. */
export interface SecureLogVault {
  keyring: LogKeyring;
  chainKey: Buffer;
  witness: HeadWitness;
}

export interface SecureLogVaultSources {
  /** SECURE_LOG_KEYS (see parseKeyringVariable). */
  keys?: string | undefined;
  /** SECURE_LOG_CHAIN_KEY. */
  chainKey?: string | undefined;
  /** Where generated secrets and the witness live; without it (tests) all stay in memory. */
  dataDir?: string | undefined;
}

/** The server's vault (main.ts: from the environment or DATA_DIR), or an in-memory one without DATA_DIR. */
export function createSecureLogVault(sources: SecureLogVaultSources): SecureLogVault {
  const { dataDir } = sources;
  const keyring = sources.keys
    ? parseKeyringVariable(sources.keys)
    : dataDir
      ? loadOrCreateKeyringFile(dataDir)
      : generateKeyring();
  const chainKey = dataDir
    ? resolveChainKey(sources.chainKey, dataDir)
    : Buffer.from(sources.chainKey ?? randomBytes(48).toString('base64url'), 'utf8');
  return { keyring, chainKey, witness: dataDir ? fileHeadWitness(dataDir) : memoryHeadWitness() };
}
