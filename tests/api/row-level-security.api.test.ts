import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { users } from '../../src/server/db/schema/auth.js';
import { userOwnedTables } from '../../src/server/db/schema/user-owned-tables.js';
import { applicationRole, withAnonymousContext, withUserContext } from '../../src/server/db/user-context.js';
import { findIsolationBreaches, isolationProbes, type IsolationProbe } from '../fixtures/isolation-probe.js';
import { openTestDatabase, testEngine } from '../fixtures/test-database.js';

/** Tables with a user_id column that only the server's privileged connection touches (no policy at all). */
const serverOnlyTables = ['sessions', 'accounts', 'two_factors', 'used_totp_codes', 'support_messages'];

/** Drizzle wraps driver errors ("Failed query: …"); the database's own message is in the cause. */
async function expectRefused(work: Promise<unknown>, reason: RegExp): Promise<void> {
  const error: unknown = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error, 'the statement should have been refused').toBeInstanceOf(Error);
  const cause = (error as Error & { cause?: unknown }).cause;
  expect(cause instanceof Error ? cause.message : (error as Error).message).toMatch(reason);
}

let database: Database;
let alice: string;
let bruno: string;

async function createUser(email: string): Promise<string> {
  const [row] = await database.db.insert(users).values({ name: email, email }).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  alice = await createUser('alice@ferme-a.fr');
  bruno = await createUser('bruno@ferme-b.fr');
});

afterAll(async () => {
  await database.close();
});

describe(`row-level security on ${testEngine()}`, () => {
  it('is enabled on every table of the public schema', async () => {
    const unprotected = await queryRows(
      database.db,
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(unprotected).toEqual([]);
  });

  it('binds every user-owned table to app.user_id for the application role, for reads and writes', async () => {
    const rows = await queryRows<{
      tablename: string;
      roles: string;
      cmd: string;
      qual: string;
      with_check: string;
    }>(
      database.db,
      sql`select tablename, roles::text as roles, cmd, qual, with_check from pg_policies
        where schemaname = 'public' and policyname like '%_own_rows'`,
    );
    const policies = new Map(rows.map((row) => [row.tablename, row]));
    for (const { name, userIdColumn } of userOwnedTables) {
      const policy = policies.get(name);
      expect(policy, `${name} has no own-rows policy`).toBeDefined();
      expect(policy?.roles).toContain(applicationRole);
      expect(policy?.cmd).toBe('ALL');
      for (const clause of [policy?.qual, policy?.with_check]) {
        expect(clause).toContain(userIdColumn);
        expect(clause).toContain("current_setting('app.user_id'");
      }
    }
  });

  it('leaves no table with a user_id column outside the list of user-owned tables', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id'
          and table_name in (select tablename from pg_tables where schemaname = 'public')`,
    );
    const listed = new Set([...userOwnedTables.map((table) => table.name), ...serverOnlyTables]);
    const unlisted = rows.map((row) => row.table_name).filter((name) => !listed.has(name));
    expect(unlisted).toEqual([]);
  });

  it.each(isolationProbes.map((probe) => [probe.table, probe] as const))(
    '%s: a user reads and changes only their own rows, even through queries without a user_id filter',
    async (_table, probe) => {
      expect(await findIsolationBreaches(database.db, probe, alice, bruno)).toEqual([]);
      expect(await findIsolationBreaches(database.db, probe, bruno, alice)).toEqual([]);
    },
  );

  it('shows a user only their own account row and lets nobody change roles or accounts', async () => {
    const seen = await withUserContext(database.db, alice, (tx) =>
      queryRows<{ id: string }>(tx, sql`select id from users`),
    );
    expect(seen.map((row) => row.id)).toEqual([alice]);
    await expectRefused(
      withUserContext(database.db, alice, (tx) =>
        tx.execute(sql`update users set email = 'x@y.fr' where id = ${alice}`),
      ),
      /permission denied/,
    );
    await database.db.execute(sql`insert into profiles (user_id) values (${alice})`);
    await expectRefused(
      withUserContext(database.db, alice, (tx) =>
        tx.execute(sql`update profiles set role = 'admin' where user_id = ${alice}`),
      ),
      /permission denied/,
    );
    const renamed = await withUserContext(database.db, alice, (tx) =>
      queryRows(tx, sql`update profiles set first_name = 'Alice' where user_id = ${alice} returning user_id`),
    );
    expect(renamed).toHaveLength(1);
  });

  it('gives a visitor (no user) nothing but the public catalogues', async () => {
    const seen = await withAnonymousContext(database.db, (tx) =>
      queryRows(
        tx,
        sql`select (select count(*) from stock_items)::int as stock, (select count(*) from users)::int as people`,
      ),
    );
    expect(seen).toEqual([{ stock: 0, people: 0 }]);
    for (const table of ['accounts', 'sessions', 'mail_outbox']) {
      await expectRefused(
        withUserContext(database.db, alice, (tx) =>
          tx.execute(sql`select count(*) from ${sql.identifier(table)}`),
        ),
        /permission denied/,
      );
    }
  });

  describe('the isolation check itself', () => {
    // Each case breaks the protection, shows that the check notices, then puts the migration's policy back.
    const probe = isolationProbes.find((candidate) => candidate.table === 'stock_items');
    if (!probe) throw new Error('the stock_items probe is missing');
    const stockProbe: IsolationProbe = probe;

    async function run(statements: string[]): Promise<void> {
      for (const statement of statements) await database.db.execute(sql.raw(statement));
    }

    /** Breaks the protection with `statements`, probes, then restores the policy of the migration. */
    async function breachesWhile(statements: string[]): Promise<string[]> {
      await run(statements);
      try {
        return await findIsolationBreaches(database.db, stockProbe, alice, bruno);
      } finally {
        await run([
          'alter table stock_items enable row level security',
          'drop policy if exists stock_items_own_rows on stock_items',
          `create policy stock_items_own_rows on stock_items as permissive for all to ${applicationRole}
            using (user_id = nullif(current_setting('app.user_id', true), '')::uuid)
            with check (user_id = nullif(current_setting('app.user_id', true), '')::uuid)`,
        ]);
      }
    }

    it('fails when the policy is dropped (the owner loses their own rows)', async () => {
      const breaches = await breachesWhile(['drop policy stock_items_own_rows on stock_items']);
      expect(breaches.length).toBeGreaterThan(0);
      expect(breaches.join('\n')).toMatch(/owner cannot (insert|read)/);
    });

    it('fails when row-level security is disabled (another user reads and changes the rows)', async () => {
      const breaches = await breachesWhile(['alter table stock_items disable row level security']);
      expect(breaches).toEqual(
        expect.arrayContaining([
          'stock_items: another user reads the row',
          'stock_items: another user updates the row',
          'stock_items: another user deletes the row',
        ]),
      );
    });

    it('fails when the policy forgets the user (USING true)', async () => {
      const breaches = await breachesWhile([
        'drop policy stock_items_own_rows on stock_items',
        `create policy stock_items_own_rows on stock_items for all to ${applicationRole} using (true) with check (true)`,
      ]);
      expect(breaches).toContain('stock_items: another user reads the row');
      expect(breaches).toContain("stock_items: another user inserts a row in the owner's name");
    });

    it('passes again once the policy is restored', async () => {
      expect(await findIsolationBreaches(database.db, stockProbe, alice, bruno)).toEqual([]);
    });
  });
});
