// Encryption of the browser's offline data (issue 6, spec §8, §9): AES-GCM 256 with a fresh 12-byte IV per
// value, under the user's random key from GET /api/offline/key, imported as a non-extractable WebCrypto key
// (scripts can use it, never read it back). Encrypted copies are stored under the `encrypted_` prefix.

/** Spec §9: encrypted copies are stored under this prefix. */
export const encryptedKeyPrefix = 'encrypted_';

/** Spec §9: a 12-byte IV, new for every value. */
const ivLength = 12;

/** The format tag of an encrypted value, so a later format can be told apart. */
const formatTag = 'v1';

export function encryptedStorageKey<TName extends string>(
  name: TName,
): `${typeof encryptedKeyPrefix}${TName}` {
  return `${encryptedKeyPrefix}${name}`;
}

/** Why a value could not be encrypted or decrypted; `messageKey` is the spec §8 text in the offline catalog. */
export class LocalCryptoError extends Error {
  constructor(
    readonly operation: 'encrypt' | 'decrypt' | 'unavailable',
    readonly messageKey: string,
    options?: { cause?: unknown },
  ) {
    super(`local ${operation} failed`, options);
    this.name = 'LocalCryptoError';
  }
}

/** Whether this browser can encrypt at all (WebCrypto needs a secure context: https or localhost). */
export function isLocalEncryptionAvailable(): boolean {
  return typeof globalThis.crypto !== 'undefined' && typeof globalThis.crypto.subtle !== 'undefined';
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The user's key as a non-extractable AES-GCM key; the base64 text is dropped by the caller right after. */
export async function importLocalKey(base64Key: string): Promise<CryptoKey> {
  if (!isLocalEncryptionAvailable()) throw new LocalCryptoError('unavailable', 'offline:errors.unavailable');
  const raw = fromBase64(base64Key);
  if (raw.length !== 32) throw new LocalCryptoError('unavailable', 'offline:errors.unavailable');
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

/** `v1.<iv>.<ciphertext and tag>`, both base64: the value as JSON, encrypted with a fresh IV. */
export async function encryptJson(key: CryptoKey, value: unknown): Promise<string> {
  try {
    const iv = crypto.getRandomValues(new Uint8Array(ivLength));
    const plain = new TextEncoder().encode(JSON.stringify(value));
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    return `${formatTag}.${toBase64(iv)}.${toBase64(sealed)}`;
  } catch (error) {
    throw new LocalCryptoError('encrypt', 'offline:errors.encrypt', { cause: error });
  }
}

/** The value `encryptJson` sealed; a wrong key, a changed byte or another format is refused. */
export async function decryptJson<T = unknown>(key: CryptoKey, sealedText: string): Promise<T> {
  try {
    const [tag, ivText, dataText, ...rest] = sealedText.split('.');
    if (tag !== formatTag || !ivText || !dataText || rest.length > 0) throw new Error('unknown format');
    const iv = fromBase64(ivText);
    if (iv.length !== ivLength) throw new Error('bad IV length');
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, fromBase64(dataText));
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch (error) {
    throw new LocalCryptoError('decrypt', 'offline:errors.decrypt', { cause: error });
  }
}
