// Maintenance a plant can use (issue 15, points 7 and 9): the list soonest due first by default, the starter
// plan started from the day each task was last done, the maintenance log (who did a service, with what remark,
// read back per task, kept when the task goes, written also by the offline completion, not rewritable), and a
// running-hours task that keeps its calendar date when it is done.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceCompletions } from '../../src/server/db/schema/maintenance-completions.js';
import { maintenanceTasks, type NewMaintenanceTaskRow } from '../../src/server/db/schema/maintenance.js';
import { withUserContext } from '../../src/server/db/user-context.js';
import type { TMaintenanceCompletion, TMaintenanceTask } from '../../src/shared/contracts/maintenance.js';
import { addDays, addMonths, todayIn } from '../../src/shared/domain/calendar.js';
import { offlineAction, offlineActionsCaller, type ErrorBody } from '../fixtures/offline-actions-api.js';
import { parisBusinessToday, zoneAtNoon } from '../fixtures/plant-days.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

const path = '/api/maintenance-tasks';
let testApp: TestApp;
let userCount = 0;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const call = () => recordsCaller(testApp.app);
/** The day due dates and completions count from (a user without preferences: Paris, 05:00 reset). */
const parisToday = parisBusinessToday;
const { syncOne } = offlineActionsCaller(() => testApp);

function newUser(): Promise<string> {
  userCount += 1;
  return createRecordsUser(testApp.database, `registre${String(userCount)}@maintenance.fr`);
}

