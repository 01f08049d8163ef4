import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The chain key's file in DATA_DIR (mode 0600), when SECURE_LOG_CHAIN_KEY is not set. */
export const chainKeyFileName = 'secure-log-chain-key';
/** The head witness's file in DATA_DIR: the last (seq, mac) this server appended, to see a truncation. */
export const headWitnessFileName = 'secure-log-head.json';

export interface ChainHead {
  seq: number;
  mac: string;
}

/**
 * The last head this server knows, kept outside the database: a chain whose row at that seq is gone or
 * different was truncated (or rewritten) behind the server's back.
 */
export interface HeadWitness {
  read(): ChainHead | null;
  /** Records a head after its append committed; an older one (a concurrent writer) is ignored. */
  advance(head: ChainHead): void;
}

function writePrivateFile(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  renameSync(temporary, path);
}

/** SECURE_LOG_CHAIN_KEY (at least 32 characters) when set; else a random key generated once into DATA_DIR. */
export function resolveChainKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const path = join(dataDir, chainKeyFileName);
  if (existsSync(path)) {
    const stored = readFileSync(path, 'utf8').trim();
    if (stored.length >= 32) return Buffer.from(stored, 'utf8');
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString('base64url');
  writePrivateFile(path, key);
  return Buffer.from(key, 'utf8');
}

export function memoryHeadWitness(initial: ChainHead | null = null): HeadWitness {
  let head = initial;
  return {
    read: () => head,
    advance(next) {
      if (!head || next.seq > head.seq) head = next;
    },
  };
}

/** The witness in DATA_DIR: read once at start, rewritten (atomically) on each new head. */
export function fileHeadWitness(dataDir: string): HeadWitness {
  const path = join(dataDir, headWitnessFileName);
  const stored = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as ChainHead) : null;
  const memory = memoryHeadWitness(stored);
  return {
    read: () => memory.read(),
    advance(next) {
      const before = memory.read();
      memory.advance(next);
      if (memory.read() !== before) writePrivateFile(path, JSON.stringify(next));
    },
  };
}
