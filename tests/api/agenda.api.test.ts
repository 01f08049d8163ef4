// Agenda tasks (issue: agenda module): the shared records checks plus the task states of spec §4, the due-date
// range of the month and week views, and the reminder written and removed with its task.
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENDA_CATEGORIES as TABLE_CATEGORIES,
  AGENDA_PRIORITIES as TABLE_PRIORITIES,
  AGENDA_STATUSES as TABLE_STATUSES,
  agendaTasks,
  reminders,
} from '../../src/server/db/schema/agenda.js';
import type { TAgendaTask } from '../../src/shared/contracts/agenda.js';
import {
  AGENDA_CATEGORIES,
  AGENDA_PRIORITIES,
  AGENDA_STATUSES,
} from '../../src/shared/domain/agenda-tasks.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@agenda.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@agenda.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });
const path = '/api/agenda-tasks';
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function countTaskRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(agendaTasks)
    .where(eq(agendaTasks.userId, userId));
  return row?.count ?? 0;
}

function remindersOfTask(taskId: string) {
  return testApp.database.db
    .select({ reminderTime: reminders.reminderTime, sent: reminders.sent, message: reminders.message })
    .from(reminders)
    .where(eq(reminders.agendaTaskId, taskId));
}

async function create(userId: string, fields: Record<string, unknown>): Promise<TAgendaTask> {
  const response = await recordsCaller(testApp.app).request(userId, 'POST', path, fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAgendaTask>();
}

/** The per-field messages of a 400 answer. */
const fieldsOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { fields: Record<string, string> } }>().error.fields;

