import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decryptLogField,
  encryptLogField,
  generateKeyring,
  keyringFileName,
  loadOrCreateKeyringFile,
  LogDecryptionError,
  parseKeyringVariable,
  rotateKeyringFile,
  rotatedKeyring,
} from './secure-log-keyring.js';

const rowA = '6f1c2f0e-6a57-4f0e-9d0e-0a8f2b1c3d4e';
const rowB = '0b7d5e1a-2c3f-4a5b-8c6d-7e8f9a0b1c2d';

describe('secure log encryption (AES-256-GCM, row id as AAD)', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const keyring = generateKeyring();
    const first = encryptLogField(keyring, rowA, 'message', 'jean.dupont@ferme.fr');
    const second = encryptLogField(keyring, rowA, 'message', 'jean.dupont@ferme.fr');
    expect(first).not.toBe(second);
    expect(first).not.toContain('jean');
    expect(decryptLogField(keyring, keyring.currentId, rowA, 'message', first)).toBe('jean.dupont@ferme.fr');
  });

  it('refuses a ciphertext moved to another row or another field', () => {
    const keyring = generateKeyring();
    const sealed = encryptLogField(keyring, rowA, 'message', 'IBAN FR7630006000011234567890189');
    expect(() => decryptLogField(keyring, keyring.currentId, rowB, 'message', sealed)).toThrow(
      LogDecryptionError,
    );
    expect(() => decryptLogField(keyring, keyring.currentId, rowA, 'metadata', sealed)).toThrow(
      LogDecryptionError,
    );
  });

  it('refuses any changed byte of the ciphertext', () => {
    const keyring = generateKeyring();
    const sealed = encryptLogField(keyring, rowA, 'message', 'secret message');
    const [version, iv, body, tag] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const changed = [version, iv, bytes.toString('base64url'), tag].join('.');
    expect(() => decryptLogField(keyring, keyring.currentId, rowA, 'message', changed)).toThrow(
      LogDecryptionError,
    );
  });

  it('still reads rows written before a rotation, and seals new ones with the new key', () => {
    const before = generateKeyring();
    const old = encryptLogField(before, rowA, 'message', 'written with k1');
    const after = rotatedKeyring(before);
    expect(after.currentId).toBe('k2');
    expect(decryptLogField(after, 'k1', rowA, 'message', old)).toBe('written with k1');
    const fresh = encryptLogField(after, rowB, 'message', 'written with k2');
    expect(() => decryptLogField(after, 'k1', rowB, 'message', fresh)).toThrow(LogDecryptionError);
    expect(decryptLogField(after, 'k2', rowB, 'message', fresh)).toBe('written with k2');
  });

  it('keeps a generated keyring in DATA_DIR (0600); the rotation command adds a key and keeps the old ones', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'log-keys-'));
    const first = loadOrCreateKeyringFile(dataDir);
    const sealed = encryptLogField(first, rowA, 'message', 'kept');
    expect(statSync(join(dataDir, keyringFileName)).mode & 0o077).toBe(0);
    expect(rotateKeyringFile(dataDir)).toBe('k2');
    const reloaded = loadOrCreateKeyringFile(dataDir);
    expect(reloaded.currentId).toBe('k2');
    expect(decryptLogField(reloaded, 'k1', rowA, 'message', sealed)).toBe('kept');
    expect(readFileSync(join(dataDir, keyringFileName), 'utf8')).not.toContain('kept');
  });

  it('reads SECURE_LOG_KEYS with the first key current', () => {
    const k2 = Buffer.alloc(32, 2).toString('base64');
    const k1 = Buffer.alloc(32, 1).toString('base64');
    const keyring = parseKeyringVariable(`k2:${k2},k1:${k1}`);
    expect(keyring.currentId).toBe('k2');
    expect([...keyring.keys.keys()]).toEqual(['k2', 'k1']);
    expect(() => parseKeyringVariable('k1:c2hvcnQ=')).toThrow(/32 bytes/);
  });
});
