// The dashboard (issue 4, module 7): real figures from the records of the signed-in user only: low stock,
// maintenance overdue or due today (by date and by running hours), agenda tasks overdue or due today, the month's balance and the
// expected methane of the current mix.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentMeters, maintenanceTasks } from '../../src/server/db/schema/maintenance.js';
import { agendaTasks } from '../../src/server/db/schema/agenda.js';
import type { TDashboard } from '../../src/shared/contracts/dashboard.js';
import type { TNotificationCounters } from '../../src/shared/contracts/notifications.js';
import { addDays, todayIn } from '../../src/shared/domain/calendar.js';
import { parisBusinessToday, zoneAtNoon } from '../fixtures/plant-days.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@dashboard.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@dashboard.fr');
});

afterAll(async () => {
  await testApp.close();
});

async function post(userId: string, url: string, body: Record<string, unknown>): Promise<void> {
  const response = await recordsCaller(testApp.app).request(userId, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
}

async function dashboardOf(userId: string): Promise<TDashboard> {
  const response = await recordsCaller(testApp.app).request(userId, 'GET', '/api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TDashboard>();
}

describe('dashboard figures', () => {
  it('starts at zero for a new user', async () => {
    const empty = await dashboardOf(bruno);
    expect(empty.lowStock.count).toBe(0);
    expect(empty.dueMaintenance.count).toBe(0);
    expect(empty.todayTasks.count).toBe(0);
    // The Jour tab's checklist is there from the first day (the seeded templates), nothing done yet.
    expect(empty.todayTasks.checklist.total).toBeGreaterThan(0);
    expect(empty.todayTasks.checklist.remaining).toBe(empty.todayTasks.checklist.total);
    expect(empty.monthBalance).toMatchObject({ income: 0, expense: 0, balance: 0 });
    expect(empty.expectedMethane).toMatchObject({ lotCount: 0, methaneAtPlantNm3: 0 });
  });

  it("adds up the user's own records, each figure from its module", async () => {
    const today = parisBusinessToday();
    await post(alice, '/api/stock-items', {
      name: 'Charbon actif',
      category: 'chemical',
      currentLevel: 50,
      threshold: 200,
      maxLevel: 1000,
      unit: 'kg',
    });
    await post(alice, '/api/stock-items', {
      name: 'Enzymes',
      category: 'consumables',
      currentLevel: 80,
      threshold: 10,
      unit: 'L',
    });
    await post(alice, '/api/invoices', {
      name: 'Vente électricité',
      amount: 18500,
      category: 'electricity',
      type: 'income',
      invoiceDate: today,
    });
    await post(alice, '/api/invoices', {
      name: 'Ensilage',
      amount: 4200.1,
      category: 'inputs',
      type: 'expense',
      invoiceDate: today,
    });
    // 100 t of maize silage on defaults: 35 t DM × 96.5 % VS × 357 Nm³/t VS × 0.85 = 10,249.024 Nm³ at the plant.
    await post(alice, '/api/raw-materials', {
      name: 'Ensilage de maïs',
      type: 'silage',
      category: 'main_crop',
      quantity: 100,
    });
    const { db } = testApp.database;
    await db.insert(agendaTasks).values([
      { userId: alice, title: 'Contrôle FOS/TAC', priority: 'critical', dueDate: today },
      { userId: alice, title: 'Déjà fait', dueDate: today, completed: true, status: 'completed' },
      { userId: alice, title: 'Demain', dueDate: '2999-01-01' },
    ]);
    await db.insert(maintenanceTasks).values([
      {
        userId: alice,
        equipmentName: 'Torchère',
        taskType: 'Contrôle allumage',
        frequency: 'monthly',
        nextDueDate: '2020-01-01',
      },
      {
        userId: alice,
        equipmentName: 'Pompe',
        taskType: 'Graissage',
        frequency: 'weekly',
        nextDueDate: '2999-01-01',
      },
      {
        userId: alice,
        equipmentName: 'Moteur cogé',
        taskType: 'Vidange',
        frequency: 'running_hours',
        intervalHours: 700,
        lastServiceRunningHours: 1000,
      },
      {
        userId: alice,
        equipmentName: 'Moteur cogé',
        taskType: 'Bougies',
        frequency: 'running_hours',
        intervalHours: 2000,
        lastServiceRunningHours: 1000,
      },
      {
        userId: alice,
        equipmentName: 'Vieille pompe',
        taskType: 'Révision',
        frequency: 'monthly',
        nextDueDate: '2020-01-01',
        status: 'completed',
      },
    ]);
    await db
      .insert(equipmentMeters)
      .values({ userId: alice, equipmentName: 'moteur COGÉ', runningHours: 1750 });

    const figures = await dashboardOf(alice);
    expect(figures.today).toBe(today);
    expect(figures.lowStock.count).toBe(1);
    expect(figures.lowStock.items[0]).toMatchObject({
      name: 'Charbon actif',
      currentLevel: 50,
      threshold: 200,
    });
    expect(figures.dueMaintenance).toMatchObject({ count: 2, overdueCount: 2, todayCount: 0 });
    expect(figures.dueMaintenance.items.map((task) => task.taskType).sort()).toEqual([
      'Contrôle allumage',
      'Vidange',
    ]);
    expect(figures.todayTasks.count).toBe(1);
    expect(figures.todayTasks.items[0]?.title).toBe('Contrôle FOS/TAC');
    expect(figures.monthBalance).toEqual({
      month: today.slice(0, 7),
      income: 18500,
      expense: 4200.1,
      balance: 14299.9,
    });
    expect(figures.expectedMethane.lotCount).toBe(1);
    expect(figures.expectedMethane.methaneAtPlantNm3).toBeCloseTo(10_249.024, 3);

    const other = await dashboardOf(bruno);
    expect(other.lowStock.count + other.dueMaintenance.count + other.todayTasks.count).toBe(0);
    expect(other.expectedMethane.lotCount).toBe(0);
  });

  it('lists what is overdue, then what is due today, with the counts of the sidebar and the lists', async () => {
    const carla = await createRecordsUser(testApp.database, 'carla@dashboard.fr');
    const today = parisBusinessToday();
    const { db } = testApp.database;
    await db.insert(agendaTasks).values([
      { userId: carla, title: 'Relevé pH', priority: 'standard', dueDate: today },
      { userId: carla, title: 'Vidange fosse', priority: 'critical', dueDate: addDays(today, -3) },
      { userId: carla, title: 'Commande charbon', priority: 'important', dueDate: addDays(today, -1) },
      { userId: carla, title: 'Plus tard', priority: 'critical', dueDate: addDays(today, 2) },
    ]);
    await db.insert(maintenanceTasks).values([
      {
        userId: carla,
        equipmentName: 'Pompe',
        taskType: 'Graissage',
        frequency: 'weekly',
        nextDueDate: today,
      },
      {
        userId: carla,
        equipmentName: 'Agitateur',
        taskType: 'Contrôle',
        frequency: 'monthly',
        nextDueDate: today,
      },
      {
        userId: carla,
        equipmentName: 'Torchère',
        taskType: 'Inspection',
        frequency: 'monthly',
        nextDueDate: addDays(today, -4),
      },
      {
        userId: carla,
        equipmentName: 'Moteur',
        taskType: 'Bougies',
        frequency: 'annual',
        nextDueDate: addDays(today, 9),
      },
    ]);

    const figures = await dashboardOf(carla);
    expect(figures.todayTasks).toMatchObject({ count: 3, overdueCount: 2, todayCount: 1 });
    expect(figures.todayTasks.items.map((task) => [task.title, task.daysLate])).toEqual([
      ['Vidange fosse', 3],
      ['Commande charbon', 1],
      ['Relevé pH', 0],
    ]);
    expect(figures.dueMaintenance).toMatchObject({ count: 3, overdueCount: 1, todayCount: 2 });
    expect(figures.dueMaintenance.items.map((task) => [task.equipmentName, task.dueState])).toEqual([
      ['Torchère', 'overdue'],
      ['Agitateur', 'due_today'],
      ['Pompe', 'due_today'],
    ]);

    const call = recordsCaller(testApp.app);
    const sidebar = (
      await call.request(carla, 'GET', '/api/notifications/counters')
    ).json<TNotificationCounters>();
    expect(sidebar.agenda).toBe(figures.todayTasks.count);
    expect(sidebar.maintenance).toBe(figures.dueMaintenance.count);
    const listTotal = async (due: string) =>
      (await call.request(carla, 'GET', `/api/maintenance-tasks?due=${due}`)).json<{ total: number }>().total;
    expect(await listTotal('overdue')).toBe(figures.dueMaintenance.overdueCount);
    expect(await listTotal('due_today')).toBe(figures.dueMaintenance.todayCount);
  });

  it("counts what is due from the user's business date: before the reset hour the night shift is on the previous day", async () => {
    // 12:xx in this zone: a 23:00 reset hour is still ahead, so the business day is yesterday's date; a 00:00 one
    // is past, so it is today's.
    const timezone = zoneAtNoon();
    const calendarToday = todayIn(timezone, new Date());
    const businessToday = addDays(calendarToday, -1);
    const nightShift = await createRecordsUser(testApp.database, 'nuit@dashboard.fr', {
      timezone,
      dailyResetHour: '23:00',
    });
    const dayShift = await createRecordsUser(testApp.database, 'jour@dashboard.fr', {
      timezone,
      dailyResetHour: '00:00',
    });
    const { db } = testApp.database;
    for (const userId of [nightShift, dayShift]) {
      await db.insert(agendaTasks).values([
        { userId, title: 'Relevé du jour calendaire', priority: 'standard', dueDate: calendarToday },
        { userId, title: 'Relevé de la veille', priority: 'standard', dueDate: businessToday },
      ]);
      await db.insert(maintenanceTasks).values([
        {
          userId,
          equipmentName: 'Pompe',
          taskType: 'Graissage',
          frequency: 'weekly',
          nextDueDate: calendarToday,
        },
        {
          userId,
          equipmentName: 'Torchère',
          taskType: 'Inspection',
          frequency: 'monthly',
          nextDueDate: businessToday,
        },
      ]);
    }
    const call = recordsCaller(testApp.app);
    const dueStates = async (userId: string) =>
      Object.fromEntries(
        (await call.request(userId, 'GET', '/api/maintenance-tasks?sort=equipmentName&order=asc'))
          .json<{ items: { equipmentName: string; dueState: string }[] }>()
          .items.map((task) => [task.equipmentName, task.dueState]),
      );
    const listTotal = async (userId: string, due: string) =>
      (await call.request(userId, 'GET', `/api/maintenance-tasks?due=${due}`)).json<{ total: number }>()
        .total;

    const night = await dashboardOf(nightShift);
    expect(night.today).toBe(businessToday);
    expect(night.todayTasks.checklist.date).toBe(businessToday);
    expect(night.todayTasks.items.map((task) => [task.title, task.daysLate])).toEqual([
      ['Relevé de la veille', 0],
    ]);
    expect(night.dueMaintenance).toMatchObject({ count: 1, overdueCount: 0, todayCount: 1 });
    expect(night.dueMaintenance.items.map((task) => task.equipmentName)).toEqual(['Torchère']);
    expect(await dueStates(nightShift)).toEqual({ Pompe: 'due_soon', Torchère: 'due_today' });
    expect(await listTotal(nightShift, 'due_today')).toBe(1);
    expect(await listTotal(nightShift, 'overdue')).toBe(0);
    const nightSidebar = (
      await call.request(nightShift, 'GET', '/api/notifications/counters')
    ).json<TNotificationCounters>();
    expect([nightSidebar.agenda, nightSidebar.maintenance]).toEqual([1, 1]);

    const day = await dashboardOf(dayShift);
    expect(day.today).toBe(calendarToday);
    expect(day.todayTasks.items.map((task) => [task.title, task.daysLate])).toEqual([
      ['Relevé de la veille', 1],
      ['Relevé du jour calendaire', 0],
    ]);
    expect(day.dueMaintenance).toMatchObject({ count: 2, overdueCount: 1, todayCount: 1 });
    expect(await dueStates(dayShift)).toEqual({ Pompe: 'due_today', Torchère: 'overdue' });
    expect(await listTotal(dayShift, 'overdue')).toBe(1);
    const daySidebar = (
      await call.request(dayShift, 'GET', '/api/notifications/counters')
    ).json<TNotificationCounters>();
    expect([daySidebar.agenda, daySidebar.maintenance]).toEqual([2, 2]);
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
  });
});
