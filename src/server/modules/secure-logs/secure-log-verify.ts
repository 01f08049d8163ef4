import { asc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { secureLogs, type SecureLogRow } from '../../db/schema/logs.js';
import {
  chainMacOf,
  contentDigestOf,
  erasureMacOf,
  genesisMac,
  ownerDigestOf,
  type SecureLogContent,
} from './secure-log-digest.js';
import type { SecureLogVault } from './secure-log-vault.js';
import type { ChainBreakReason } from '../../../shared/domain/secure-logs.js';

export interface ChainBreak {
  seq: number;
  /** The row found at (or, for a missing row, just after) that place; null when the chain ends early. */
  id: string | null;
  reason: ChainBreakReason;
}

export type ChainVerification =
  | { ok: true; checkedRows: number; headSeq: number }
  | { ok: false; checkedRows: number; firstBad: ChainBreak };

const batchSize = 2000;

export function contentOf(row: SecureLogRow): SecureLogContent {
  return {
    id: row.id,
    ownerDigest: row.ownerDigest,
    level: row.level,
    message: row.message,
    encryptedMessage: row.encryptedMessage,
    metadata: row.metadata,
    encryptedMetadata: row.encryptedMetadata,
    source: row.source,
    userAgent: row.userAgent,
    isEncrypted: row.isEncrypted,
    hasSensitiveData: row.hasSensitiveData,
    keyId: row.keyId,
    createdAt: row.createdAt,
  };
}

/** Whether the row's stored fields are the ones its digest (or, once erased, its erasure mark) covers. */
function isContentIntact(vault: SecureLogVault, row: SecureLogRow): boolean {
  const content = contentOf(row);
  if (row.userId !== null && ownerDigestOf(vault.chainKey, row.userId) !== row.ownerDigest) return false;
  if (row.erasedAt === null) return row.erasureMac === null && contentDigestOf(content) === row.contentDigest;
  return row.erasureMac === erasureMacOf(vault.chainKey, content, row.contentDigest, row.erasedAt);
}

/**
 * A row whose link fails was moved when its mac is the right one at another place m of the chain: after the
 * row now at m - 1 or, when the neighbours were shuffled too, after one of the rows now near m.
 */
function isMovedRow(vault: SecureLogVault, row: SecureLogRow, macBySeq: Map<number, string>): boolean {
  const nearby = 3;
  for (const seq of macBySeq.keys()) {
    const previousMacs = seq === 1 ? [genesisMac] : [];
    for (let near = seq - nearby; near <= seq + nearby; near += 1) {
      const mac = macBySeq.get(near);
      if (mac !== undefined && mac !== row.chainMac) previousMacs.push(mac);
    }
    for (const previous of previousMacs) {
      if (chainMacOf(vault.chainKey, previous, seq, row.contentDigest) === row.chainMac && seq !== row.seq)
        return true;
    }
  }
  return false;
}

async function readMacsFrom(db: Db, afterSeq: number, macBySeq: Map<number, string>): Promise<void> {
  const rows = await db
    .select({ seq: secureLogs.seq, chainMac: secureLogs.chainMac })
    .from(secureLogs)
    .where(gt(secureLogs.seq, afterSeq))
    .orderBy(asc(secureLogs.seq));
  for (const row of rows) macBySeq.set(row.seq, row.chainMac);
}

/**
 * Walks the whole chain in order (POST /api/admin/secure-logs/verify, the security demo, the bench): each
 * row's content against its digest, each link against the chain key, the seq without gaps, and the head
 * against the witness kept outside the database. Answers the first bad row.
 */
export async function verifySecureLogChain(db: Db, vault: SecureLogVault): Promise<ChainVerification> {
  const macBySeq = new Map<number, string>();
  let previousMac = genesisMac;
  let expectedSeq = 1;
  let checkedRows = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(secureLogs)
      .where(gt(secureLogs.seq, expectedSeq - 1))
      .orderBy(asc(secureLogs.seq))
      .limit(batchSize);
    for (const row of rows) {
      const firstBad = (reason: ChainBreakReason): ChainVerification => ({
        ok: false,
        checkedRows,
        firstBad: { seq: reason === 'row_missing' ? expectedSeq : row.seq, id: row.id, reason },
      });
      if (row.seq !== expectedSeq) return firstBad('row_missing');
      if (!isContentIntact(vault, row)) return firstBad('content_changed');
      macBySeq.set(row.seq, row.chainMac);
      if (chainMacOf(vault.chainKey, previousMac, row.seq, row.contentDigest) !== row.chainMac) {
        await readMacsFrom(db, row.seq, macBySeq);
        return firstBad(isMovedRow(vault, row, macBySeq) ? 'reordered' : 'link_broken');
      }
      previousMac = row.chainMac;
      expectedSeq += 1;
      checkedRows += 1;
    }
    if (rows.length < batchSize) break;
  }
  const headSeq = expectedSeq - 1;
  const witness = vault.witness.read();
  if (witness && witness.seq > headSeq)
    return { ok: false, checkedRows, firstBad: { seq: headSeq + 1, id: null, reason: 'truncated' } };
  if (witness && macBySeq.get(witness.seq) !== witness.mac)
    return { ok: false, checkedRows, firstBad: { seq: witness.seq, id: null, reason: 'link_broken' } };
  return { ok: true, checkedRows, headSeq };
}
