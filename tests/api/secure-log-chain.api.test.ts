import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/auth.js';
import { secureLogs } from '../../src/server/db/schema/logs.js';
import { appendSecureLog } from '../../src/server/modules/secure-logs/secure-log-append.js';
import {
  chainMacOf,
  contentDigestOf,
  genesisMac,
} from '../../src/server/modules/secure-logs/secure-log-digest.js';
import { eraseUserSecureLogs } from '../../src/server/modules/secure-logs/secure-log-erasure.js';
import { decryptLogField, rotatedKeyring } from '../../src/server/modules/secure-logs/secure-log-keyring.js';
import { ownerViewOf } from '../../src/server/modules/secure-logs/secure-log-reading.js';
import {
  createSecureLogVault,
  type SecureLogVault,
} from '../../src/server/modules/secure-logs/secure-log-vault.js';
import {
  contentOf,
  verifySecureLogChain,
  type ChainVerification,
} from '../../src/server/modules/secure-logs/secure-log-verify.js';
import { openTestDatabase, testEngine } from '../fixtures/test-database.js';

let database: Database;
let vault: SecureLogVault;
let alice: string;
let bruno: string;

async function createUser(email: string): Promise<string> {
  const [row] = await database.db.insert(users).values({ name: email, email }).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

/** Runs `tamper` and the verification in one transaction that is rolled back: the chain is left as it was. */
async function verifyAfter(tamper: (tx: Db) => Promise<unknown>): Promise<ChainVerification> {
  let verification: ChainVerification | undefined;
  await database.db
    .transaction(async (tx) => {
      await tamper(tx);
      verification = await verifySecureLogChain(tx, vault);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
    });
  if (!verification) throw new Error('no verification');
  return verification;
}

async function rowAt(seq: number) {
  const [row] = await database.db.select().from(secureLogs).where(eq(secureLogs.seq, seq));
  if (!row) throw new Error(`no row ${seq}`);
  return row;
}

/** Changes one character of a text column (the first one, to another letter). */
const oneCharacterChanged = (column: string) =>
  sql.raw(
    `${column} = overlay(${column} placing (case when substr(${column}, 1, 1) = 'a' then 'b' else 'a' end) from 1 for 1)`,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  vault = createSecureLogVault({});
  alice = await createUser('alice@ferme-a.fr');
  bruno = await createUser('bruno@ferme-b.fr');
  const entries = [
    {
      userId: alice,
      level: 'info' as const,
      message: 'Digesteur démarré',
      metadata: { tank: 2 },
      source: 'plant',
    },
    {
      userId: alice,
      level: 'warn' as const,
      message: 'Connexion de alice@ferme-a.fr depuis 192.168.1.20',
      metadata: { ip: '192.168.1.20', note: 'ok' },
      userAgent: 'Firefox',
    },
    { userId: bruno, level: 'error' as const, message: 'Pompe 3 en défaut', source: 'maintenance' },
    {
      userId: bruno,
      level: 'info' as const,
      message: 'Rapport mensuel',
      sensitive: true,
      metadata: { month: 11 },
    },
    { userId: alice, level: 'critical' as const, message: 'Alarme H2S', metadata: { ppm: 412.5 } },
    { userId: bruno, level: 'debug' as const, message: 'Fin de journée' },
  ];
  for (const entry of entries) await appendSecureLog(database.db, vault, entry);
});

afterAll(async () => {
  await database.close();
});

