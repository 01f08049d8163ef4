// The order of the global search's results within a source (docs/ARCHITECTURE.md "Workspace"): titles that
// start with the text first, then the other matches, each newest first, ties by id, accents and case ignored.
// search_source reads them in two limited statements (migration 0016); these tests hold the order to the rule
// for a word common enough to fill the limit, and check that the rows do not depend on the plan the database
// picks (walking the freshness index, or a bitmap of the text indexes then a sort).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchResponse } from '../../src/shared/contracts/search.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

/** A fixed instant `minutes` after a reference one, so the freshness order is known. */
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 8, minutes)).toISOString();

async function insertStock(userId: string, name: string, minutes: number, id?: string): Promise<void> {
  await testApp.database.db.execute(
    sql`insert into stock_items (id, user_id, name, category, last_updated)
        values (coalesce(${id ?? null}::uuid, gen_random_uuid()), ${userId}, ${name}, 'spare_parts', ${at(minutes)})`,
  );
}

async function insertMaintenance(userId: string, equipmentName: string, minutes: number, notes?: string) {
  await testApp.database.db.execute(
    sql`insert into maintenance_tasks (user_id, equipment_name, task_type, frequency, next_due_date, notes, updated_at)
        values (${userId}, ${equipmentName}, 'Contrôle', 'monthly', current_date, ${notes ?? null}, ${at(minutes)})`,
  );
}

async function search(userId: string, q: string): Promise<TSearchResponse> {
  const response = await recordsCaller(testApp.app).request(
    userId,
    'GET',
    `/api/search?q=${encodeURIComponent(q)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSearchResponse>();
}

function titlesOf(result: TSearchResponse, source: string): string[] {
  return result.groups.find((group) => group.source === source)?.items.map((item) => item.title) ?? [];
}

/** search_source called directly as `userId`, with planner settings that force one way of reading. */
async function searchSourceTitles(
  userId: string,
  source: string,
  q: string,
  settings: readonly string[],
): Promise<string[]> {
  return testApp.database.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.user_id', ${userId}, true)`);
    for (const setting of settings) await tx.execute(sql.raw(`set local ${setting}`));
    const result = (await tx.execute(
      sql`select title from search_source(${source}, ${`%${q}%`}, '{}'::text[], 5)`,
    )) as { rows: { title: string }[] };
    return result.rows.map((row) => row.title);
  });
}

/** Index walks only (no sort, no bitmap), then bitmaps and sorts only (no ordered index scan). */
const forcedPlans = [
  ['enable_sort = off', 'enable_bitmapscan = off', 'enable_seqscan = off'],
  ['enable_indexscan = off', 'enable_indexonlyscan = off'],
] as const;

describe('global search: the order of a common word', () => {
  it('puts the titles starting with the word first, newest first, then the newest other matches', async () => {
    const user = await createRecordsUser(testApp.database, 'common-word@search-order.fr');
    const other = await createRecordsUser(testApp.database, 'common-word-other@search-order.fr');
    // Titles starting with the word, whatever the accents and case ("Pompé" reads "pompe").
    await insertStock(user, 'Pompe doseuse', 10);
    await insertStock(user, 'Pompé de secours', 20);
    await insertStock(user, 'POMPE vide-fût', 30);
    // Newer rows that only contain it: after the three above all the same.
    await insertStock(user, 'Joint de pompe', 50);
    await insertStock(user, 'Clapet anti-retour pompe P2', 45);
    await insertStock(user, 'Huile pour pompes', 5);
    // Same instant: the smaller id first.
    await insertStock(user, 'Garniture pompe B', 40, '00000000-0000-4000-8000-00000000000b');
    await insertStock(user, 'Garniture pompe A', 40, '00000000-0000-4000-8000-00000000000a');
    // Not a match, and another user's match.
    await insertStock(user, 'Vanne guillotine', 60);
    await insertStock(other, 'Pompe de Bruno', 70);

    const expected = [
      'POMPE vide-fût',
      'Pompé de secours',
      'Pompe doseuse',
      'Joint de pompe',
      'Clapet anti-retour pompe P2',
    ];
    expect(titlesOf(await search(user, 'pompe'), 'stock')).toEqual(expected);
    expect(titlesOf(await search(user, 'POMPÉ'), 'stock')).toEqual(expected);
    for (const settings of forcedPlans) {
      expect(await searchSourceTitles(user, 'stock', 'pompe', settings), settings.join(', ')).toEqual(
        expected,
      );
    }

    // No title starts with "ompe": every match is of the second kind, newest first, ties by id.
    const contained = [
      'Joint de pompe',
      'Clapet anti-retour pompe P2',
      'Garniture pompe A',
      'Garniture pompe B',
      'POMPE vide-fût',
    ];
    expect(titlesOf(await search(user, 'ompe'), 'stock')).toEqual(contained);
    for (const settings of forcedPlans) {
      expect(await searchSourceTitles(user, 'stock', 'ompe', settings), settings.join(', ')).toEqual(
        contained,
      );
    }
    expect(titlesOf(await search(user, 'de pompe'), 'stock')).toEqual(['Joint de pompe']);
  });

  it('keeps five titles starting with the word before any newer row that only contains it', async () => {
    const user = await createRecordsUser(testApp.database, 'prefix-first@search-order.fr');
    for (let index = 1; index <= 7; index += 1) {
      await insertMaintenance(user, `Échangeur ${String(index)}`, index);
    }
    // Newer, found by the title's middle or by the notes only.
    await insertMaintenance(user, 'Vanne avant échangeur', 30);
    await insertMaintenance(user, 'Circuit eau chaude', 40, 'Détartrer l’echangeur');

    const expected = ['Échangeur 7', 'Échangeur 6', 'Échangeur 5', 'Échangeur 4', 'Échangeur 3'];
    expect(titlesOf(await search(user, 'echangeur'), 'maintenance')).toEqual(expected);
    for (const settings of forcedPlans) {
      expect(
        await searchSourceTitles(user, 'maintenance', 'echangeur', settings),
        settings.join(', '),
      ).toEqual(expected);
    }

    // The title's start of a longer text: only the rows whose title starts with it come first.
    expect(titlesOf(await search(user, 'echangeur 2'), 'maintenance')).toEqual(['Échangeur 2']);
    // A word in the notes and titles' middles only: newest first.
    expect(titlesOf(await search(user, 'chaude'), 'maintenance')).toEqual(['Circuit eau chaude']);
    const middle = await search(user, 'changeur');
    expect(titlesOf(middle, 'maintenance')).toEqual([
      'Circuit eau chaude',
      'Vanne avant échangeur',
      'Échangeur 7',
      'Échangeur 6',
      'Échangeur 5',
    ]);
  });
});