async function create(userId: string, fields: Record<string, unknown>): Promise<TMaintenanceTask> {
  const response = await call().request(userId, 'POST', path, { equipmentName: 'Torchère', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TMaintenanceTask>();
}

async function complete(userId: string, id: string, body: Record<string, unknown>) {
  const response = await call().request(userId, 'POST', `${path}/${id}/complete`, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TMaintenanceTask>();
}

async function logOf(userId: string, id: string): Promise<TMaintenanceCompletion[]> {
  const response = await call().request(userId, 'GET', `${path}/${id}/completions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: TMaintenanceCompletion[] }>().items;
}

function saveMeter(userId: string, equipmentName: string, runningHours: number) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/equipment-meters',
    headers: { [testUserHeader]: userId },
    payload: { equipmentName, runningHours },
  });
}

async function insertTasks(userId: string, rows: Omit<NewMaintenanceTaskRow, 'userId'>[]): Promise<string[]> {
  const inserted = await testApp.database.db
    .insert(maintenanceTasks)
    .values(rows.map((row) => ({ ...row, userId })))
    .returning({ id: maintenanceTasks.id });
  return inserted.map((row) => row.id);
}

describe('maintenance list: soonest due first by default', () => {
  it('sorts by next due date ascending without a sort asked, hours reached with today, closed tasks last', async () => {
    const owner = await newUser();
    const today = parisToday();
    await saveMeter(owner, 'Moteur', 1_000);
    const [late, inAYear, closed, soon, byHoursReached, byHoursAhead, dueToday] = await insertTasks(owner, [
      { equipmentName: 'A', taskType: 'En retard', frequency: 'monthly', nextDueDate: addDays(today, -3) },
      { equipmentName: 'B', taskType: 'Dans un an', frequency: 'annual', nextDueDate: addMonths(today, 12) },
      {
        equipmentName: 'C',
        taskType: 'Ponctuelle close',
        frequency: 'once',
        status: 'completed',
        nextDueDate: addDays(today, -30),
      },
      { equipmentName: 'D', taskType: 'Bientôt', frequency: 'weekly', nextDueDate: addDays(today, 2) },
      { equipmentName: 'Moteur', taskType: 'Vidange', frequency: 'running_hours', intervalHours: 700 },
      {
        equipmentName: 'Moteur',
        taskType: 'Bougies',
        frequency: 'running_hours',
        intervalHours: 2_000,
        lastServiceRunningHours: 900,
      },
      { equipmentName: 'E', taskType: "Aujourd'hui", frequency: 'daily', nextDueDate: today },
    ]);
    const response = await call().request(owner, 'GET', `${path}?pageSize=100`);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<{ items: TMaintenanceTask[] }>().items.map((item) => item.id);
    expect(ids.slice(0, 1)).toEqual([late]);
    // Due today by date and by hours (their order between them is the id's).
    expect(new Set(ids.slice(1, 3))).toEqual(new Set([dueToday, byHoursReached]));
    expect(ids.slice(3, 5)).toEqual([soon, inAYear]);
    expect(new Set(ids.slice(5))).toEqual(new Set([closed, byHoursAhead]));
  });
});

describe('maintenance log: who did a service and what they saw', () => {
  it('records the note and the performer, defaults the performer to the user, and reads the log back', async () => {
    const owner = await newUser();
    const task = await create(owner, {
      taskType: 'Contrôle de la torchère',
      frequency: 'monthly',
      nextDueDate: '2026-01-31',
      isRegulatory: true,
    });
    await complete(owner, task.id, {
      completedOn: '2026-02-03',
      performedBy: '  Julie Martin (Biogaz Services) ',
      note: 'Allumage automatique OK, électrode nettoyée.',
    });
    await complete(owner, task.id, { completedOn: '2026-02-20' });

    const log = await logOf(owner, task.id);
    expect(log).toEqual([
      expect.objectContaining({
        taskId: task.id,
        equipmentName: 'Torchère',
        taskType: 'Contrôle de la torchère',
        isRegulatory: true,
        completedOn: '2026-02-20',
        performedBy: `registre${String(userCount)}@maintenance.fr`,
        note: null,
        dueDate: '2026-03-03',
        nextDueDate: '2026-03-20',
      }),
      expect.objectContaining({
        completedOn: '2026-02-03',
        performedBy: 'Julie Martin (Biogaz Services)',
        note: 'Allumage automatique OK, électrode nettoyée.',
        dueDate: '2026-01-31',
        nextDueDate: '2026-03-03',
      }),
    ]);
  });

  it('refuses a performer or a note too long, and writes nothing then', async () => {
    const owner = await newUser();
    const task = await create(owner, {
      taskType: 'Contrôle',
      frequency: 'monthly',
      nextDueDate: '2026-01-31',
    });
    const refused = await call().request(owner, 'POST', `${path}/${task.id}/complete`, {
      performedBy: 'x'.repeat(101),
      note: 'y'.repeat(2001),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().error.fields).toEqual({
      performedBy: 'Le nom ne doit pas dépasser 100 caractères',
      note: 'Les observations ne doivent pas dépasser 2000 caractères',
    });
    expect(await logOf(owner, task.id)).toEqual([]);
  });

  it('keeps the log of a deleted task, hides it from other users, and lets nobody rewrite it', async () => {
    const owner = await newUser();
    const other = await newUser();
    const task = await create(owner, {
      taskType: 'Contrôle',
      frequency: 'monthly',
      nextDueDate: '2026-01-31',
    });
    await complete(owner, task.id, { completedOn: '2026-01-31', note: 'RAS' });

    expect((await call().request(other, 'GET', `${path}/${task.id}/completions`)).statusCode).toBe(404);
    const [entry] = await logOf(owner, task.id);
    if (!entry) throw new Error('no log entry');

    // The application role may add to the log, never change or remove a line (the owner's rows included).
    const rewrite = withUserContext(testApp.database.db, owner, (tx) =>
      tx
        .update(maintenanceCompletions)
        .set({ note: 'changé' })
        .where(eq(maintenanceCompletions.id, entry.id)),
    );
    await expect(rewrite).rejects.toThrow();
    const erase = withUserContext(testApp.database.db, owner, (tx) =>
      tx.delete(maintenanceCompletions).where(eq(maintenanceCompletions.id, entry.id)),
    );
    await expect(erase).rejects.toThrow();

    const deleted = await call().request(owner, 'DELETE', `${path}/${task.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const kept = await testApp.database.db
      .select({ taskId: maintenanceCompletions.taskId, note: maintenanceCompletions.note })
      .from(maintenanceCompletions)
      .where(eq(maintenanceCompletions.id, entry.id));
    expect(kept).toEqual([{ taskId: null, note: 'RAS' }]);
  });

  it('is written by the offline completion too, with its note and performer, once', async () => {
    const owner = await newUser();
    const clientId = randomUUID();
    const task = await create(owner, {
      taskType: 'Contrôle',
      frequency: 'weekly',
      nextDueDate: '2026-01-05',
    });
    const queued = offlineAction({
      table: 'maintenance_tasks',
      action: 'update',
      command: 'complete',
      recordId: task.id,
      data: { completedOn: '2026-01-06', performedBy: 'Paul', note: 'Fait hors ligne' },
    });
    expect(await syncOne(owner, clientId, queued)).toMatchObject({ status: 200 });
    expect(await syncOne(owner, clientId, queued)).toMatchObject({ status: 200, replayed: true });
    expect(await logOf(owner, task.id)).toEqual([
      expect.objectContaining({ completedOn: '2026-01-06', performedBy: 'Paul', note: 'Fait hors ligne' }),
    ]);
  });
});

describe('maintenance log: the whole register as CSV', () => {
  it("exports every service of the user, latest first, in the reader's language, and nobody else's", async () => {
    const owner = await newUser();
    const other = await newUser();
    const valves = await create(owner, {
      equipmentName: 'Soupapes de sécurité',
      taskType: 'Nettoyage; relevé des tarages',
      frequency: 'annual',
      nextDueDate: '2026-01-15',
      isRegulatory: true,
    });
    await complete(owner, valves.id, {
      completedOn: '2026-01-20',
      performedBy: 'Julie Roux',
      note: 'Tarage 150 mbar\nRAS',
    });
    const engine = await create(owner, {
      equipmentName: 'Moteur',
      taskType: 'Vidange',
      frequency: 'running_hours',
      intervalHours: 700,
    });
    await complete(owner, engine.id, { completedOn: '2026-02-01', meterHours: 12_345.5 });

    const exportOf = (userId: string, language: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/maintenance-completions/export.csv',
        headers: { [testUserHeader]: userId, 'accept-language': language },
      });
    const french = await exportOf(owner, 'fr');
    expect(french.statusCode, french.body).toBe(200);
    expect(french.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(french.headers['content-disposition']).toMatch(
      /^attachment; filename="registre-maintenance-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const userName = `registre${String(userCount - 1)}@maintenance.fr`;
    expect(french.body).toBe(
      '\uFEFF' +
        [
          "Date de réalisation;Équipement;Titre;Réglementaire;Fréquence;Réalisée par;Observations;Compteur à l'intervention (h);Échéance prévue;Prochaine échéance",
          `2026-02-01;Moteur;Vidange;non;Aux heures de marche;${userName};;12345,5;;`,
          '2026-01-20;Soupapes de sécurité;"Nettoyage; relevé des tarages";oui;Annuelle;Julie Roux;"Tarage 150 mbar\nRAS";;2026-01-15;2027-01-20',
        ].join('\r\n') +
        '\r\n',
    );
    const english = await exportOf(owner, 'en');
    expect(english.body.split('\r\n')[0]).toBe(
      '\uFEFFDate done;Equipment;Title;Regulatory;Frequency;Done by;Remarks;Meter at the service (h);Due date;Next due date',
    );
    expect((await exportOf(other, 'fr')).body.trim().split('\r\n')).toHaveLength(1);
  });
});

describe('running-hours tasks keep their calendar date when done (issue 15 point 9)', () => {
  it('keeps a date still ahead, and moves a reached one by the span it had', async () => {
    const owner = await newUser();
    const today = parisToday();
    await saveMeter(owner, 'Moteur', 5_000);
    const ahead = await create(owner, {
      equipmentName: 'Moteur',
      taskType: 'Révision (2 000 h ou 1 an)',
      frequency: 'running_hours',
      intervalHours: 2_000,
      nextDueDate: addMonths(today, 6),
    });
    const doneEarly = await complete(owner, ahead.id, { meterHours: 5_100, performedBy: 'Atelier' });
    expect(doneEarly).toMatchObject({ nextDueDate: addMonths(today, 6), lastServiceRunningHours: 5_100 });

    // Created a year before its date (made so in the table): done on its date, again a year later.
    const [reached] = await insertTasks(owner, [
      {
        equipmentName: 'Moteur',
        taskType: 'Contrôle annuel',
        frequency: 'running_hours',
        intervalHours: 8_000,
        nextDueDate: today,
        createdAt: new Date(`${addMonths(today, -12)}T12:00:00Z`),
      },
    ]);
    if (!reached) throw new Error('no task');
    const done = await complete(owner, reached, {});
    expect(done).toMatchObject({ nextDueDate: addMonths(today, 12), dueState: 'scheduled' });
    const [logged] = await logOf(owner, reached);
    expect(logged).toMatchObject({ dueDate: today, nextDueDate: addMonths(today, 12), meterHours: 5_100 });
  });
});

describe("the night shift's day: completions and the starter plan count from the business date", () => {
  it('dates a round done before the reset hour on the shift day, and accepts the calendar date too', async () => {
    // 12:xx in this zone with a 23:00 reset: the business day is still yesterday's date.
    const timezone = zoneAtNoon();
    const calendarToday = todayIn(timezone, new Date());
    const shiftDay = addDays(calendarToday, -1);
    userCount += 1;
    const owner = await createRecordsUser(testApp.database, `nuit${String(userCount)}@maintenance.fr`, {
      timezone,
      dailyResetHour: '23:00',
    });
    const created = await call().request(owner, 'POST', `${path}/starter-plan`, {});
    expect(created.statusCode, created.body).toBe(201);
    const items = (await call().request(owner, 'GET', `${path}?pageSize=100`)).json<{
      items: TMaintenanceTask[];
    }>().items;
    // The daily rounds are due on the shift's day, not skipped to the next one.
    const rounds = items.filter((item) => item.frequency === 'daily');
    expect(rounds.map((item) => [item.nextDueDate, item.dueState])).toEqual(
      rounds.map(() => [shiftDay, 'due_today']),
    );
    const [round, fosTac] = rounds;
    if (!round || !fosTac) throw new Error('no daily task');

    const done = await complete(owner, round.id, {});
    expect(done).toMatchObject({ nextDueDate: calendarToday, dueState: 'due_soon' });
    expect((await logOf(owner, round.id))[0]).toMatchObject({ completedOn: shiftDay, dueDate: shiftDay });

    const doneOnCalendarDay = await complete(owner, fosTac.id, { completedOn: calendarToday });
    expect(doneOnCalendarDay.nextDueDate).toBe(addDays(calendarToday, 1));
    const tooLate = await call().request(owner, 'POST', `${path}/${fosTac.id}/complete`, {
      completedOn: addDays(calendarToday, 1),
    });
    expect(tooLate.statusCode).toBe(400);
  });
});

describe('starter plan: started from the day each task was last done', () => {
  it('counts each first date from the last time given, within a month otherwise', async () => {
    const owner = await newUser();
    const today = parisToday();
    const reliefValves = addMonths(today, -10);
    const gasStorage = addMonths(today, -8);
    const created = await call().request(owner, 'POST', `${path}/starter-plan`, {
      lastDoneOn: { reliefValvesService: reliefValves, gasStorageInspection: gasStorage },
    });
    expect(created.statusCode, created.body).toBe(201);
    const items = (await call().request(owner, 'GET', `${path}?pageSize=100`)).json<{
      items: TMaintenanceTask[];
    }>().items;
    const byTask = (taskType: string) => items.find((item) => item.taskType.startsWith(taskType));
    expect(byTask('Nettoyage des soupapes')?.nextDueDate).toBe(addMonths(reliefValves, 12));
    // Last done 8 months ago, every 6 months: overdue from day one, and the plan says so.
    expect(byTask("Contrôle d'étanchéité")).toMatchObject({
      nextDueDate: addMonths(gasStorage, 6),
      dueState: 'overdue',
    });
    // Not given: within a month, not 8 years away.
    expect(byTask('Inspection complète du digesteur')?.nextDueDate).toBe(addMonths(today, 1));
    expect(byTask('Étalonnage')?.nextDueDate).toBe(addMonths(today, 1));
    // The default order: the overdue check first.
    expect(items[0]?.taskType).toMatch(/^Contrôle d'étanchéité/);
  });

  it('refuses a last date in the future, an unknown task or a running-hours one, and writes nothing', async () => {
    const owner = await newUser();
    const future = await call().request(owner, 'POST', `${path}/starter-plan`, {
      lastDoneOn: { flareCheck: addDays(todayIn('Europe/Paris', new Date()), 1) },
      chpRunningHours: 1_000,
    });
    expect(future.statusCode).toBe(400);
    expect(future.json<ErrorBody>().error.fields).toEqual({
      'lastDoneOn.flareCheck': 'La date de dernière réalisation ne peut pas être dans le futur',
    });
    for (const lastDoneOn of [{ unknownTask: '2026-01-01' }, { chpOilChange: '2026-01-01' }]) {
      const refused = await call().request(owner, 'POST', `${path}/starter-plan`, { lastDoneOn });
      expect(refused.statusCode, JSON.stringify(lastDoneOn)).toBe(400);
    }
    const [row] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(maintenanceTasks)
      .where(eq(maintenanceTasks.userId, owner));
    expect(row?.count).toBe(0);
    const meters = await call().request(owner, 'GET', '/api/equipment-meters');
    expect(meters.json<{ items: unknown[] }>().items).toEqual([]);
  });
});