describe(`secure log chain on ${testEngine()}`, () => {
  it('verifies the untouched chain', async () => {
    expect(await verifySecureLogChain(database.db, vault)).toEqual({ ok: true, checkedRows: 6, headSeq: 6 });
  });

  it('encrypts the entry with personal data under the row id, and keeps the plaintext masked', async () => {
    const row = await rowAt(2);
    expect(row.isEncrypted).toBe(true);
    expect(row.message).not.toContain('alice@ferme-a.fr');
    expect(row.message).not.toContain('192.168.1.20');
    expect(JSON.stringify(row.metadata)).not.toContain('192.168.1.20');
    expect(
      decryptLogField(vault.keyring, row.keyId ?? '', row.id, 'message', row.encryptedMessage ?? ''),
    ).toBe('Connexion de alice@ferme-a.fr depuis 192.168.1.20');
    const other = await rowAt(4);
    expect(other.isEncrypted).toBe(true);
    expect(() =>
      decryptLogField(vault.keyring, row.keyId ?? '', other.id, 'message', row.encryptedMessage ?? ''),
    ).toThrow();
  });

  const changes: readonly (readonly [string, number, ReturnType<typeof sql.raw>])[] = [
    ['message', 3, oneCharacterChanged('message')],
    ['encrypted_message', 2, oneCharacterChanged('encrypted_message')],
    ['encrypted_metadata', 4, sql.raw(`encrypted_metadata = encrypted_metadata || 'A'`)],
    ['metadata', 1, sql.raw(`metadata = '{"tank": 3}'::jsonb`)],
    ['source', 1, oneCharacterChanged('source')],
    ['user_agent', 2, oneCharacterChanged('user_agent')],
    ['level', 5, sql.raw(`level = 'info'`)],
    ['is_encrypted', 2, sql.raw('is_encrypted = false')],
    ['has_sensitive_data', 3, sql.raw('has_sensitive_data = true')],
    ['key_id', 2, sql.raw(`key_id = 'k9'`)],
    ['owner_digest', 3, oneCharacterChanged('owner_digest')],
    ['content_digest', 3, oneCharacterChanged('content_digest')],
    ['chain_mac', 4, oneCharacterChanged('chain_mac')],
    ['created_at', 3, sql.raw(`created_at = created_at + interval '1 millisecond'`)],
    ['erased_at', 3, sql.raw('erased_at = now()')],
    ['erasure_mac', 3, sql.raw(`erasure_mac = 'aa'`)],
  ];

  it.each(changes)('names the row whose %s changed', async (_field, seq, change) => {
    const row = await rowAt(seq);
    const verification = await verifyAfter((tx) =>
      tx.execute(sql`update secure_logs set ${change} where seq = ${seq}`),
    );
    expect(verification.ok).toBe(false);
    if (verification.ok) return;
    expect(verification.firstBad.seq).toBe(seq);
    expect(verification.firstBad.id).toBe(row.id);
  });

  it('names a row given to another user', async () => {
    const verification = await verifyAfter((tx) =>
      tx.execute(sql`update secure_logs set user_id = ${bruno} where seq = 1`),
    );
    expect(verification).toMatchObject({ ok: false, firstBad: { seq: 1, reason: 'content_changed' } });
  });

  it('names a deleted row as missing', async () => {
    const next = await rowAt(4);
    const verification = await verifyAfter((tx) => tx.execute(sql`delete from secure_logs where seq = 3`));
    expect(verification).toEqual({
      ok: false,
      checkedRows: 2,
      firstBad: { seq: 3, id: next.id, reason: 'row_missing' },
    });
  });

  it('names two swapped rows as reordered', async () => {
    const fourth = await rowAt(4);
    const verification = await verifyAfter(async (tx) => {
      await tx.execute(sql`update secure_logs set seq = -2 where seq = 2`);
      await tx.execute(sql`update secure_logs set seq = 2 where seq = 4`);
      await tx.execute(sql`update secure_logs set seq = 4 where seq = -2`);
    });
    expect(verification).toMatchObject({
      ok: false,
      firstBad: { seq: 2, id: fourth.id, reason: 'reordered' },
    });
  });

  it('names a truncated chain (its last rows deleted) from the witness kept outside the database', async () => {
    const verification = await verifyAfter((tx) => tx.execute(sql`delete from secure_logs where seq >= 5`));
    expect(verification).toEqual({
      ok: false,
      checkedRows: 4,
      firstBad: { seq: 5, id: null, reason: 'truncated' },
    });
  });

  it('sees a chain recomputed without the key (a row rewritten, every digest and mac redone)', async () => {
    const forgedKey = Buffer.from('not the chain key, but long enough to look like one');
    const verification = await verifyAfter(async (tx) => {
      await tx.execute(sql`update secure_logs set message = 'Rien à signaler' where seq = 3`);
      const rows = await tx.select().from(secureLogs).orderBy(secureLogs.seq);
      let previous = genesisMac;
      for (const row of rows) {
        const digest = contentDigestOf(contentOf(row));
        const mac = chainMacOf(forgedKey, previous, row.seq, digest);
        await tx
          .update(secureLogs)
          .set({ contentDigest: digest, chainMac: mac })
          .where(eq(secureLogs.id, row.id));
        previous = mac;
      }
    });
    expect(verification).toMatchObject({ ok: false, firstBad: { seq: 1, reason: 'link_broken' } });
  });

  it('still reads rows written before a key rotation, and writes new ones with the new key', async () => {
    const rotated: SecureLogVault = { ...vault, keyring: rotatedKeyring(vault.keyring) };
    const appended = await appendSecureLog(database.db, rotated, {
      userId: bruno,
      level: 'info',
      message: 'Après rotation : bruno@ferme-b.fr',
    });
    const [before, after] = [await rowAt(2), await rowAt(appended.seq)];
    expect([before.keyId, after.keyId]).toEqual(['k1', 'k2']);
    expect(ownerViewOf(rotated, before)).toMatchObject({
      isDecrypted: true,
      message: 'Connexion de alice@ferme-a.fr depuis 192.168.1.20',
    });
    expect(ownerViewOf(rotated, after)).toMatchObject({
      isDecrypted: true,
      message: 'Après rotation : bruno@ferme-b.fr',
    });
    expect(ownerViewOf(vault, after)).toMatchObject({ isDecrypted: false, isUnreadable: true });
    expect(await verifySecureLogChain(database.db, rotated)).toMatchObject({ ok: true, headSeq: 7 });
  });

  it('keeps one unforked chain under 8 concurrent writers', async () => {
    const appended = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        appendSecureLog(database.db, vault, {
          userId: index % 2 ? alice : bruno,
          level: 'info',
          message: `Écriture ${index}`,
        }),
      ),
    );
    expect(appended.map((row) => row.seq).sort((a, b) => a - b)).toEqual([8, 9, 10, 11, 12, 13, 14, 15]);
    expect(await verifySecureLogChain(database.db, vault)).toEqual({
      ok: true,
      checkedRows: 15,
      headSeq: 15,
    });
  });

  it('erases a user’s log content and the chain still verifies, even once the account is deleted', async () => {
    const erased = await eraseUserSecureLogs(database.db, vault, alice);
    expect(erased).toBe(7);
    const rows = await database.db.select().from(secureLogs).where(eq(secureLogs.userId, alice));
    for (const row of rows) {
      expect(row.erasedAt).not.toBeNull();
      expect([row.message, row.encryptedMessage, row.metadata, row.encryptedMetadata, row.userAgent]).toEqual(
        ['', null, null, null, null],
      );
    }
    expect(await verifySecureLogChain(database.db, vault)).toMatchObject({ ok: true, headSeq: 15 });
    await database.db.delete(users).where(eq(users.id, alice));
    const [kept] = await database.db.select({ count: sql<number>`count(*)::int` }).from(secureLogs);
    expect(kept?.count).toBe(15);
    expect(await verifySecureLogChain(database.db, vault)).toMatchObject({ ok: true, headSeq: 15 });
    const verification = await verifyAfter((tx) =>
      tx.execute(sql`update secure_logs set level = 'debug' where seq = 1`),
    );
    expect(verification).toMatchObject({ ok: false, firstBad: { seq: 1, reason: 'content_changed' } });
  });
});
