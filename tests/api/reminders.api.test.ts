// Reminders (spec §7): the bell's read of the coming hour, marking a reminder sent and dismissing it, each
// limited to the signed-in user's reminders.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminders } from '../../src/server/db/schema/agenda.js';
import type { TAgendaTask, TReminder } from '../../src/shared/contracts/agenda.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function createTask(userId: string, title: string): Promise<TAgendaTask> {
  const response = await recordsCaller(testApp.app).request(userId, 'POST', '/api/agenda-tasks', { title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TAgendaTask>();
}

/** Reminders are written directly: the API refuses times in the past, and these tests need some. */
async function insertReminder(
  userId: string,
  reminderTime: Date,
  extra: { agendaTaskId?: string; message?: string; sent?: boolean } = {},
): Promise<string> {
  const [row] = await testApp.database.db
    .insert(reminders)
    .values({ userId, reminderTime, ...extra })
    .returning({ id: reminders.id });
  if (!row) throw new Error('no reminder');
  return row.id;
}

async function upcoming(userId: string): Promise<TReminder[]> {
  const response = await recordsCaller(testApp.app).request(userId, 'GET', '/api/reminders/upcoming');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: TReminder[] }>().items;
}

describe('reminders', () => {
  it('lists the unsent reminders of the coming hour, soonest first, with the task title', async () => {
    const owner = await createRecordsUser(testApp.database, 'bell@agenda.fr');
    const task = await createTask(owner, 'Contrôle FOS/TAC');
    const done = await createTask(owner, 'Vidange cogénération');
    await recordsCaller(testApp.app).request(owner, 'POST', `/api/agenda-tasks/${done.id}/complete`);
    const soon = await insertReminder(owner, inMinutes(30), {
      agendaTaskId: task.id,
      message: 'ancien titre',
    });
    const sooner = await insertReminder(owner, inMinutes(15), { message: 'Appeler le laboratoire' });
    await insertReminder(owner, inMinutes(120), { agendaTaskId: task.id });
    await insertReminder(owner, inMinutes(-10), { message: 'Passé' });
    await insertReminder(owner, inMinutes(20), { message: 'Déjà envoyé', sent: true });
    await insertReminder(owner, inMinutes(25), { agendaTaskId: done.id });

    const items = await upcoming(owner);
    expect(items.map((item) => item.id)).toEqual([sooner, soon]);
    expect(items[0]).toMatchObject({
      title: 'Appeler le laboratoire',
      agendaTaskId: null,
      sent: false,
      sentAt: null,
    });
    expect(items[1]).toMatchObject({ title: 'Contrôle FOS/TAC', agendaTaskId: task.id });
    expect(Date.parse(items[1]?.reminderTime ?? '')).toBeGreaterThan(
      Date.parse(items[0]?.reminderTime ?? ''),
    );
  });

  it('marks a reminder sent once (sent_at kept), after which the bell no longer lists it', async () => {
    const owner = await createRecordsUser(testApp.database, 'sent@agenda.fr');
    const call = recordsCaller(testApp.app);
    const id = await insertReminder(owner, inMinutes(30), { message: 'Relevé compteur' });
    const before = Date.now();
    const sent = await call.request(owner, 'POST', `/api/reminders/${id}/sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    const reminder = sent.json<TReminder>();
    expect(reminder).toMatchObject({ id, sent: true, title: 'Relevé compteur' });
    expect(Date.parse(reminder.sentAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const again = await call.request(owner, 'POST', `/api/reminders/${id}/sent`);
    expect(again.json<TReminder>().sentAt).toBe(reminder.sentAt);
    expect(await upcoming(owner)).toEqual([]);
  });

  it("answers 404 for another user's reminder on every route and leaves it untouched", async () => {
    const owner = await createRecordsUser(testApp.database, 'owner@agenda.fr');
    const intruder = await createRecordsUser(testApp.database, 'intruder@agenda.fr');
    const call = recordsCaller(testApp.app);
    const id = await insertReminder(owner, inMinutes(30), { message: 'Analyse du digestat' });
    expect(await upcoming(intruder)).toEqual([]);
    expect((await call.request(intruder, 'POST', `/api/reminders/${id}/sent`)).statusCode).toBe(404);
    expect((await call.request(intruder, 'DELETE', `/api/reminders/${id}`)).statusCode).toBe(404);
    const [row] = await testApp.database.db.select().from(reminders).where(eq(reminders.id, id));
    expect(row).toMatchObject({ sent: false, sentAt: null });
    expect((await upcoming(owner)).map((item) => item.id)).toEqual([id]);
  });

  it('dismisses a reminder, then answers 404 for it', async () => {
    const owner = await createRecordsUser(testApp.database, 'dismiss@agenda.fr');
    const call = recordsCaller(testApp.app);
    const id = await insertReminder(owner, inMinutes(10), { message: 'Nettoyage torchère' });
    expect((await call.request(owner, 'DELETE', `/api/reminders/${id}`)).statusCode).toBe(204);
    expect((await call.request(owner, 'DELETE', `/api/reminders/${id}`)).statusCode).toBe(404);
    expect((await call.request(owner, 'POST', `/api/reminders/${id}/sent`)).statusCode).toBe(404);
    expect(await upcoming(owner)).toEqual([]);
  });

  it('needs a signed-in user and a well-formed id', async () => {
    const owner = await createRecordsUser(testApp.database, 'anonymous@agenda.fr');
    expect((await testApp.app.inject({ method: 'GET', url: '/api/reminders/upcoming' })).statusCode).toBe(
      401,
    );
    const badId = await recordsCaller(testApp.app).request(owner, 'POST', '/api/reminders/42/sent');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ error: { fields: Record<string, string> } }>().error.fields.id).toBe(
      'Identifiant invalide',
    );
  });
});
