import { describe, expect, it } from 'vitest';
import {
  LocalCryptoError,
  decryptJson,
  encryptJson,
  encryptedStorageKey,
  importLocalKey,
} from './local-crypto';

function randomKeyText(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
}

async function refusal(promise: Promise<unknown>): Promise<LocalCryptoError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LocalCryptoError))
    throw new Error(`expected a LocalCryptoError, got ${String(error)}`);
  return error;
}

describe('local encryption (AES-GCM 256, 12-byte IV)', () => {
  it('seals a value and opens it again with the same key', async () => {
    const key = await importLocalKey(randomKeyText());
    const action = { id: 'a1', table: 'stock_items', action: 'insert', data: { name: 'Charbon actif' } };
    const sealed = await encryptJson(key, action);
    expect(sealed).not.toContain('Charbon');
    expect(await decryptJson(key, sealed)).toEqual(action);
  });

  it('uses a new 12-byte IV for every value, so equal values never look alike', async () => {
    const key = await importLocalKey(randomKeyText());
    const first = await encryptJson(key, 'même valeur');
    const second = await encryptJson(key, 'même valeur');
    expect(first).not.toBe(second);
    const iv = first.split('.')[1] ?? '';
    expect(Buffer.from(iv, 'base64')).toHaveLength(12);
  });

  it('keeps the key non-extractable', async () => {
    const key = await importLocalKey(randomKeyText());
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('refuses another key, a changed byte and another format with the decrypt message', async () => {
    const key = await importLocalKey(randomKeyText());
    const otherKey = await importLocalKey(randomKeyText());
    const sealed = await encryptJson(key, { quantity: 12 });
    expect((await refusal(decryptJson(otherKey, sealed))).messageKey).toBe('offline:errors.decrypt');
    const [tag, iv, data = ''] = sealed.split('.');
    const bytes = Buffer.from(data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = `${tag ?? ''}.${iv ?? ''}.${bytes.toString('base64')}`;
    expect((await refusal(decryptJson(key, tampered))).operation).toBe('decrypt');
    expect((await refusal(decryptJson(key, '{"quantity":12}'))).operation).toBe('decrypt');
  });

  it('refuses a key that is not 32 bytes', async () => {
    const error = await refusal(importLocalKey(Buffer.from('trop court').toString('base64')));
    expect(error.messageKey).toBe('offline:errors.unavailable');
  });

  it('names encrypted copies with the encrypted_ prefix', () => {
    expect(encryptedStorageKey('offline-queue')).toBe('encrypted_offline-queue');
  });
});
