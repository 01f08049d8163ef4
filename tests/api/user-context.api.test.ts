// The user transaction (db/user-context.ts over db/prelude-transaction.ts): the context statement travels with
// the BEGIN, and the transaction behaves as Drizzle's own does (commit, rollback on a throw, savepoints).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { users } from '../../src/server/db/schema/auth.js';
import { stockItems } from '../../src/server/db/schema/stock.js';
import { applicationRole, withAnonymousContext, withUserContext } from '../../src/server/db/user-context.js';
import { openTestDatabase, testEngine } from '../fixtures/test-database.js';

let database: Database;
let owner: string;

const contextOf = (executor: Parameters<typeof queryRows>[0]) =>
  queryRows<{ user_id: string | null; role: string }>(
    executor,
    sql`select current_setting('app.user_id', true) as user_id, current_user as role`,
  ).then((rows) => rows[0]);

const namesOf = async (userId: string) =>
  (await database.db.select({ name: stockItems.name }).from(stockItems).where(eq(stockItems.userId, userId)))
    .map((row) => row.name)
    .sort();

beforeAll(async () => {
  database = await openTestDatabase();
  const [row] = await database.db
    .insert(users)
    .values({ name: 'Owner', email: 'owner@ferme-ctx.fr' })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  owner = row.id;
});

afterAll(async () => {
  await database.close();
});

describe(`the user transaction on ${testEngine()}`, () => {
  it('runs as the application role with the user set, and neither outlives the transaction', async () => {
    const inside = await withUserContext(database.db, owner, (tx) => contextOf(tx));
    expect(inside).toEqual({ user_id: owner, role: applicationRole });
    const anonymous = await withAnonymousContext(database.db, (tx) => contextOf(tx));
    expect(anonymous).toEqual({ user_id: '', role: applicationRole });
    const after = await contextOf(database.db);
    expect(after?.role).not.toBe(applicationRole);
    expect(after?.user_id ?? '').toBe('');
  });

  it('commits the work, and undoes all of it when the work throws', async () => {
    await withUserContext(database.db, owner, (tx) =>
      tx.insert(stockItems).values({ userId: owner, name: 'Kept', category: 'other' }),
    );
    const failed = withUserContext(database.db, owner, async (tx) => {
      await tx.insert(stockItems).values({ userId: owner, name: 'Undone', category: 'other' });
      throw new Error('work failed');
    });
    await expect(failed).rejects.toThrow('work failed');
    expect(await namesOf(owner)).toEqual(['Kept']);
  });

  it('gives nested transactions their savepoints: a failed inner part alone is undone', async () => {
    await withUserContext(database.db, owner, async (tx) => {
      await tx.insert(stockItems).values({ userId: owner, name: 'Outer', category: 'other' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(stockItems).values({ userId: owner, name: 'Inner', category: 'other' });
          throw new Error('inner failed');
        })
        .catch(() => undefined);
    });
    expect(await namesOf(owner)).toEqual(['Kept', 'Outer']);
  });

  it('refuses an id that is not a uuid before anything reaches the database', async () => {
    await expect(
      withUserContext(database.db, "x', true), set_config('role', 'postgres", () => Promise.resolve(1)),
    ).rejects.toThrow('userId must be a uuid');
  });

  it('gives the connection back after a failed transaction (the next ones still run)', async () => {
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await expect(
        withUserContext(database.db, owner, (tx) => tx.execute(sql`select 1 / 0`)),
      ).rejects.toThrow();
    }
    expect(await withUserContext(database.db, owner, (tx) => contextOf(tx))).toEqual({
      user_id: owner,
      role: applicationRole,
    });
  });
});
