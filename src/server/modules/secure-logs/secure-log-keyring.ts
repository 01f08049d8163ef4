import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a generated keyring lives in DATA_DIR (mode 0600, next to the session secret). */
export const keyringFileName = 'secure-log-keys.json';

const keyBytes = 32;
const ivBytes = 12;
const tagBytes = 16;
const formatVersion = 'v1';

/**
 * The AES-256-GCM keys of the secure logs: every key ever current (old rows name theirs by id) and the one new
 * rows use. Never written to the database.
 */
export interface LogKeyring {
  readonly currentId: string;
  readonly keys: ReadonlyMap<string, Buffer>;
}

/** A ciphertext fails to open: wrong key, another row's or field's AAD, or changed bytes. */
export class LogDecryptionError extends Error {
  constructor(reason: string) {
    super(`secure log ciphertext refused: ${reason}`);
    this.name = 'LogDecryptionError';
  }
}

/** The AAD of a field: the row id and the field's name, so a ciphertext moved to another row or field fails. */
function aadOf(rowId: string, field: string): Buffer {
  return Buffer.from(`${rowId}\u0000${field}`, 'utf8');
}

/** "v1.<iv>.<ciphertext>.<tag>" (base64url) under the current key; a fresh random 12-byte IV each time. */
export function encryptLogField(
  keyring: LogKeyring,
  rowId: string,
  field: string,
  plaintext: string,
): string {
  const key = keyring.keys.get(keyring.currentId);
  if (!key) throw new Error(`secure log key ${keyring.currentId} missing from the keyring`);
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: tagBytes });
  cipher.setAAD(aadOf(rowId, field));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [formatVersion, iv, ciphertext, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens what encryptLogField wrote with the key `keyId`; throws LogDecryptionError when it does not open. */
export function decryptLogField(
  keyring: LogKeyring,
  keyId: string,
  rowId: string,
  field: string,
  sealed: string,
): string {
  const key = keyring.keys.get(keyId);
  if (!key) throw new LogDecryptionError(`unknown key ${keyId}`);
  const [version, iv, ciphertext, tag, ...rest] = sealed.split('.');
  if (
    version !== formatVersion ||
    iv === undefined ||
    ciphertext === undefined ||
    tag === undefined ||
    rest.length
  )
    throw new LogDecryptionError('malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
      authTagLength: tagBytes,
    });
    decipher.setAAD(aadOf(rowId, field));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new LogDecryptionError('authentication failed');
  }
}

interface StoredKeyring {
  current: string;
  keys: Record<string, string>;
}

function keyringOf(stored: StoredKeyring): LogKeyring {
  const keys = new Map<string, Buffer>();
  for (const [id, encoded] of Object.entries(stored.keys)) {
    const key = Buffer.from(encoded, 'base64');
    if (key.length !== keyBytes) throw new Error(`secure log key ${id} is not ${keyBytes} bytes`);
    keys.set(id, key);
  }
  if (!keys.has(stored.current)) throw new Error(`secure log key ${stored.current} (current) is missing`);
  return { currentId: stored.current, keys };
}

function storedOf(keyring: LogKeyring): StoredKeyring {
  return {
    current: keyring.currentId,
    keys: Object.fromEntries([...keyring.keys].map(([id, key]) => [id, key.toString('base64')])),
  };
}

/**
 * SECURE_LOG_KEYS: "id:base64key,id:base64key", the first one current (a rotation puts a new key in front and
 * keeps the others so old rows still read).
 */
export function parseKeyringVariable(value: string): LogKeyring {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf(':');
      if (separator <= 0) throw new Error('SECURE_LOG_KEYS: each key is "id:base64"');
      return [entry.slice(0, separator), entry.slice(separator + 1)] as const;
    });
  const [first] = entries;
  if (!first) throw new Error('SECURE_LOG_KEYS: no key');
  return keyringOf({ current: first[0], keys: Object.fromEntries(entries) });
}

/** A keyring of one new random key (tests, and a server without DATA_DIR keep it in memory). */
export function generateKeyring(): LogKeyring {
  return { currentId: 'k1', keys: new Map([['k1', randomBytes(keyBytes)]]) };
}

/** The keyring plus one new random key made current (ids k1, k2, …); the old keys stay. */
export function rotatedKeyring(keyring: LogKeyring): LogKeyring {
  const numbers = [...keyring.keys.keys()].map((id) => Number(/^k(\d+)$/.exec(id)?.[1] ?? 0));
  const nextId = `k${Math.max(0, ...numbers) + 1}`;
  const keys = new Map(keyring.keys);
  keys.set(nextId, randomBytes(keyBytes));
  return { currentId: nextId, keys };
}

function writePrivateFile(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  renameSync(temporary, path);
}

/** The keyring of DATA_DIR, generated there (mode 0600) on first use. */
export function loadOrCreateKeyringFile(dataDir: string): LogKeyring {
  const path = join(dataDir, keyringFileName);
  if (existsSync(path)) return keyringOf(JSON.parse(readFileSync(path, 'utf8')) as StoredKeyring);
  mkdirSync(dataDir, { recursive: true });
  const keyring = generateKeyring();
  writePrivateFile(path, JSON.stringify(storedOf(keyring)));
  return keyring;
}

/** `npm run rotate-log-key`: adds a new current key to DATA_DIR's keyring; returns its id. */
export function rotateKeyringFile(dataDir: string): string {
  const rotated = rotatedKeyring(loadOrCreateKeyringFile(dataDir));
  writePrivateFile(join(dataDir, keyringFileName), JSON.stringify(storedOf(rotated)));
  return rotated.currentId;
}
