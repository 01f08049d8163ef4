import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_RESET_TABLES } from '../../src/shared/domain/data-rights.js';
import { activityLogs } from '../../src/server/db/schema/logs.js';
import { signUpUser, type SignedUpUser } from '../fixtures/auth-session.js';
import { rowCountsPerTable } from '../fixtures/data-rights-api.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';
import { seedUserData } from '../fixtures/user-data-seed.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const rowCounts = (userId: string) => rowCountsPerTable(testApp.database.db, userId);

async function seededUser(marker: string): Promise<SignedUpUser & { rawMaterialId: string }> {
  const user = await signUpUser(testApp.app);
  const { rawMaterialId } = await seedUserData(testApp.database.db, user.userId, marker);
  return { ...user, rawMaterialId };
}

describe('data reset', () => {
  it('empties exactly the listed tables of that user, after the phrase, and logs the counts', async () => {
    const alice = await seededUser('alice');
    const bruno = await seededUser('bruno');
    const aliceBefore = await rowCounts(alice.userId);
    const brunoBefore = await rowCounts(bruno.userId);
    for (const table of DATA_RESET_TABLES) expect(aliceBefore[table], table).toBeGreaterThan(0);

    // A user id in the body is not read: the reset is the session's user's.
    const reset = await alice.client.post('/api/data-rights/reset', {
      phrase: '  supprimer mes données ',
      userId: bruno.userId,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({
      deleted: Object.fromEntries(DATA_RESET_TABLES.map((table) => [table, 1])),
    });

    const aliceAfter = await rowCounts(alice.userId);
    // Their dependants follow the foreign keys: the tasks' reminders, the items' stock movements, the lots'
    // proof files; the activity log gains the reset's entry.
    const followers = ['reminders', 'stock_movements', 'evidence_files'];
    for (const [table, before] of Object.entries(aliceBefore)) {
      if ((DATA_RESET_TABLES as readonly string[]).includes(table) || followers.includes(table))
        expect(aliceAfter[table], table).toBe(0);
      else if (table === 'activity_logs') expect(aliceAfter[table], table).toBe(before + 1);
      else expect(aliceAfter[table], table).toBe(before);
    }
    expect(await rowCounts(bruno.userId)).toEqual(brunoBefore);
    const [logged] = await testApp.database.db
      .select({ metadata: activityLogs.metadata })
      .from(activityLogs)
      .where(and(eq(activityLogs.userId, alice.userId), eq(activityLogs.activityType, 'user_data_delete')));
    expect(logged?.metadata).toEqual({
      source: 'data_reset',
      deleted: reset.json<{ deleted: object }>().deleted,
    });
  });

  it('refuses without the phrase or with a wrong one, in French and English, and deletes nothing', async () => {
    const carla = await seededUser('carla');
    const before = await rowCounts(carla.userId);
    const cases: [unknown, string, string][] = [
      [{}, 'fr', 'Tapez la phrase de confirmation'],
      [{ phrase: '   ' }, 'en', 'Type the confirmation phrase'],
      [
        { phrase: 'SUPPRIMER MES DONNEES' },
        'fr',
        'La phrase ne correspond pas : tapez « SUPPRIMER MES DONNÉES »',
      ],
      [{ phrase: 'delete my dat' }, 'en', 'The phrase does not match: type "DELETE MY DATA"'],
    ];
    for (const [body, language, message] of cases) {
      const refused = await carla.client.post('/api/data-rights/reset', body, { 'x-app-language': language });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ error: { fields: { phrase: message } } });
    }
    expect(await rowCounts(carla.userId)).toEqual(before);
  });

  it('refuses while the feed log uses one of the lots, saying so, and deletes nothing', async () => {
    const dora = await seededUser('dora');
    await testApp.database.db.execute(
      sql`insert into feed_logs (user_id, fed_on, raw_material_id, tonnes) values (${dora.userId}, current_date, ${dora.rawMaterialId}, 2)`,
    );
    const before = await rowCounts(dora.userId);
    const refused = await dora.client.post(
      '/api/data-rights/reset',
      { phrase: 'DELETE MY DATA' },
      { 'x-app-language': 'fr' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'reset_blocked_by_feed_log',
        message: expect.stringContaining('1 entrée du journal d’alimentation utilise vos lots') as string,
      },
    });
    expect(await rowCounts(dora.userId)).toEqual(before);
  });
});
