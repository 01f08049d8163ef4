import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainKeyFileName, headWitnessFileName } from './secure-log-chain-secrets.js';
import { keyringFileName } from './secure-log-keyring.js';
import { createSecureLogVault } from './secure-log-vault.js';

describe('secure log vault (keys and head witness outside the database)', () => {
  it('generates its keys into DATA_DIR (0600) once, and keeps the head witness across restarts', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'log-vault-'));
    const first = createSecureLogVault({ dataDir });
    first.witness.advance({ seq: 3, mac: 'c'.repeat(64) });
    first.witness.advance({ seq: 2, mac: 'b'.repeat(64) });
    expect(readdirSync(dataDir).sort()).toEqual(
      [chainKeyFileName, headWitnessFileName, keyringFileName].sort(),
    );
    for (const file of readdirSync(dataDir)) expect(statSync(join(dataDir, file)).mode & 0o077).toBe(0);

    const restarted = createSecureLogVault({ dataDir });
    expect(restarted.chainKey.equals(first.chainKey)).toBe(true);
    expect(restarted.keyring.keys.get('k1')?.equals(first.keyring.keys.get('k1') ?? Buffer.alloc(0))).toBe(
      true,
    );
    expect(restarted.witness.read()).toEqual({ seq: 3, mac: 'c'.repeat(64) });
  });

  it('takes the keys from the environment when given, and keeps everything in memory without DATA_DIR', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const vault = createSecureLogVault({ keys: `k5:${key}`, chainKey: 'x'.repeat(40) });
    expect(vault.keyring.currentId).toBe('k5');
    expect(vault.chainKey.toString()).toBe('x'.repeat(40));
    expect(vault.witness.read()).toBeNull();
  });
});
