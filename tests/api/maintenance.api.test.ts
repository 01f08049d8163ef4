// Maintenance plan (issue 4, module maintenance): the shared records checks, the spec §5 messages, completing a
// task (calendar and running hours), the due filters in the user's time zone, the starter plan and the meters.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  equipmentMeters,
  maintenanceTasks,
  type NewMaintenanceTaskRow,
} from '../../src/server/db/schema/maintenance.js';
import { userPreferences } from '../../src/server/db/schema/profiles.js';
import {
  MAINTENANCE_SORT_KEYS,
  type TEquipmentMeter,
  type TMaintenanceTask,
} from '../../src/shared/contracts/maintenance.js';
import { DEFAULT_DAILY_RESET_HOUR, businessDate } from '../../src/shared/domain/business-date.js';
import { addDays, addMonths } from '../../src/shared/domain/calendar.js';
import {
  MAINTENANCE_FREQUENCIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
} from '../../src/shared/domain/maintenance-schedule.js';
import { MAINTENANCE_STARTER_PLAN } from '../../src/shared/domain/maintenance-starter-plan.js';
import { parisBusinessToday } from '../fixtures/plant-days.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

const path = '/api/maintenance-tasks';
let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@maintenance.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@maintenance.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });
const call = () => recordsCaller(testApp.app);
/** Today at a French plant, as the server computes it for a user without preferences. */
/** The day due dates and completions count from (a user without preferences: Paris, 05:00 reset). */
const parisToday = parisBusinessToday;

interface ApiError {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function countTaskRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(maintenanceTasks)
    .where(eq(maintenanceTasks.userId, userId));
  return row?.count ?? 0;
}