describe('agenda tasks: shared records behaviour', () => {
  describeRecordsModule(
    {
      path,
      samples: [
        {
          title: 'Commander charbon actif',
          description: 'Filtre H2S : 1 t ; prévoir la palette "B"',
          priority: 'important',
          category: 'maintenance',
          dueDate: '2026-06-15',
          // The round trip carries the reminder: the imported task gets it as the form's does.
          reminderAt: inMinutes(3 * 24 * 60),
        },
        { title: 'Contrôle FOS/TAC', priority: 'critical', category: 'optimisation', dueDate: '2026-05-04' },
        { title: 'Déclaration annuelle ICPE', description: '=Rubrique 2781-1', category: 'regulation' },
      ],
      update: { title: 'Contrôle FOS/TAC du digesteur 2', priority: 'standard', dueDate: '2026-05-05' },
      sortKeys: ['createdAt', 'dueDate', 'priority', 'title'],
      payloadArbitrary: fc.record(
        {
          title: fc.oneof(fc.string({ maxLength: 220 }), fc.constant(''), fc.constant('   '), fc.integer()),
          description: fc.oneof(
            fc.string({ maxLength: 50 }),
            fc.constant(null),
            fc.constant('x'.repeat(2001)),
          ),
          priority: fc.oneof(fc.constantFrom(...AGENDA_PRIORITIES), fc.string(), fc.constant(null)),
          category: fc.oneof(fc.constantFrom(...AGENDA_CATEGORIES), fc.constant('voice'), fc.constant(null)),
          dueDate: fc.oneof(
            fc.constantFrom('2026-05-04', '2026-02-30', '04/05/2026', '9999-12-31', ''),
            fc.constant(null),
            fc.integer(),
          ),
          reminderAt: fc.oneof(
            fc.constant(inMinutes(24 * 60)),
            fc.constantFrom('2020-01-01T08:00:00Z', 'demain 8h', '2026-13-01T08:00:00Z'),
            fc.constant(null),
          ),
          completed: fc.boolean(),
          status: fc.oneof(fc.constantFrom(...AGENDA_STATUSES), fc.string()),
          userId: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows: countTaskRows,
      badCsvRow: { line: () => 'Vidange cogé;;Urgentissime;Maintenance;2026-05-01', column: 'Priorité' },
    },
    context,
  );
});

describe('agenda tasks: states, views and reminders', () => {
  it('keeps the same lists as the database constraints', () => {
    expect(AGENDA_PRIORITIES).toEqual(TABLE_PRIORITIES);
    expect(AGENDA_CATEGORIES).toEqual(TABLE_CATEGORIES);
    expect(AGENDA_STATUSES).toEqual(TABLE_STATUSES);
  });

  it('creates a pending task with the defaults (spec §4)', async () => {
    const task = await create(alice, { title: '  Contrôle torchère  ' });
    expect(task).toMatchObject({
      title: 'Contrôle torchère',
      description: null,
      priority: 'standard',
      category: 'other',
      dueDate: null,
      completed: false,
      status: 'pending',
      completedAt: null,
      reminderAt: null,
    });
  });

  it('refuses a client that sends the state on create or update, and writes nothing', async () => {
    const call = recordsCaller(testApp.app);
    const before = await countTaskRows(alice);
    const created = await call.request(alice, 'POST', path, {
      title: 'Déjà fait',
      completed: true,
      status: 'completed',
    });
    expect(created.statusCode).toBe(400);
    expect(fieldsOf(created)._).toBe('Champ inconnu : completed, status.');
    expect(await countTaskRows(alice)).toBe(before);
    const task = await create(alice, { title: 'Graissage agitateur' });
    const patched = await call.request(alice, 'PATCH', `${path}/${task.id}`, { completed: true });
    expect(patched.statusCode).toBe(400);
    expect((await call.request(alice, 'GET', `${path}/${task.id}`)).json<TAgendaTask>().status).toBe(
      'pending',
    );
  });

  it('says the spec text when the title is missing, in French and English', async () => {
    for (const body of [{ title: '' }, { title: '   ' }, { priority: 'critical' }]) {
      const response = await recordsCaller(testApp.app).request(alice, 'POST', path, body);
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).title).toBe('Le titre de la tâche est requis.');
    }
    const english = await recordsCaller(testApp.app, 'en').request(alice, 'POST', path, { title: '' });
    expect(fieldsOf(english).title).toBe('The task title is required.');
    const wrong = await recordsCaller(testApp.app).request(alice, 'POST', path, {
      title: 'x'.repeat(201),
      priority: 'urgent',
      category: 'voice',
      dueDate: '2026-02-30',
    });
    expect(fieldsOf(wrong)).toMatchObject({
      title: 'Le titre ne doit pas dépasser 200 caractères',
      priority: 'Priorité invalide',
      category: 'Catégorie invalide',
      dueDate: 'Date invalide (format attendu : AAAA-MM-JJ)',
    });
  });

  it('completes (completed, status and completed_at together), keeps the first completion, reopens', async () => {
    const call = recordsCaller(testApp.app);
    const task = await create(alice, { title: 'Contrôle FOS/TAC', priority: 'critical' });
    const completed = await call.request(alice, 'POST', `${path}/${task.id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    const done = completed.json<TAgendaTask>();
    expect(done).toMatchObject({ completed: true, status: 'completed' });
    expect(Date.parse(done.completedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(task.createdAt));
    const again = (await call.request(alice, 'POST', `${path}/${task.id}/complete`)).json<TAgendaTask>();
    expect(again.completedAt).toBe(done.completedAt);
    const [row] = await testApp.database.db.select().from(agendaTasks).where(eq(agendaTasks.id, task.id));
    expect(row).toMatchObject({ completed: true, status: 'completed' });

    const reopened = await call.request(alice, 'POST', `${path}/${task.id}/reopen`);
    expect(reopened.json<TAgendaTask>()).toMatchObject({
      completed: false,
      status: 'pending',
      completedAt: null,
    });
    for (const action of ['complete', 'reopen']) {
      expect((await call.request(bruno, 'POST', `${path}/${task.id}/${action}`)).statusCode).toBe(404);
    }
    expect(
      (await call.request(alice, 'POST', `${path}/00000000-0000-4000-8000-000000000000/complete`)).statusCode,
    ).toBe(404);
    expect((await call.request(alice, 'POST', `${path}/not-a-uuid/complete`)).statusCode).toBe(400);
    const deleted = await call.request(alice, 'DELETE', `${path}/${task.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(
      await testApp.database.db.select().from(agendaTasks).where(eq(agendaTasks.id, task.id)),
    ).toHaveLength(0);
  });

  it('lists the tasks due in a month or a week, both ends included, and filters by status', async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'calendar@agenda.fr');
    for (const [title, dueDate] of [
      ['Veille du mois', '2026-04-30'],
      ['Premier du mois', '2026-05-01'],
      ['Milieu du mois', '2026-05-13'],
      ['Dernier du mois', '2026-05-31'],
      ['Mois suivant', '2026-06-01'],
      ['Sans date', null],
    ] as const) {
      await create(owner, { title, dueDate });
    }
    const titles = async (query: string) => {
      const response = await call.request(owner, 'GET', `${path}?sort=dueDate&order=asc&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: TAgendaTask[] }>().items.map((item) => item.title);
    };
    expect(await titles('from=2026-05-01&to=2026-05-31')).toEqual([
      'Premier du mois',
      'Milieu du mois',
      'Dernier du mois',
    ]);
    expect(await titles('from=2026-05-11&to=2026-05-17')).toEqual(['Milieu du mois']);
    // The list view: every task, undated last.
    expect((await titles('pageSize=100')).at(-1)).toBe('Sans date');

    // One day (a day of the month view): then complete it.
    const oneDay = await call.request(owner, 'GET', `${path}?from=2026-05-13&to=2026-05-13`);
    const [mid] = oneDay.json<{ items: TAgendaTask[] }>().items;
    expect(mid?.title).toBe('Milieu du mois');
    await call.request(owner, 'POST', `${path}/${mid?.id}/complete`);
    expect(await titles('from=2026-05-01&to=2026-05-31&status=pending')).toEqual([
      'Premier du mois',
      'Dernier du mois',
    ]);
    expect(await titles('status=completed')).toEqual(['Milieu du mois']);

    const inverted = await call.request(owner, 'GET', `${path}?from=2026-05-31&to=2026-05-01`);
    expect(inverted.statusCode).toBe(400);
    expect(fieldsOf(inverted).to).toBe('La fin de la période doit être après son début');
    const tooLong = await call.request(owner, 'GET', `${path}?from=2026-01-01&to=2026-03-05`);
    expect(tooLong.statusCode).toBe(400);
    expect(fieldsOf(tooLong).to).toBe('La période ne doit pas dépasser 62 jours');
    expect((await call.request(owner, 'GET', `${path}?from=2026-01-01&to=2026-03-04`)).statusCode).toBe(200);
    expect((await call.request(owner, 'GET', `${path}?status=done`)).statusCode).toBe(400);
  });

  it('sorts by priority, most urgent first, and filters by priority and category', async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'priorities@agenda.fr');
    await create(owner, { title: 'Nettoyage du site', priority: 'standard' });
    await create(owner, { title: 'Fuite de biogaz', priority: 'critical', category: 'maintenance' });
    await create(owner, { title: 'Registre des intrants', priority: 'important', category: 'regulation' });
    const list = async (query: string) =>
      (await call.request(owner, 'GET', `${path}?${query}`))
        .json<{ items: TAgendaTask[] }>()
        .items.map((item) => item.priority);
    expect(await list('sort=priority')).toEqual(['critical', 'important', 'standard']);
    expect(await list('sort=priority&order=asc')).toEqual(['standard', 'important', 'critical']);
    expect(await list('priority=important')).toEqual(['important']);
    expect(await list('category=maintenance')).toEqual(['critical']);
    const search = await call.request(owner, 'GET', `${path}?q=BIOGAZ`);
    expect(search.json<{ items: TAgendaTask[] }>().items.map((item) => item.title)).toEqual([
      'Fuite de biogaz',
    ]);
  });

  it('writes the reminder with the task, moves it, renames it, removes it, and deletes it with the task', async () => {
    const call = recordsCaller(testApp.app);
    const at = new Date(Date.now() + 2 * 3_600_000);
    at.setUTCMilliseconds(0);
    const task = await create(alice, { title: 'Commander charbon actif', reminderAt: at.toISOString() });
    expect(task.reminderAt).toBe(at.toISOString());
    expect(await remindersOfTask(task.id)).toEqual([
      { reminderTime: at, sent: false, message: 'Commander charbon actif' },
    ]);
    expect((await call.request(alice, 'GET', `${path}/${task.id}`)).json<TAgendaTask>().reminderAt).toBe(
      at.toISOString(),
    );
    const listed = (await call.request(alice, 'GET', `${path}?pageSize=100`)).json<{ items: TAgendaTask[] }>()
      .items;
    expect(listed.find((item) => item.id === task.id)?.reminderAt).toBe(at.toISOString());

    // One unsent reminder per task: a new time replaces it; an offset is read as the same instant.
    const later = new Date(at.getTime() + 3_600_000);
    const parisTime = `${later.toISOString().slice(0, 19)}+00:00`;
    const moved = await call.request(alice, 'PATCH', `${path}/${task.id}`, { reminderAt: parisTime });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TAgendaTask>().reminderAt).toBe(later.toISOString());
    expect(await remindersOfTask(task.id)).toHaveLength(1);

    await call.request(alice, 'PATCH', `${path}/${task.id}`, { title: 'Commander 1 t de charbon actif' });
    expect((await remindersOfTask(task.id))[0]?.message).toBe('Commander 1 t de charbon actif');
    const completed = await call.request(alice, 'POST', `${path}/${task.id}/complete`);
    expect(completed.json<TAgendaTask>().reminderAt).toBe(later.toISOString());

    const removed = await call.request(alice, 'PATCH', `${path}/${task.id}`, { reminderAt: null });
    expect(removed.json<TAgendaTask>().reminderAt).toBeNull();
    expect(await remindersOfTask(task.id)).toHaveLength(0);

    const other = await create(alice, { title: 'Déclaration annuelle ICPE', reminderAt: inMinutes(90) });
    expect(await remindersOfTask(other.id)).toHaveLength(1);
    expect((await call.request(bruno, 'DELETE', `${path}/${other.id}`)).statusCode).toBe(404);
    expect(await remindersOfTask(other.id)).toHaveLength(1);
    expect((await call.request(alice, 'DELETE', `${path}/${other.id}`)).statusCode).toBe(204);
    expect(await remindersOfTask(other.id)).toHaveLength(0);
  });

  it('lists, reads and exports each task with its next unsent reminder, read in the list statement', async () => {
    const call = recordsCaller(testApp.app);
    // One clock reading for every instant of the test: reading the clock again could cross a second boundary.
    const base = new Date();
    base.setUTCMilliseconds(0);
    const second = (offsetHours: number) => new Date(base.getTime() + offsetHours * 3_600_000);
    const task = await create(alice, { title: 'Vidanger la fosse', reminderAt: second(5).toISOString() });
    const bare = await create(alice, { title: 'Sans rappel', reminderAt: null });
    // A sent reminder sooner than the unsent ones is history, not the next one; of two unsent, the sooner.
    await testApp.database.db.insert(reminders).values([
      { userId: alice, agendaTaskId: task.id, reminderTime: second(1), sent: true, message: 'envoyé' },
      { userId: alice, agendaTaskId: task.id, reminderTime: second(3), sent: false, message: 'plus tôt' },
    ]);
    const expected = second(3).toISOString();
    const listed = (await call.request(alice, 'GET', `${path}?pageSize=100`)).json<{ items: TAgendaTask[] }>()
      .items;
    expect(listed.find((item) => item.id === task.id)?.reminderAt).toBe(expected);
    expect(listed.find((item) => item.id === bare.id)?.reminderAt).toBeNull();
    const read = (await call.request(alice, 'GET', `${path}/${task.id}`)).json<TAgendaTask>();
    expect(read.reminderAt).toBe(expected);
    const exported = await call.request(alice, 'GET', `${path}/export.csv?q=Vidanger`);
    expect(exported.body).toContain(expected);
    // Bruno sees neither the task nor its reminder, by the list, the read or the search.
    const brunoList = (await call.request(bruno, 'GET', `${path}?pageSize=100&q=Vidanger`)).json<{
      items: TAgendaTask[];
      total: number;
    }>();
    expect(brunoList.items.map((item) => item.id)).not.toContain(task.id);
    expect((await call.request(bruno, 'GET', `${path}/${task.id}`)).statusCode).toBe(404);
  });

  it('refuses a reminder in the past or unreadable, and writes neither the task nor the reminder', async () => {
    const call = recordsCaller(testApp.app);
    const before = await countTaskRows(alice);
    const past = await call.request(alice, 'POST', path, { title: 'Trop tard', reminderAt: inMinutes(-5) });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past).reminderAt).toBe('Le rappel doit être dans le futur');
    const unreadable = await call.request(alice, 'POST', path, {
      title: 'Illisible',
      reminderAt: 'demain 8h',
    });
    expect(fieldsOf(unreadable).reminderAt).toBe('Date et heure de rappel invalides');
    const local = await call.request(alice, 'POST', path, {
      title: 'Sans fuseau',
      reminderAt: '2099-05-04T08:00:00',
    });
    expect(fieldsOf(local).reminderAt).toBe('Date et heure de rappel invalides');
    expect(await countTaskRows(alice)).toBe(before);

    const task = await create(alice, { title: 'Rappel inchangé', reminderAt: inMinutes(120) });
    const patched = await call.request(alice, 'PATCH', `${path}/${task.id}`, { reminderAt: inMinutes(-1) });
    expect(patched.statusCode).toBe(400);
    const rows = await testApp.database.db
      .select({ id: reminders.id })
      .from(reminders)
      .where(and(eq(reminders.agendaTaskId, task.id), eq(reminders.sent, false)));
    expect(rows).toHaveLength(1);
  });

  it('gives a task imported by CSV its reminder exactly as the form gives it (same create path)', async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'rappel-form@agenda.fr');
    const importer = await createRecordsUser(testApp.database, 'rappel-csv@agenda.fr');
    const at = new Date(Date.now() + 5 * 3_600_000);
    at.setUTCMilliseconds(0);
    const fromForm = await create(owner, {
      title: 'Vidange moteur',
      priority: 'critical',
      dueDate: '2026-12-01',
      reminderAt: at.toISOString(),
    });
    const file = [
      '\uFEFFTitre;Description;Priorité;Catégorie;Échéance;Rappel',
      `Vidange moteur;;Critique;Maintenance;01/12/2026;${at.toISOString()}`,
      // An offset is read as the same kind of instant the form sends.
      `Contrôle torchère;;Standard;Maintenance;;${at.toISOString().slice(0, 19)}+00:00`,
    ].join('\r\n');
    const imported = await call.request(importer, 'POST', `${path}/import`, file, {
      'content-type': 'text/csv',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const listed = (await call.request(importer, 'GET', `${path}?pageSize=100&sort=title&order=asc`)).json<{
      items: TAgendaTask[];
    }>().items;
    const fromCsv = listed.find((task) => task.title === 'Vidange moteur');
    expect(fromCsv?.reminderAt).toBe(fromForm.reminderAt);
    expect(await remindersOfTask(fromCsv?.id ?? '')).toEqual(await remindersOfTask(fromForm.id));
    expect(await remindersOfTask(fromCsv?.id ?? '')).toEqual([
      { reminderTime: at, sent: false, message: 'Vidange moteur' },
    ]);
    expect(listed.find((task) => task.title === 'Contrôle torchère')?.reminderAt).toBe(at.toISOString());
  });

  it('refuses an imported reminder in the past or unreadable as the form does, and imports nothing', async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'rappel-passe@agenda.fr');
    const file = [
      '\uFEFFTitre;Description;Priorité;Catégorie;Échéance;Rappel',
      `Trop tard;;;;;${inMinutes(-5)}`,
      'Illisible;;;;;demain 8h',
    ].join('\r\n');
    const refused = await call.request(owner, 'POST', `${path}/import`, file, { 'content-type': 'text/csv' });
    expect(refused.statusCode, refused.body).toBe(400);
    const rows = refused.json<{ error: { rows: { row: number; column?: string; message: string }[] } }>()
      .error.rows;
    expect(rows).toEqual([
      {
        row: 3,
        column: 'Rappel',
        message:
          'Date et heure invalides : écrivez-les en ISO 8601 avec le décalage horaire (2026-12-01T09:00+01:00).',
      },
    ]);
    const pastOnly = await call.request(
      owner,
      'POST',
      `${path}/import`,
      file.split('\r\n').slice(0, 2).join('\r\n'),
      {
        'content-type': 'text/csv',
      },
    );
    expect(pastOnly.json<{ error: { rows: { message: string }[] } }>().error.rows[0]?.message).toBe(
      'Le rappel doit être dans le futur',
    );
    expect(await countTaskRows(owner)).toBe(0);
  });
});

describe('agenda: API document', () => {
  it('describes the task and reminder routes in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, unknown> }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/agenda-tasks',
        '/api/agenda-tasks/{id}',
        '/api/agenda-tasks/{id}/complete',
        '/api/agenda-tasks/{id}/reopen',
        '/api/agenda-tasks/export.csv',
        '/api/agenda-tasks/import',
        '/api/reminders/upcoming',
        '/api/reminders/{id}/sent',
        '/api/reminders/{id}',
      ]),
    );
  });
});
