// Daily task drawer (spec §2, §4, §7, §9): today's checklist by business date, toggles with +10/−10 XP, level
// and streak, the deliveries note, usage events only with analytics consent, each user's own data only.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { gamificationProfile, userPreferences } from '../../src/server/db/schema/profiles.js';
import { dailyChecklist } from '../../src/server/db/schema/daily-tasks.js';
import { usageMetrics } from '../../src/server/db/schema/monitoring.js';
import type { TDailyTaskWriteResult, TDailyTasks } from '../../src/shared/contracts/daily-tasks.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const expectedCodes = [
  'agenda_today',
  'stock_check',
  'methapilot_daily_recap',
  'alerts_resolved',
  'visual_round',
  'deliveries_confirmed',
  'site_cleaning',
  'materials_loaded_enough',
];

/** Freezes the server's clock (only Date: the database and the app's timers keep running). */
function setClock(iso: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
}

let userCount = 0;
async function newUser(
  preferences: Partial<typeof userPreferences.$inferInsert> | null = null,
): Promise<string> {
  userCount += 1;
  const userId = await createRecordsUser(testApp.database, `daily${String(userCount)}@ferme.fr`);
  if (preferences) await testApp.database.db.insert(userPreferences).values({ userId, ...preferences });
  return userId;
}

async function readList(userId: string): Promise<TDailyTasks> {
  const response = await recordsCaller(testApp.app).request(userId, 'GET', '/api/daily-tasks');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDailyTasks>();
}

function put(userId: string, url: string, payload: Record<string, unknown>, language = 'fr') {
  return testApp.app.inject({
    method: 'PUT',
    url,
    headers: { [testUserHeader]: userId, 'accept-language': language },
    payload,
  });
}

