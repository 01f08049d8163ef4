import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './session-secret.js';

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when it is set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-'));
    expect(resolveSessionSecret('x'.repeat(40), dataDir)).toBe('x'.repeat(40));
  });

  it('generates a private secret once into DATA_DIR and keeps it across starts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'secret-'));
    const first = resolveSessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(undefined, dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o077).toBe(0);
  });
});
