// Sidebar counters (spec §2 "Notification counters per route") computed from the user's own data, and the
// notification preferences carried by GET/PATCH /api/preferences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaTasks } from '../../src/server/db/schema/agenda.js';
import { maintenanceTasks } from '../../src/server/db/schema/maintenance.js';
import { stockItems } from '../../src/server/db/schema/stock.js';
import type { TPreferences } from '../../src/shared/contracts/account.js';
import type { TNotificationCounters } from '../../src/shared/contracts/notifications.js';
import { addDays } from '../../src/shared/domain/calendar.js';
import { parisBusinessToday } from '../fixtures/plant-days.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

async function counters(userId: string): Promise<TNotificationCounters> {
  const response = await recordsCaller(testApp.app).request(userId, 'GET', '/api/notifications/counters');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TNotificationCounters>();
}

/**
 * A user with: 2 agenda tasks due (one overdue, one today), 1 low stock item, 2 maintenance tasks to do (one
 * overdue, one due today).
 */
async function seedBusyUser(userId: string) {
  const today = parisBusinessToday();
  const db = testApp.database.db;
  await db.insert(agendaTasks).values([
    { userId, title: 'En retard', dueDate: addDays(today, -3) },
    { userId, title: "Aujourd'hui", dueDate: today },
    { userId, title: 'Demain', dueDate: addDays(today, 1) },
    { userId, title: 'Sans date' },
    {
      userId,
      title: 'Faite',
      dueDate: addDays(today, -1),
      completed: true,
      status: 'completed',
      completedAt: new Date(),
    },
  ]);
  await db.insert(stockItems).values([
    { userId, name: 'Antimousse', category: 'chemical', currentLevel: 5, threshold: 20 },
    { userId, name: 'Charbon actif', category: 'consumables', currentLevel: 80, threshold: 20 },
  ]);
  await db.insert(maintenanceTasks).values([
    {
      userId,
      equipmentName: 'Agitateur',
      taskType: 'Graissage',
      frequency: 'monthly',
      nextDueDate: addDays(today, -2),
    },
    {
      userId,
      equipmentName: 'Pompe',
      taskType: 'Contrôle',
      frequency: 'monthly',
      nextDueDate: addDays(today, 10),
    },
    {
      userId,
      equipmentName: 'Séparateur de phase',
      taskType: 'Nettoyage',
      frequency: 'weekly',
      nextDueDate: today,
    },
    {
      userId,
      equipmentName: 'Torchère',
      taskType: 'Inspection',
      frequency: 'monthly',
      nextDueDate: addDays(today, -5),
      status: 'completed',
    },
  ]);
}

describe('notification counters', () => {
  it('are all zero for a new user', async () => {
    const owner = await createRecordsUser(testApp.database, 'new@notifications.fr');
    expect(await counters(owner)).toEqual({
      agenda: 0,
      maintenance: 0,
      stock: 0,
      advisory: 0,
      reglementation: 0,
      emergencyAlerts: 0,
      news: 0,
      dashboard: 0,
    });
  });

  it('count due agenda tasks, maintenance to do and low stock; the dashboard sums them', async () => {
    const owner = await createRecordsUser(testApp.database, 'busy@notifications.fr');
    await seedBusyUser(owner);
    expect(await counters(owner)).toEqual({
      agenda: 2,
      maintenance: 2,
      stock: 1,
      // The advisory's "maintenance overdue" advice; the dashboard's sum leaves the advice out (they restate it).
      advisory: 1,
      reglementation: 0,
      emergencyAlerts: 0,
      news: 0,
      dashboard: 5,
    });

    // Completing the overdue task through the API lowers the agenda count.
    const call = recordsCaller(testApp.app);
    const listed = await call.request(owner, 'GET', '/api/agenda-tasks?q=En%20retard');
    const overdueId = listed.json<{ items: { id: string }[] }>().items[0]?.id;
    expect(overdueId).toBeDefined();
    const completed = await call.request(owner, 'POST', `/api/agenda-tasks/${String(overdueId)}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await counters(owner)).agenda).toBe(1);
    expect((await counters(owner)).dashboard).toBe(4);
  });

  it("never count another user's rows, and need a session", async () => {
    const busy = await createRecordsUser(testApp.database, 'alice@notifications.fr');
    const quiet = await createRecordsUser(testApp.database, 'bruno@notifications.fr');
    await seedBusyUser(busy);
    expect((await counters(busy)).dashboard).toBe(5);
    expect(await counters(quiet)).toEqual({
      agenda: 0,
      maintenance: 0,
      stock: 0,
      advisory: 0,
      reglementation: 0,
      emergencyAlerts: 0,
      news: 0,
      dashboard: 0,
    });
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/notifications/counters' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  it('are absent (both shown) until saved, then kept choice by choice with the other preferences', async () => {
    const owner = await createRecordsUser(testApp.database, 'prefs@notifications.fr');
    const call = recordsCaller(testApp.app);
    const initial = await call.request(owner, 'GET', '/api/preferences');
    expect(initial.json<TPreferences>().notifications).toBeUndefined();

    const off = await call.request(owner, 'PATCH', '/api/preferences', {
      notifications: { sidebarCounters: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<TPreferences>().notifications).toEqual({ reminderBell: true, sidebarCounters: false });

    const both = await call.request(owner, 'PATCH', '/api/preferences', {
      timezone: 'Europe/Brussels',
      notifications: { reminderBell: false },
    });
    expect(both.json<TPreferences>()).toMatchObject({
      timezone: 'Europe/Brussels',
      notifications: { reminderBell: false, sidebarCounters: false },
    });

    const read = await call.request(owner, 'GET', '/api/preferences');
    expect(read.json<TPreferences>()).toMatchObject({
      timezone: 'Europe/Brussels',
      notifications: { reminderBell: false, sidebarCounters: false },
    });
  });

  it('refuse a choice that is not a boolean or an unknown key, in the user language, changing nothing', async () => {
    const owner = await createRecordsUser(testApp.database, 'badprefs@notifications.fr');
    const call = recordsCaller(testApp.app, 'en');
    const bad = await call.request(owner, 'PATCH', '/api/preferences', {
      notifications: { reminderBell: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad.json<{ error: { fields: Record<string, string> } }>().error.fields['notifications.reminderBell'],
    ).toBe('Invalid choice (yes or no expected)');
    const unknown = await call.request(owner, 'PATCH', '/api/preferences', {
      timezone: 'Asia/Tokyo',
      notifications: { sound: true },
    });
    expect(unknown.statusCode).toBe(400);
    const read = await call.request(owner, 'GET', '/api/preferences');
    expect(read.json<TPreferences>().timezone).toBe('Europe/Paris');
    expect(read.json<TPreferences>().notifications).toBeUndefined();
  });

  it("of one user never change another's", async () => {
    const alice = await createRecordsUser(testApp.database, 'alice.prefs@notifications.fr');
    const bruno = await createRecordsUser(testApp.database, 'bruno.prefs@notifications.fr');
    const call = recordsCaller(testApp.app);
    await call.request(alice, 'PATCH', '/api/preferences', { notifications: { reminderBell: false } });
    expect(
      (await call.request(bruno, 'GET', '/api/preferences')).json<TPreferences>().notifications,
    ).toBeUndefined();
    expect((await call.request(alice, 'GET', '/api/preferences')).json<TPreferences>().notifications).toEqual(
      {
        reminderBell: false,
        sidebarCounters: true,
      },
    );
  });
});