async function setStatus(userId: string, code: string, payload: Record<string, unknown> = {}) {
  const response = await put(userId, `/api/daily-tasks/${code}/status`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDailyTaskWriteResult>();
}

async function usageEvents(userId: string) {
  return testApp.database.db
    .select({ name: usageMetrics.eventName, type: usageMetrics.eventType, metadata: usageMetrics.metadata })
    .from(usageMetrics)
    .where(eq(usageMetrics.userId, userId))
    .orderBy(usageMetrics.createdAt);
}

async function checklistRows(userId: string) {
  return testApp.database.db.select().from(dailyChecklist).where(eq(dailyChecklist.userId, userId));
}

describe('GET /api/daily-tasks', () => {
  it('gives a new user the 8 active tasks in order, all Todo, with XP 0 and level 1', async () => {
    setClock('2026-05-12T10:00:00Z');
    const userId = await newUser();
    const list = await readList(userId);
    expect(list.date).toBe('2026-05-12');
    expect(list.items.map((item) => item.code)).toEqual(expectedCodes);
    expect(list.items.every((item) => item.status === 'Todo' && item.doneAt === null)).toBe(true);
    expect(list.remaining).toBe(8);
    expect(list.gamification).toEqual({ xp: 0, level: 1, streak: 0 });
    const stock = list.items.find((item) => item.code === 'stock_check');
    expect(stock).toMatchObject({ deepLink: '/dashboard/stock', hasNotes: false });
    const recap = list.items.find((item) => item.code === 'methapilot_daily_recap');
    expect(recap?.autoCompleteEvent).toBe('methapilot:daily-recap-viewed');
    expect(list.items.filter((item) => item.hasNotes).map((item) => item.code)).toEqual([
      'deliveries_confirmed',
    ]);
  });

  it('uses the daily reset hour: before it, the list is the previous day', async () => {
    // 12:00 in Paris (UTC+2) on 10 June, with a reset at 23:59: still 9 June.
    setClock('2026-06-10T10:00:00Z');
    const late = await newUser({ dailyResetHour: '23:59' });
    expect((await readList(late)).date).toBe('2026-06-09');
    // Default 05:00: 04:59 in Paris is still the day before, 05:00 is the new day.
    const standard = await newUser();
    setClock('2026-06-10T02:59:00Z');
    expect((await readList(standard)).date).toBe('2026-06-09');
    setClock('2026-06-10T03:00:00Z');
    expect((await readList(standard)).date).toBe('2026-06-10');
    // Another time zone: 07:00 UTC is 09:00 in Paris but 03:00 in New York, before its 05:00 reset.
    setClock('2026-06-10T07:00:00Z');
    const newYork = await newUser({ timezone: 'America/New_York' });
    expect((await readList(newYork)).date).toBe('2026-06-09');
    expect((await readList(standard)).date).toBe('2026-06-10');
  });

  it('a Done on the previous business date stays on that date, not on the new day', async () => {
    setClock('2026-06-10T02:00:00Z');
    const userId = await newUser();
    const before = await readList(userId);
    expect(before.date).toBe('2026-06-09');
    // The reset passes; the client still sends the date it showed.
    setClock('2026-06-10T03:30:00Z');
    const result = await setStatus(userId, 'visual_round', { date: before.date });
    expect(result.date).toBe('2026-06-09');
    const today = await readList(userId);
    expect(today.date).toBe('2026-06-10');
    expect(today.remaining).toBe(8);
    // An older date is refused, in the user's language, with nothing written.
    const refused = await put(userId, '/api/daily-tasks/visual_round/status', { date: '2026-06-08' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.date).toBe(
      "Seules les tâches d'aujourd'hui ou de la veille peuvent être modifiées",
    );
    const tomorrow = await put(userId, '/api/daily-tasks/visual_round/status', { date: '2026-06-11' }, 'en');
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json<{ error: { fields: Record<string, string> } }>().error.fields.date).toBe(
      "Only today's or the previous day's tasks can be changed",
    );
    expect(await checklistRows(userId)).toHaveLength(1);
  });
});

describe('PUT /api/daily-tasks/:code/status', () => {
  it('a toggle gives +10 XP and stamps done_at; toggling back gives −10 and clears it', async () => {
    setClock('2026-05-12T10:00:00Z');
    const userId = await newUser();
    const done = await setStatus(userId, 'agenda_today');
    expect(done.task).toMatchObject({
      code: 'agenda_today',
      status: 'Done',
      doneAt: '2026-05-12T10:00:00.000Z',
    });
    expect(done.gamification).toEqual({ xp: 10, level: 1, streak: 1 });
    const list = await readList(userId);
    expect(list.remaining).toBe(7);
    expect(list.items[0]).toMatchObject({ code: 'agenda_today', status: 'Done' });
    expect(list.gamification.xp).toBe(10);

    const undone = await setStatus(userId, 'agenda_today');
    expect(undone.task).toMatchObject({ status: 'Todo', doneAt: null });
    expect(undone.gamification.xp).toBe(0);
    expect((await readList(userId)).remaining).toBe(8);
  });

  it('setting Done twice gives the XP once; an explicit Todo on a Todo task changes nothing', async () => {
    setClock('2026-05-12T10:00:00Z');
    const userId = await newUser();
    expect((await setStatus(userId, 'stock_check', { status: 'Done' })).gamification.xp).toBe(10);
    expect((await setStatus(userId, 'stock_check', { status: 'Done' })).gamification.xp).toBe(10);
    expect((await setStatus(userId, 'site_cleaning', { status: 'Todo' })).gamification.xp).toBe(10);
    expect((await setStatus(userId, 'site_cleaning', { status: 'Done' })).gamification.xp).toBe(20);
    const [profile] = await testApp.database.db
      .select()
      .from(gamificationProfile)
      .where(eq(gamificationProfile.userId, userId));
    expect(profile?.xp).toBe(20);
  });

  it('XP never goes below 0 and the level follows the XP (1 + XP / 100)', async () => {
    setClock('2026-05-12T10:00:00Z');
    const userId = await newUser();
    await setStatus(userId, 'visual_round', { status: 'Done' });
    await testApp.database.db
      .update(gamificationProfile)
      .set({ xp: 0 })
      .where(eq(gamificationProfile.userId, userId));
    const undone = await setStatus(userId, 'visual_round', { status: 'Todo' });
    expect(undone.gamification).toMatchObject({ xp: 0, level: 1 });

    await testApp.database.db
      .update(gamificationProfile)
      .set({ xp: 95 })
      .where(eq(gamificationProfile.userId, userId));
    const levelUp = await setStatus(userId, 'visual_round', { status: 'Done' });
    expect(levelUp.gamification).toMatchObject({ xp: 105, level: 2 });
    const levelDown = await setStatus(userId, 'visual_round');
    expect(levelDown.gamification).toMatchObject({ xp: 95, level: 1 });
  });

  it('counts the streak in business dates: next day extends, same day keeps, a gap restarts', async () => {
    const userId = await newUser();
    setClock('2026-05-12T10:00:00Z');
    expect((await setStatus(userId, 'agenda_today')).gamification.streak).toBe(1);
    expect((await setStatus(userId, 'stock_check')).gamification.streak).toBe(1);
    // 13 May at 04:30 Paris is still the 12th's business date: no change.
    setClock('2026-05-13T02:30:00Z');
    expect((await setStatus(userId, 'visual_round')).gamification.streak).toBe(1);
    setClock('2026-05-13T06:00:00Z');
    const dayTwo = await setStatus(userId, 'agenda_today');
    expect(dayTwo.date).toBe('2026-05-13');
    expect(dayTwo.gamification.streak).toBe(2);
    setClock('2026-05-14T06:00:00Z');
    expect((await setStatus(userId, 'agenda_today')).gamification.streak).toBe(3);
    // Nothing on the 15th: the 16th starts again at 1.
    setClock('2026-05-16T06:00:00Z');
    const restarted = await setStatus(userId, 'agenda_today');
    expect(restarted.gamification).toMatchObject({ streak: 1, xp: 60 });
  });

  it('answers 404 for an unknown code and 400 with a field message for a bad body', async () => {
    const userId = await newUser();
    const unknown = await put(userId, '/api/daily-tasks/not_a_task/status', {});
    expect(unknown.statusCode).toBe(404);
    const badStatus = await put(userId, '/api/daily-tasks/agenda_today/status', { status: 'Finished' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json<{ error: { fields: Record<string, string> } }>().error.fields.status).toBe(
      'Statut invalide (Todo ou Done)',
    );
    const badDate = await put(userId, '/api/daily-tasks/agenda_today/status', { date: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    const extra = await put(userId, '/api/daily-tasks/agenda_today/status', { xp: 1000 });
    expect(extra.statusCode).toBe(400);
    expect(await checklistRows(userId)).toHaveLength(0);
    expect((await readList(userId)).gamification.xp).toBe(0);
  });
});

describe('PUT /api/daily-tasks/:code/notes', () => {
  it('keeps the deliveries note for the day, without changing the status', async () => {
    setClock('2026-05-12T10:00:00Z');
    const userId = await newUser();
    const saved = await put(userId, '/api/daily-tasks/deliveries_confirmed/notes', {
      notes: 'Camion Dupont, 28 t de fumier',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TDailyTaskWriteResult>().task).toMatchObject({
      notes: 'Camion Dupont, 28 t de fumier',
      status: 'Todo',
    });
    await setStatus(userId, 'deliveries_confirmed');
    const list = await readList(userId);
    expect(list.items.find((item) => item.code === 'deliveries_confirmed')).toMatchObject({
      status: 'Done',
      notes: 'Camion Dupont, 28 t de fumier',
    });
    // Ticking does not clear the note; an empty note clears it.
    const cleared = await put(userId, '/api/daily-tasks/deliveries_confirmed/notes', { notes: '  ' });
    expect(cleared.json<TDailyTaskWriteResult>().task).toMatchObject({ notes: null, status: 'Done' });
  });

  it('refuses a note on a task without notes, and a note over 1000 characters', async () => {
    setClock('2026-05-12T10:00:00Z');
    const userId = await newUser();
    const other = await put(userId, '/api/daily-tasks/visual_round/notes', { notes: 'RAS' });
    expect(other.statusCode).toBe(400);
    expect(other.json<{ error: { fields: Record<string, string> } }>().error.fields.notes).toBe(
      "Cette tâche n'accepte pas de note",
    );
    const tooLong = await put(
      userId,
      '/api/daily-tasks/deliveries_confirmed/notes',
      { notes: 'x'.repeat(1001) },
      'en',
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { fields: Record<string, string> } }>().error.fields.notes).toBe(
      'The note must not exceed 1000 characters',
    );
    const missing = await put(userId, '/api/daily-tasks/deliveries_confirmed/notes', {});
    expect(missing.statusCode).toBe(400);
    expect(await checklistRows(userId)).toHaveLength(0);
    const unknown = await put(userId, '/api/daily-tasks/nope/notes', { notes: 'x' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('isolation between users', () => {
  it("user B never sees A's checklist, note or XP, and A's writes never touch B", async () => {
    setClock('2026-05-12T10:00:00Z');
    const alice = await newUser();
    const bruno = await newUser();
    await setStatus(alice, 'agenda_today');
    await setStatus(alice, 'stock_check');
    await put(alice, '/api/daily-tasks/deliveries_confirmed/notes', { notes: 'Note privée' });

    const brunoList = await readList(bruno);
    expect(brunoList.remaining).toBe(8);
    expect(brunoList.gamification).toEqual({ xp: 0, level: 1, streak: 0 });
    expect(brunoList.items.every((item) => item.notes === null)).toBe(true);

    // Bruno's toggle of the same task is his own row: Alice keeps hers.
    const brunoDone = await setStatus(bruno, 'agenda_today');
    expect(brunoDone.gamification.xp).toBe(10);
    const brunoUndone = await setStatus(bruno, 'agenda_today');
    expect(brunoUndone.gamification.xp).toBe(0);
    const aliceList = await readList(alice);
    expect(aliceList.gamification.xp).toBe(20);
    expect(aliceList.items[0]?.status).toBe('Done');
    expect((await checklistRows(bruno)).every((row) => row.userId === bruno)).toBe(true);
  });

  it('refuses a caller without a session', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/daily-tasks' });
    expect(response.statusCode).toBe(401);
  });
});

describe('usage events (spec §7 usage_metrics)', () => {
  it('writes nothing without a stored consent, nor with analytics refused', async () => {
    setClock('2026-05-12T10:00:00Z');
    const noChoice = await newUser();
    const refused = await newUser({ cookieConsent: { necessary: true, analytics: false, marketing: true } });
    for (const userId of [noChoice, refused]) {
      await setStatus(userId, 'stock_check', { source: 'deep_link', pageUrl: '/dashboard/stock' });
      await put(userId, '/api/daily-tasks/deliveries_confirmed/notes', { notes: 'ok' });
      expect(await usageEvents(userId)).toEqual([]);
    }
  });

  it('with analytics consent: task_toggled with first_of_day, task_notes_updated, deep_link_opened', async () => {
    setClock('2026-05-12T10:00:00Z');
    const userId = await newUser({ cookieConsent: { necessary: true, analytics: true, marketing: false } });
    await setStatus(userId, 'visual_round', { pageUrl: '/dashboard' });
    await setStatus(userId, 'site_cleaning');
    // Done again: no change, no event.
    await setStatus(userId, 'site_cleaning', { status: 'Done' });
    await setStatus(userId, 'site_cleaning');
    await put(userId, '/api/daily-tasks/deliveries_confirmed/notes', { notes: 'Deux camions' });
    await setStatus(userId, 'stock_check', {
      status: 'Done',
      source: 'deep_link',
      pageUrl: '/dashboard/stock',
    });

    const events = await usageEvents(userId);
    expect(events.every((event) => event.type === 'daily_tasks')).toBe(true);
    // The database clock is frozen with Date here: compare as a set, each event with its own fields.
    const seen = events
      .map((event) =>
        JSON.stringify([
          event.name,
          event.metadata?.task_code,
          event.metadata?.to_status ?? null,
          event.metadata?.first_of_day ?? null,
        ]),
      )
      .sort();
    const expected = [
      ['task_toggled', 'visual_round', 'Done', true],
      ['task_toggled', 'site_cleaning', 'Done', false],
      ['task_toggled', 'site_cleaning', 'Todo', false],
      ['task_notes_updated', 'deliveries_confirmed', null, null],
      ['task_toggled', 'stock_check', 'Done', false],
      ['deep_link_opened', 'stock_check', null, null],
    ]
      .map((event) => JSON.stringify(event))
      .sort();
    expect(seen).toEqual(expected);
    const [pageRow] = await testApp.database.db
      .select({ pageUrl: usageMetrics.pageUrl })
      .from(usageMetrics)
      .where(and(eq(usageMetrics.userId, userId), eq(usageMetrics.eventName, 'deep_link_opened')));
    expect(pageRow?.pageUrl).toBe('/dashboard/stock');
  });
});
