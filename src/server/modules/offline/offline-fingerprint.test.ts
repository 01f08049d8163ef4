import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, offlineActionFingerprint } from './offline-fingerprint.js';

const action = {
  table: 'stock_items',
  action: 'update',
  recordId: '0b9f4a52-7c1e-4a8e-9d55-0d4c1f6a2b10',
  data: { name: 'Soude', currentLevel: 12.5, unit: 'kg' },
  baseVersion: 3,
} as const;

describe('offline action fingerprint', () => {
  it('is the same whatever order the keys were written in, nested objects included', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"e":3,"f":2}]},"b":1}',
    );
    expect(
      offlineActionFingerprint({ ...action, data: { unit: 'kg', currentLevel: 12.5, name: 'Soude' } }),
    ).toBe(offlineActionFingerprint(action));
  });

  it('changes when anything the action asks changes', () => {
    const base = offlineActionFingerprint(action);
    const variants = [
      { ...action, table: 'invoices' as const },
      { ...action, action: 'delete' as const },
      { ...action, recordId: '1b9f4a52-7c1e-4a8e-9d55-0d4c1f6a2b10' },
      { ...action, data: { ...action.data, currentLevel: 13 } },
      { ...action, data: { ...action.data, notes: null } },
      { ...action, baseVersion: 4 },
      { ...action, baseVersion: undefined },
      { ...action, command: 'adjust' as const },
      { ...action, command: 'complete' as const },
    ];
    const fingerprints = variants.map(offlineActionFingerprint);
    expect(fingerprints).not.toContain(base);
    expect(new Set(fingerprints).size).toBe(variants.length);
  });

  it('hashes an action without a command as before commands existed (stored fingerprints stay valid)', () => {
    const before = createHash('sha256')
      .update(
        '{"action":"update","baseVersion":3,"data":{"currentLevel":12.5,"name":"Soude","unit":"kg"},' +
          '"recordId":"0b9f4a52-7c1e-4a8e-9d55-0d4c1f6a2b10","table":"stock_items"}',
      )
      .digest('hex');
    expect(offlineActionFingerprint(action)).toBe(before);
    expect(offlineActionFingerprint({ ...action, command: undefined })).toBe(before);
  });

  it('is a sha256 in hex', () => {
    expect(offlineActionFingerprint(action)).toMatch(/^[0-9a-f]{64}$/);
  });
});