async function create(userId: string, fields: Record<string, unknown>): Promise<TMaintenanceTask> {
  const response = await call().request(userId, 'POST', path, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TMaintenanceTask>();
}

async function read(userId: string, id: string): Promise<TMaintenanceTask> {
  const response = await call().request(userId, 'GET', `${path}/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TMaintenanceTask>();
}

async function complete(userId: string, id: string, body?: Record<string, unknown>) {
  return call().request(userId, 'POST', `${path}/${id}/complete`, body);
}

/** PUT /api/equipment-meters (the shared records caller only speaks the records routes' methods). */
async function saveMeter(userId: string, body: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/equipment-meters',
    headers: { [testUserHeader]: userId, 'accept-language': 'fr' },
    payload: body,
  });
}

/** Rows written straight into the table (past due dates, states a form would not reach in one step). */
async function insertTasks(userId: string, rows: Omit<NewMaintenanceTaskRow, 'userId'>[]): Promise<string[]> {
  const inserted = await testApp.database.db
    .insert(maintenanceTasks)
    .values(rows.map((row) => ({ ...row, userId })))
    .returning({ id: maintenanceTasks.id });
  return inserted.map((row) => row.id);
}

async function listIds(userId: string, query: string): Promise<string[]> {
  const response = await call().request(userId, 'GET', `${path}?pageSize=100&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: TMaintenanceTask[] }>().items.map((item) => item.id);
}

describe('maintenance tasks: shared records behaviour', () => {
  describeRecordsModule(
    {
      path,
      samples: [
        {
          equipmentName: 'Moteur de cogénération',
          taskType: 'Vidange',
          frequency: 'running_hours',
          intervalHours: 700,
          priority: 'high',
          notes: 'Huile 15W40; analyse "labo" tous les 2 000 h',
          lastServiceRunningHours: 11_800.5,
          estimatedDuration: 90,
        },
        {
          equipmentName: 'Torchère',
          taskType: 'Contrôle allumage automatique',
          frequency: 'monthly',
          nextDueDate: '2026-01-31',
          priority: 'critical',
        },
        {
          equipmentName: 'Soupapes de sécurité',
          taskType: '=Nettoyage et relevé des pressions de tarage',
          frequency: 'annual',
          nextDueDate: '2027-03-15',
          isRegulatory: true,
          status: 'in_progress',
          estimatedDuration: 480,
        },
      ],
      update: { taskType: 'Vidange + filtre à huile', priority: 'critical', estimatedDuration: 15 },
      sortKeys: MAINTENANCE_SORT_KEYS,
      payloadArbitrary: fc.record(
        {
          equipmentName: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(''), fc.integer()),
          taskType: fc.oneof(fc.string({ maxLength: 220 }), fc.constant('   ')),
          notes: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('x'.repeat(2001)), fc.constant(null)),
          frequency: fc.oneof(fc.constantFrom(...MAINTENANCE_FREQUENCIES), fc.string()),
          intervalHours: fc.oneof(fc.integer({ min: -5, max: 300_000 }), fc.double(), fc.constant(null)),
          nextDueDate: fc.oneof(
            fc.constantFrom('2026-02-28', '2026-02-30', '1899-12-31', '31/01/2026', '0000-01-01'),
            fc.constant(null),
          ),
          priority: fc.oneof(fc.constantFrom(...MAINTENANCE_PRIORITIES), fc.constant('urgent')),
          status: fc.oneof(fc.constantFrom(...MAINTENANCE_STATUSES), fc.constant('done')),
          estimatedDuration: fc.oneof(fc.integer({ min: 0, max: 600 }), fc.double(), fc.constant(null)),
          lastServiceRunningHours: fc.oneof(fc.double({ min: -10, max: 2e6 }), fc.constant(null)),
          isRegulatory: fc.oneof(fc.boolean(), fc.constant('oui')),
          userId: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows: countTaskRows,
      badCsvRow: {
        line: () => 'Pompe de recirculation;Graissage;Aux heures de marche;douze;;Moyenne;À faire;;;non;',
        column: 'Intervalle (heures de marche)',
      },
    },
    context,
  );
});

describe('maintenance tasks: spec §5 rules and messages', () => {
  const valid = {
    equipmentName: 'Agitateur du digesteur',
    taskType: 'Graissage des paliers',
    frequency: 'weekly',
    nextDueDate: '2026-03-02',
  };

  async function fieldsOf(body: Record<string, unknown>, language = 'fr') {
    const response = await recordsCaller(testApp.app, language).request(alice, 'POST', path, body);
    expect(response.statusCode, response.body).toBe(400);
    return response.json<ApiError>().error.fields ?? {};
  }

  it('words each refusal as the spec does, in French', async () => {
    expect(await fieldsOf({ ...valid, taskType: '' })).toMatchObject({ taskType: 'Le titre est requis' });
    expect(await fieldsOf({ ...valid, taskType: 'x'.repeat(201) })).toMatchObject({
      taskType: 'Le titre ne doit pas dépasser 200 caractères',
    });
    expect(await fieldsOf({ ...valid, notes: 'x'.repeat(2001) })).toMatchObject({
      notes: 'La description ne doit pas dépasser 2000 caractères',
    });
    expect(await fieldsOf({ ...valid, priority: 'urgent' })).toMatchObject({ priority: 'Priorité invalide' });
    expect(await fieldsOf({ ...valid, estimatedDuration: 10 })).toMatchObject({
      estimatedDuration: 'Durée minimale: 15 minutes',
    });
    expect(await fieldsOf({ ...valid, estimatedDuration: 481 })).toMatchObject({
      estimatedDuration: 'Durée maximale: 8 heures',
    });
    expect(await fieldsOf({ ...valid, nextDueDate: null })).toMatchObject({
      nextDueDate: 'La date prévue est requise',
    });
    expect(await fieldsOf({ ...valid, equipmentName: ' ' })).toMatchObject({
      equipmentName: "Le nom de l'équipement est requis",
    });
    expect(await fieldsOf({ ...valid, frequency: undefined })).toMatchObject({
      frequency: 'Choisissez une fréquence',
    });
    expect(await fieldsOf({ ...valid, intervalHours: 500 })).toMatchObject({
      intervalHours: "L'intervalle en heures ne s'applique qu'aux tâches aux heures de marche",
    });
    expect(await fieldsOf({ ...valid, frequency: 'running_hours', nextDueDate: null })).toMatchObject({
      intervalHours: "L'intervalle en heures de marche est requis pour une tâche aux heures de marche",
    });
    expect(await fieldsOf({ ...valid, estimatedDuration: 90.5 })).toMatchObject({
      estimatedDuration: 'La durée doit être un nombre entier de minutes',
    });
  });

  it('answers in English when asked', async () => {
    expect(await fieldsOf({ ...valid, priority: 'urgent', estimatedDuration: 481 }, 'en')).toMatchObject({
      priority: 'Invalid priority',
      estimatedDuration: 'Maximum duration: 8 hours',
    });
  });

  it('takes the bounds, the defaults, and a running-hours task without a date', async () => {
    const shortest = await create(alice, { ...valid, estimatedDuration: 15 });
    expect(shortest).toMatchObject({
      priority: 'medium',
      status: 'pending',
      isRegulatory: false,
      notes: null,
    });
    expect((await create(alice, { ...valid, estimatedDuration: 480 })).estimatedDuration).toBe(480);
    const byHours = await create(alice, {
      equipmentName: 'Pompe à lisier',
      taskType: 'Remplacement du joint',
      frequency: 'running_hours',
      intervalHours: 4000,
    });
    expect(byHours).toMatchObject({
      nextDueDate: null,
      intervalHours: 4000,
      dueState: 'scheduled',
      meterHours: null,
    });
  });

  it('checks the rules across fields on the task as it would be stored after a change', async () => {
    const monthly = await create(alice, { ...valid, frequency: 'monthly' });
    const noDate = await call().request(alice, 'PATCH', `${path}/${monthly.id}`, { nextDueDate: null });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json<ApiError>().error.fields).toEqual({ nextDueDate: 'La date prévue est requise' });
    const toHours = await call().request(alice, 'PATCH', `${path}/${monthly.id}`, {
      frequency: 'running_hours',
    });
    expect(toHours.json<ApiError>().error.fields).toMatchObject({
      intervalHours: "L'intervalle en heures de marche est requis pour une tâche aux heures de marche",
    });
    const moved = await call().request(alice, 'PATCH', `${path}/${monthly.id}`, {
      frequency: 'running_hours',
      intervalHours: 1500,
      nextDueDate: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Back on the calendar: the interval goes with the frequency, a date is needed again.
    const back = await call().request(alice, 'PATCH', `${path}/${monthly.id}`, { frequency: 'quarterly' });
    expect(back.json<ApiError>().error.fields).toEqual({ nextDueDate: 'La date prévue est requise' });
    const quarterly = await call().request(alice, 'PATCH', `${path}/${monthly.id}`, {
      frequency: 'quarterly',
      nextDueDate: '2026-06-30',
    });
    expect(quarterly.json<TMaintenanceTask>()).toMatchObject({ frequency: 'quarterly', intervalHours: null });
  });

  it('answers HEAD like GET (the due state is added to those answers too)', async () => {
    const task = await create(alice, valid);
    for (const url of [path, `${path}/${task.id}`]) {
      const response = await testApp.app.inject({
        method: 'HEAD',
        url,
        headers: { [testUserHeader]: alice },
      });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('documents its routes in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const documented of [
      path,
      `${path}/{id}`,
      `${path}/{id}/complete`,
      `${path}/starter-plan`,
      '/api/equipment-meters',
    ]) {
      expect(paths).toContain(documented);
    }
  });

  it('sorts priorities and statuses in their order, not alphabetically', async () => {
    const owner = await createRecordsUser(testApp.database, 'sort@maintenance.fr');
    for (const priority of ['high', 'low', 'critical', 'medium']) await create(owner, { ...valid, priority });
    const response = await call().request(owner, 'GET', `${path}?sort=priority&order=asc`);
    expect(response.json<{ items: TMaintenanceTask[] }>().items.map((item) => item.priority)).toEqual([
      'low',
      'medium',
      'high',
      'critical',
    ]);
  });
});

describe('maintenance tasks: completion', () => {
  it('schedules a monthly task one month after the day it was done, clamped to the month end', async () => {
    const task = await create(alice, {
      equipmentName: 'Torchère',
      taskType: 'Contrôle allumage automatique',
      frequency: 'monthly',
      nextDueDate: '2025-01-31',
    });
    const done = await complete(alice, task.id, { completedOn: '2025-01-31' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TMaintenanceTask>()).toMatchObject({
      status: 'pending',
      nextDueDate: '2025-02-28',
      lastCompletedAt: '2025-01-31T12:00:00.000Z',
      dueState: 'overdue',
    });
    const again = await complete(alice, task.id, { completedOn: '2025-02-28' });
    expect(again.json<TMaintenanceTask>().nextDueDate).toBe('2025-03-28');
  });

  it('counts from today in the user time zone when no date is given (and takes no body at all)', async () => {
    const task = await create(alice, {
      equipmentName: 'Digesteur',
      taskType: 'Test FOS/TAC',
      frequency: 'daily',
      nextDueDate: '2025-06-01',
    });
    const today = parisToday();
    const done = await call().request(alice, 'POST', `${path}/${task.id}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TMaintenanceTask>()).toMatchObject({
      nextDueDate: addDays(today, 1),
      dueState: 'due_soon',
    });
    const quarterly = await create(alice, {
      equipmentName: 'Trémie',
      taskType: 'Contrôle des vis',
      frequency: 'quarterly',
      nextDueDate: today,
    });
    expect((await read(alice, quarterly.id)).dueState).toBe('due_today');
    const next = await complete(alice, quarterly.id, {});
    expect(next.json<TMaintenanceTask>().nextDueDate).toBe(addMonths(today, 3));
  });

  it('closes a one-off task, then refuses to complete it again with 409', async () => {
    const task = await create(alice, {
      equipmentName: 'Filtre à charbon actif',
      taskType: 'Remplacement du charbon actif',
      frequency: 'once',
      nextDueDate: '2026-06-30',
    });
    const done = await complete(alice, task.id, {});
    expect(done.json<TMaintenanceTask>()).toMatchObject({ status: 'completed', dueState: 'done' });
    const again = await complete(alice, task.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toMatchObject({
      code: 'task_closed',
      message: 'Cette tâche est déjà terminée ou annulée : elle ne peut plus être réalisée.',
    });
  });

  it('refuses a completion dated in the future, an unknown field, and a bad date', async () => {
    const task = await create(alice, {
      equipmentName: 'Torchère',
      taskType: 'Contrôle',
      frequency: 'weekly',
      nextDueDate: '2026-05-01',
    });
    const future = await complete(alice, task.id, { completedOn: addDays(parisToday(), 2) });
    expect(future.statusCode).toBe(400);
    expect(future.json<ApiError>().error.message).toBe(
      'La date de réalisation ne peut pas être dans le futur',
    );
    expect((await complete(alice, task.id, { completedOn: '2026-02-30' })).statusCode).toBe(400);
    expect((await complete(alice, task.id, { status: 'completed' })).statusCode).toBe(400);
    expect(await read(alice, task.id)).toMatchObject({ nextDueDate: '2026-05-01', lastCompletedAt: null });
  });

  it("answers 404 for another user's task and changes nothing", async () => {
    const task = await create(alice, {
      equipmentName: 'Torchère',
      taskType: 'Contrôle',
      frequency: 'monthly',
      nextDueDate: '2025-03-01',
    });
    const before = (await call().request(alice, 'GET', `${path}/${task.id}`)).body;
    const foreign = await complete(bruno, task.id, { completedOn: '2025-03-01', meterHours: 10 });
    expect(foreign.statusCode).toBe(404);
    expect((await call().request(alice, 'GET', `${path}/${task.id}`)).body).toBe(before);
    expect(
      (await call().request(bruno, 'GET', '/api/equipment-meters')).json<{ items: unknown[] }>().items,
    ).toEqual([]);
    expect((await complete(alice, '00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
  });
});

describe('maintenance tasks: running hours and meters', () => {
  it('needs a meter reading, then resets the counter at each service', async () => {
    const owner = await createRecordsUser(testApp.database, 'hours@maintenance.fr');
    const oilChange = await create(owner, {
      equipmentName: 'Moteur de cogénération',
      taskType: 'Vidange',
      frequency: 'running_hours',
      intervalHours: 700,
    });
    const noMeter = await complete(owner, oilChange.id, {});
    expect(noMeter.statusCode).toBe(400);
    expect(noMeter.json<ApiError>().error.message).toBe(
      "Relevé du compteur requis : indiquez les heures de marche de « Moteur de cogénération » au moment de l'intervention.",
    );

    // A meter named in another case is the same equipment; no service recorded yet: every hour counts.
    expect(
      (await saveMeter(owner, { equipmentName: 'MOTEUR de cogénération', runningHours: 12_000 })).statusCode,
    ).toBe(200);
    expect(await read(owner, oilChange.id)).toMatchObject({
      meterHours: 12_000,
      hoursSinceService: 12_000,
      hoursRemaining: -11_300,
      dueState: 'overdue',
    });
    const overdue = await listIds(owner, 'due=overdue');
    expect(overdue).toEqual([oilChange.id]);

    // Done at the stored reading: the counter starts again from it.
    const done = await complete(owner, oilChange.id, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<TMaintenanceTask>()).toMatchObject({
      status: 'pending',
      nextDueDate: null,
      lastServiceRunningHours: 12_000,
      hoursSinceService: 0,
      hoursRemaining: 700,
      dueState: 'scheduled',
    });
    expect(await listIds(owner, 'due=overdue')).toEqual([]);

    // 650 h later: within the last 10 % of the interval.
    await saveMeter(owner, { equipmentName: 'Moteur de cogénération', runningHours: 12_650 });
    expect(await read(owner, oilChange.id)).toMatchObject({ hoursRemaining: 50, dueState: 'due_soon' });
    expect(await listIds(owner, 'due=due_soon')).toEqual([oilChange.id]);

    // A reading given with the completion is recorded on the meter and becomes the service reading.
    const withReading = await complete(owner, oilChange.id, { meterHours: 12_712.25 });
    expect(withReading.json<TMaintenanceTask>()).toMatchObject({
      lastServiceRunningHours: 12_712.25,
      meterHours: 12_712.25,
      hoursRemaining: 700,
    });
    const backwards = await complete(owner, oilChange.id, { meterHours: 100 });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiError>().error.message).toMatch(/^Le compteur ne peut pas reculer/);
    expect((await read(owner, oilChange.id)).lastServiceRunningHours).toBe(12_712.25);
  });

  it('refuses a meter going backwards unless it was replaced, and keeps the hours run since the service', async () => {
    const owner = await createRecordsUser(testApp.database, 'reset@maintenance.fr');
    await saveMeter(owner, { equipmentName: 'Pompe de recirculation', runningHours: 5_000 });
    const task = await create(owner, {
      equipmentName: 'Pompe de recirculation',
      taskType: 'Graissage',
      frequency: 'running_hours',
      intervalHours: 500,
      lastServiceRunningHours: 4_800,
    });
    expect((await read(owner, task.id)).hoursSinceService).toBe(200);
    const refused = await saveMeter(owner, { equipmentName: 'Pompe de recirculation', runningHours: 30 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().error).toMatchObject({
      code: 'meter_backwards',
      message:
        "Le compteur ne peut pas reculer (dernier relevé : 5\u202f000 h). S'il a été remplacé ou remis à zéro, indiquez-le.",
    });
    const replaced = await saveMeter(owner, {
      equipmentName: 'Pompe de recirculation',
      runningHours: 250,
      isReset: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<TEquipmentMeter>().runningHours).toBe(250);
    // 200 h had run since the service: still 200 h on the new meter, and they keep counting from there.
    expect(await read(owner, task.id)).toMatchObject({ lastServiceRunningHours: 50, hoursSinceService: 200 });
    await saveMeter(owner, { equipmentName: 'Pompe de recirculation', runningHours: 400 });
    expect(await read(owner, task.id)).toMatchObject({ hoursSinceService: 350, hoursRemaining: 150 });
    const [meter] = await testApp.database.db
      .select()
      .from(equipmentMeters)
      .where(eq(equipmentMeters.userId, owner));
    expect(meter).toMatchObject({ equipmentName: 'Pompe de recirculation', runningHours: 400 });
  });

  it('keeps meters per user: lists, names and tasks never mix', async () => {
    const first = await createRecordsUser(testApp.database, 'meters-a@maintenance.fr');
    const second = await createRecordsUser(testApp.database, 'meters-b@maintenance.fr');
    await saveMeter(first, { equipmentName: 'Moteur', runningHours: 1_000 });
    const task = await create(first, {
      equipmentName: 'Moteur',
      taskType: 'Bougies',
      frequency: 'running_hours',
      intervalHours: 2000,
      lastServiceRunningHours: 900,
    });
    // The same name for another user is another meter, lower readings included.
    expect((await saveMeter(second, { equipmentName: 'moteur', runningHours: 10 })).statusCode).toBe(200);
    const firstList = (await call().request(first, 'GET', '/api/equipment-meters')).json<{
      items: TEquipmentMeter[];
    }>();
    const secondList = (await call().request(second, 'GET', '/api/equipment-meters')).json<{
      items: TEquipmentMeter[];
    }>();
    expect(firstList.items.map((meter) => [meter.equipmentName, meter.runningHours])).toEqual([
      ['Moteur', 1_000],
    ]);
    expect(secondList.items.map((meter) => [meter.equipmentName, meter.runningHours])).toEqual([
      ['moteur', 10],
    ]);
    expect(await read(first, task.id)).toMatchObject({ meterHours: 1_000, hoursSinceService: 100 });
    expect((await call().request(second, 'GET', `${path}/${task.id}`)).statusCode).toBe(404);
  });

  it('never answers 500 to fuzzed completions and meter readings', async () => {
    const owner = await createRecordsUser(testApp.database, 'fuzz-hours@maintenance.fr');
    const task = await create(owner, {
      equipmentName: 'Moteur',
      taskType: 'Vidange',
      frequency: 'running_hours',
      intervalHours: 700,
    });
    const hours = fc.oneof(
      fc.double(),
      fc.integer({ min: -10, max: 2_000_000 }),
      fc.string(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            equipmentName: fc.oneof(fc.constantFrom('Moteur', 'MOTEUR', ''), fc.string({ maxLength: 120 })),
            runningHours: hours,
            meterHours: hours,
            isReset: fc.oneof(fc.boolean(), fc.constant('oui')),
            completedOn: fc.constantFrom('2025-01-31', '2026-02-30', '3000-01-01', 'hier'),
          },
          { requiredKeys: [] },
        ),
        async ({ completedOn, meterHours, ...reading }) => {
          const meter = await saveMeter(owner, reading);
          expect([200, 400], meter.body).toContain(meter.statusCode);
          const done = await complete(owner, task.id, { completedOn, meterHours });
          expect([200, 400], done.body).toContain(done.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('validates meter readings', async () => {
    const negative = await saveMeter(alice, { equipmentName: 'Moteur', runningHours: -1 });
    expect(negative.json<ApiError>().error.fields).toMatchObject({
      runningHours: "Le nombre d'heures doit être positif ou nul",
    });
    const missing = await saveMeter(alice, { equipmentName: '' });
    expect(missing.json<ApiError>().error.fields).toMatchObject({
      equipmentName: "Le nom de l'équipement est requis",
      runningHours: "Le nombre d'heures est requis",
    });
    expect((await saveMeter(alice, { equipmentName: 'x', runningHours: 1 })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/equipment-meters' })).statusCode).toBe(401);
  });
});

describe('maintenance tasks: due filters', () => {
  it('finds overdue tasks from a fixed past date, and agrees with each item due state', async () => {
    const owner = await createRecordsUser(testApp.database, 'due@maintenance.fr');
    const today = parisToday();
    await testApp.database.db
      .insert(equipmentMeters)
      .values([{ userId: owner, equipmentName: 'Moteur de cogénération', runningHours: 20_000 }]);
    const base = { equipmentName: 'Site', priority: 'medium' as const };
    const [late, lateInProgress, dueToday, inThreeDays, inSevenDays, inEightDays, closedLate, cancelledLate] =
      await insertTasks(owner, [
        { ...base, taskType: 'Ronde', frequency: 'daily', nextDueDate: '2020-01-15' },
        {
          ...base,
          taskType: 'Graissage',
          frequency: 'weekly',
          nextDueDate: '2024-12-31',
          status: 'in_progress',
        },
        { ...base, taskType: 'FOS/TAC', frequency: 'daily', nextDueDate: today },
        { ...base, taskType: 'Soupapes', frequency: 'annual', nextDueDate: addDays(today, 3) },
        { ...base, taskType: 'Capteurs', frequency: 'annual', nextDueDate: addDays(today, 7) },
        { ...base, taskType: 'Stockage', frequency: 'semiannual', nextDueDate: addDays(today, 8) },
        { ...base, taskType: 'Ancienne', frequency: 'once', nextDueDate: '2020-01-15', status: 'completed' },
        {
          ...base,
          taskType: 'Annulée',
          frequency: 'monthly',
          nextDueDate: '2020-01-15',
          status: 'cancelled',
        },
      ]);
    const engine = {
      equipmentName: 'moteur de cogénération',
      frequency: 'running_hours' as const,
      intervalHours: 700,
    };
    const [hoursLate, hoursAtInterval, hoursSoon, hoursFine, hoursNoMeter, hoursLateByDate] =
      await insertTasks(owner, [
        { ...engine, taskType: 'Vidange', lastServiceRunningHours: 19_000 },
        { ...engine, taskType: 'Filtre', lastServiceRunningHours: 19_300 },
        { ...engine, taskType: 'Bougies', lastServiceRunningHours: 19_350 },
        { ...engine, taskType: 'Jeu aux soupapes', lastServiceRunningHours: 19_900 },
        { ...engine, equipmentName: 'Moteur de secours', taskType: 'Vidange', lastServiceRunningHours: 0 },
        { ...engine, taskType: 'Turbo', lastServiceRunningHours: 19_900, nextDueDate: '2021-06-01' },
      ]);
    expect(new Set(await listIds(owner, 'due=overdue'))).toEqual(
      new Set([late, lateInProgress, hoursLate, hoursLateByDate]),
    );
    expect(new Set(await listIds(owner, 'due=due_today'))).toEqual(new Set([dueToday, hoursAtInterval]));
    expect(new Set(await listIds(owner, 'due=due_soon'))).toEqual(
      new Set([inThreeDays, inSevenDays, hoursSoon]),
    );

    // Every task: the SQL filter and the item's dueState (computed in TypeScript) say the same.
    const all = (await call().request(owner, 'GET', `${path}?pageSize=100`)).json<{
      items: TMaintenanceTask[];
    }>().items;
    for (const due of ['overdue', 'due_today', 'due_soon'] as const) {
      const ids = await listIds(owner, `due=${due}`);
      expect(new Set(ids)).toEqual(
        new Set(all.filter((item) => item.dueState === due).map((item) => item.id)),
      );
    }
    const states = new Map(all.map((item) => [item.id, item.dueState]));
    expect([inEightDays, hoursFine, hoursNoMeter].map((id) => states.get(id ?? ''))).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
    expect([closedLate, cancelledLate].map((id) => states.get(id ?? ''))).toEqual(['done', 'done']);
    // Filters combine with the others and the search.
    expect(await listIds(owner, 'due=overdue&status=in_progress')).toEqual([lateInProgress]);
    expect(
      new Set(await listIds(owner, 'due=overdue&equipmentName=MOTEUR%20DE%20COG%C3%89N%C3%89RATION')),
    ).toEqual(new Set([hoursLate, hoursLateByDate]));
    expect(await listIds(owner, 'due=overdue&q=ronde')).toEqual([late]);
    const bad = await call().request(owner, 'GET', `${path}?due=late`);
    expect(bad.json<ApiError>().error.fields).toMatchObject({ due: "Filtre d'échéance invalide" });
  });

  it("reads today in the user's time zone, in SQL and in the items alike", async () => {
    // 25 hours apart: the two plants never share a calendar date, nor a business date.
    const east = await createRecordsUser(testApp.database, 'kiritimati@maintenance.fr');
    const west = await createRecordsUser(testApp.database, 'pago-pago@maintenance.fr');
    await testApp.database.db.insert(userPreferences).values([
      { userId: east, timezone: 'Pacific/Kiritimati' },
      { userId: west, timezone: 'Pacific/Pago_Pago' },
    ]);
    const westToday = businessDate(new Date(), 'Pacific/Pago_Pago', DEFAULT_DAILY_RESET_HOUR);
    const task = {
      equipmentName: 'Torchère',
      taskType: 'Contrôle',
      frequency: 'monthly' as const,
      nextDueDate: westToday,
    };
    const [eastTask] = await insertTasks(east, [task]);
    const [westTask] = await insertTasks(west, [task]);
    expect((await read(east, eastTask ?? '')).dueState).toBe('overdue');
    expect((await read(west, westTask ?? '')).dueState).toBe('due_today');
    expect(await listIds(east, 'due=overdue')).toEqual([eastTask]);
    expect(await listIds(west, 'due=overdue')).toEqual([]);
    expect(await listIds(west, 'due=due_today')).toEqual([westTask]);
  });
});

describe('maintenance tasks: default order, next due first', () => {
  /** When an open task is next due (`nextDueSortDate`), from its item: null for "last". */
  function dueKey(item: TMaintenanceTask, today: string): string | null {
    if (item.status === 'completed' || item.status === 'cancelled') return null;
    const byHours = item.hoursRemaining !== null && item.hoursRemaining <= 0 ? today : null;
    if (item.nextDueDate === null) return byHours;
    return byHours !== null && byHours < item.nextDueDate ? byHours : item.nextDueDate;
  }

  /** The items sorted by the key (nulls last in both directions), then the id, in `order`. */
  function sortedIds(items: TMaintenanceTask[], order: 'asc' | 'desc', today: string): string[] {
    const sign = order === 'asc' ? 1 : -1;
    const compare = (a: string, b: string) => (a < b ? -sign : a > b ? sign : 0);
    return [...items]
      .sort((a, b) => {
        const [keyA, keyB] = [dueKey(a, today), dueKey(b, today)];
        if (keyA !== keyB) {
          if (keyA === null) return 1;
          if (keyB === null) return -1;
          return compare(keyA, keyB);
        }
        return compare(a.id, b.id);
      })
      .map((item) => item.id);
  }

  /** Every page of the list, `size` rows at a time, and the totals each page answered. */
  async function pagedIds(userId: string, query: string, size: number) {
    const ids: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page += 1) {
      const response = await call().request(userId, 'GET', `${path}?pageSize=${size}&page=${page}&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ items: TMaintenanceTask[]; total: number }>();
      totals.add(body.total);
      ids.push(...body.items.map((item) => item.id));
      if (body.items.length < size) return { ids, totals };
    }
  }

  it('pages every task in the same order as sorting them all, both ways, filtered or searched', async () => {
    const owner = await createRecordsUser(testApp.database, 'order@maintenance.fr');
    const other = await createRecordsUser(testApp.database, 'order-other@maintenance.fr');
    const today = parisToday();
    for (const userId of [owner, other]) {
      await testApp.database.db.insert(equipmentMeters).values([
        { userId, equipmentName: 'Moteur', runningHours: 10_000 },
        { userId, equipmentName: 'Pompe', runningHours: 300 },
      ]);
    }
    const statuses = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
    const offsets = [-40, -3, -1, 0, 0, 1, 2, 9, 30];
    const rows: Omit<NewMaintenanceTaskRow, 'userId'>[] = [];
    const statusOfRow: (typeof statuses)[number][] = [...statuses, ...statuses, 'pending', 'pending'];
    for (const [index, status] of statusOfRow.entries()) {
      const offset = offsets[index % offsets.length] ?? 0;
      // Calendar tasks, several on the same date (the id breaks the tie).
      rows.push({
        equipmentName: index % 2 === 0 ? 'Torchère' : 'Agitateur',
        taskType: `Contrôle ${index}`,
        frequency: 'monthly',
        nextDueDate: addDays(today, offset),
        status,
      });
      rows.push({
        equipmentName: 'Torchère',
        taskType: `Ronde ${index}`,
        frequency: 'weekly',
        nextDueDate: addDays(today, offsets[(index + 3) % offsets.length] ?? 0),
        status,
      });
      // Running hours: reached (Moteur, 10,000 h since the last service at 0 or 9,000), not reached (Pompe,
      // 300 h), without a meter; with a date before or after today, or none.
      const hours = { frequency: 'running_hours' as const, intervalHours: 500, status };
      rows.push({
        ...hours,
        equipmentName: 'moteur',
        taskType: `Vidange ${index}`,
        lastServiceRunningHours: 0,
      });
      rows.push({
        ...hours,
        equipmentName: 'Moteur',
        taskType: `Bougies ${index}`,
        lastServiceRunningHours: 9_000,
        nextDueDate: addDays(today, index % 2 === 0 ? 5 : -5),
      });
      rows.push({ ...hours, equipmentName: 'Pompe', taskType: `Garniture ${index}` });
      rows.push({
        ...hours,
        equipmentName: 'Pompe',
        taskType: `Roulement ${index}`,
        nextDueDate: addDays(today, offset),
      });
      rows.push({ ...hours, equipmentName: 'Sans compteur', taskType: `Courroie ${index}` });
    }
    await insertTasks(owner, rows);
    await insertTasks(other, rows);

    const all = (await call().request(owner, 'GET', `${path}?pageSize=100&sort=createdAt`)).json<{
      items: TMaintenanceTask[];
      total: number;
    }>();
    expect(all.total).toBe(rows.length);
    for (const order of ['asc', 'desc'] as const) {
      const expected = sortedIds(all.items, order, today);
      for (const size of [1, 7, 100]) {
        const paged = await pagedIds(owner, `order=${order}`, size);
        expect(paged.ids).toEqual(expected);
        expect(paged.totals).toEqual(new Set([rows.length]));
      }
      expect((await pagedIds(owner, `sort=nextDueDate&order=${order}`, 9)).ids).toEqual(expected);
      const pending = all.items.filter((item) => item.status === 'pending');
      expect((await pagedIds(owner, `order=${order}&status=pending`, 6)).ids).toEqual(
        sortedIds(pending, order, today),
      );
      const pumps = all.items.filter((item) => item.equipmentName === 'Pompe');
      expect((await pagedIds(owner, `order=${order}&q=pompe`, 5)).ids).toEqual(
        sortedIds(pumps, order, today),
      );
      const overdue = all.items.filter((item) => item.dueState === 'overdue');
      expect((await pagedIds(owner, `order=${order}&due=overdue`, 4)).ids).toEqual(
        sortedIds(overdue, order, today),
      );
    }
    // The other owner's tasks, alike in every field, never come in.
    const ownIds = new Set(all.items.map((item) => item.id));
    expect((await pagedIds(owner, '', 50)).ids.every((id) => ownIds.has(id))).toBe(true);
    expect((await pagedIds(other, '', 50)).ids.some((id) => ownIds.has(id))).toBe(false);
  });
});

describe('maintenance tasks: starter plan', () => {
  const planSize = MAINTENANCE_STARTER_PLAN.length;

  it('creates the plan once, in French by default, with nothing overdue on day one', async () => {
    const owner = await createRecordsUser(testApp.database, 'plan-fr@maintenance.fr');
    const created = await call().request(owner, 'POST', `${path}/starter-plan`, {});
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ created: planSize });
    const items = (
      await call().request(owner, 'GET', `${path}?pageSize=100&sort=nextDueDate&order=asc`)
    ).json<{
      items: TMaintenanceTask[];
    }>().items;
    expect(items).toHaveLength(planSize);
    expect(items.map((item) => item.dueState)).not.toContain('overdue');
    expect(items.filter((item) => item.dueState === 'due_today')).toHaveLength(
      MAINTENANCE_STARTER_PLAN.filter((entry) => entry.frequency === 'daily').length,
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        equipmentName: 'Moteur de cogénération',
        taskType: "Vidange de l'huile moteur",
        frequency: 'running_hours',
        intervalHours: 700,
        nextDueDate: null,
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        equipmentName: 'Stockage de biogaz (gazomètre)',
        frequency: 'semiannual',
        isRegulatory: true,
        priority: 'critical',
        // No last date given: within a month, not one whole period away (issue 15).
        nextDueDate: addMonths(parisToday(), 1),
      }),
    );
    expect(items.find((item) => item.taskType === 'Inspection complète du digesteur')?.notes).toMatch(
      /^Tous les 8 à 10 ans/,
    );

    const again = await call().request(owner, 'POST', `${path}/starter-plan`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().error).toMatchObject({
      code: 'starter_plan_exists',
      message: 'Votre plan de maintenance contient déjà des tâches',
    });
    expect(await countTaskRows(owner)).toBe(planSize);
  });

  it('writes the plan in English when the request asks for it, and takes no body', async () => {
    const owner = await createRecordsUser(testApp.database, 'plan-en@maintenance.fr');
    const created = await testApp.app.inject({
      method: 'POST',
      url: `${path}/starter-plan`,
      headers: { [testUserHeader]: owner, 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const items = (
      await recordsCaller(testApp.app, 'en').request(owner, 'GET', `${path}?pageSize=100`)
    ).json<{
      items: TMaintenanceTask[];
    }>().items;
    expect(items.map((item) => item.taskType)).toContain('Engine oil change');
    expect(items.map((item) => item.equipmentName)).toContain('CHP engine');
  });

  it('starts the engine tasks from the meter reading of the day', async () => {
    const owner = await createRecordsUser(testApp.database, 'plan-meter@maintenance.fr');
    const created = await call().request(owner, 'POST', `${path}/starter-plan`, { chpRunningHours: 8_000 });
    expect(created.statusCode, created.body).toBe(201);
    const engineTasks = (
      await call().request(owner, 'GET', `${path}?pageSize=100&frequency=running_hours`)
    ).json<{
      items: TMaintenanceTask[];
    }>().items;
    expect(engineTasks).toHaveLength(2);
    for (const task of engineTasks) {
      expect(task).toMatchObject({
        lastServiceRunningHours: 8_000,
        meterHours: 8_000,
        hoursSinceService: 0,
        dueState: 'scheduled',
      });
    }
    const meters = (await call().request(owner, 'GET', '/api/equipment-meters')).json<{
      items: TEquipmentMeter[];
    }>();
    expect(meters.items.map((meter) => meter.equipmentName)).toEqual(['Moteur de cogénération']);
  });

  it('is refused once the user has any task, and writes nothing on a refused body', async () => {
    const owner = await createRecordsUser(testApp.database, 'plan-busy@maintenance.fr');
    const refused = await call().request(owner, 'POST', `${path}/starter-plan`, { chpRunningHours: -4 });
    expect(refused.statusCode).toBe(400);
    expect(await countTaskRows(owner)).toBe(0);
    await create(owner, {
      equipmentName: 'Torchère',
      taskType: 'Contrôle',
      frequency: 'monthly',
      nextDueDate: '2026-04-01',
    });
    expect((await call().request(owner, 'POST', `${path}/starter-plan`, {})).statusCode).toBe(409);
    expect(await countTaskRows(owner)).toBe(1);
  });

  it('creates the plan only once when asked twice at the same moment', async () => {
    const owner = await createRecordsUser(testApp.database, 'plan-race@maintenance.fr');
    const answers = await Promise.all([
      call().request(owner, 'POST', `${path}/starter-plan`, {}),
      call().request(owner, 'POST', `${path}/starter-plan`, {}),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countTaskRows(owner)).toBe(planSize);
  });
});
