// Team events (issue 4, team module): the shared records checks plus the leave rules of spec §5, the dates
// and times in order, the member that must be the user's own (checked before the composite foreign key,
// never a 500), the calendar's overlapping range filter and the CSV that names members instead of ids.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamEvents } from '../../src/server/db/schema/team.js';
import type { TTeamEvent, TTeamMember } from '../../src/shared/contracts/team.js';
import { LEAVE_TYPES, TEAM_EVENT_TYPES } from '../../src/shared/domain/team.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@planning.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@planning.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });
const call = () => recordsCaller(testApp.app);

async function countEventRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamEvents)
    .where(eq(teamEvents.userId, userId));
  return row?.count ?? 0;
}

type ErrorBody = { error: { code: string; fields: Record<string, string> } };
type CsvErrorBody = { error: { code: string; rows: { row: number; column?: string; message: string }[] } };
type Page = { items: TTeamEvent[]; total: number };

async function addMember(userId: string, name: string, role = 'technician'): Promise<TTeamMember> {
  const response = await call().request(userId, 'POST', '/api/team-members', { name, role });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTeamMember>();
}

async function addEvent(userId: string, fields: Record<string, unknown>): Promise<TTeamEvent> {
  const response = await call().request(userId, 'POST', '/api/team-events', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TTeamEvent>();
}

/** A calendar date between 2020 and 2030, or something that is not one. */
const dateArbitrary = fc.oneof(
  fc
    .date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10)),
  fc.constantFrom('2026-02-30', '31/12/2026', '', '0000-01-01'),
  fc.string({ maxLength: 12 }),
);
const timeArbitrary = fc.oneof(
  fc.constantFrom('08:00', '17:30', '7:15', '23:59', '00:00', '24:00', '12:60', '', null),
  fc.string({ maxLength: 6 }),
);

describe('team events: shared records behaviour', () => {
  describeRecordsModule(
    {
      path: '/api/team-events',
      // Whole-team events: the CSV round trip imports them for another user, who has no members.
      samples: [
        {
          type: 'training',
          title: 'Formation ATEX niveau 1',
          startDate: '2026-03-10',
          endDate: '2026-03-11',
        },
        {
          type: 'on_call',
          title: 'Astreinte week-end; "nuit"',
          startDate: '2026-03-14',
          endDate: '2026-03-15',
          startTime: '18:00',
          endTime: '08:00',
          comment: 'Téléphone d’astreinte : 06 12 34 56 78',
        },
        {
          type: 'other',
          title: '=Visite DREAL',
          startDate: '2026-04-02',
          endDate: '2026-04-02',
          startTime: '9:00',
          endTime: '11:30',
        },
      ],
      update: { title: 'Formation ATEX niveau 2', endDate: '2026-03-12' },
      sortKeys: ['createdAt', 'startDate', 'endDate', 'type', 'teamUserName'],
      payloadArbitrary: fc.record(
        {
          type: fc.oneof(fc.constantFrom(...TEAM_EVENT_TYPES), fc.string()),
          teamUserId: fc.oneof(fc.uuid(), fc.constant(null), fc.constant(''), fc.string()),
          title: fc.oneof(fc.string({ maxLength: 220 }), fc.constant(null)),
          startDate: dateArbitrary,
          endDate: dateArbitrary,
          startTime: timeArbitrary,
          endTime: timeArbitrary,
          leaveType: fc.oneof(fc.constantFrom(...LEAVE_TYPES), fc.constant(null), fc.string()),
          comment: fc.oneof(fc.string({ maxLength: 1100 }), fc.constant(null)),
          userId: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows: countEventRows,
      badCsvRow: {
        line: () => ';Formation;Recyclage SST;31/02/2026;01/03/2026;;;;',
        column: 'Date de début',
      },
    },
    context,
  );
});

describe('team events: leave rules (spec §5 leave types)', () => {
  it('refuses a leave without its type, and a shift with one', async () => {
    const member = await addMember(alice, 'Camille Durand');
    const noType = await call().request(alice, 'POST', '/api/team-events', {
      type: 'leave',
      teamUserId: member.id,
      startDate: '2026-07-06',
      endDate: '2026-07-17',
    });
    expect(noType.statusCode).toBe(400);
    expect(noType.json<ErrorBody>().error.fields).toEqual({
      leaveType: 'Choisissez le type de congé : congés payés, maladie ou sans solde',
    });
    const shift = await call().request(alice, 'POST', '/api/team-events', {
      type: 'shift',
      teamUserId: member.id,
      leaveType: 'paid',
      startDate: '2026-07-06',
      endDate: '2026-07-06',
    });
    expect(shift.statusCode).toBe(400);
    expect(shift.json<ErrorBody>().error.fields).toEqual({
      leaveType: "Le type de congé ne s'applique qu'à un congé",
    });
    const unknown = await call().request(alice, 'POST', '/api/team-events', {
      type: 'leave',
      teamUserId: member.id,
      leaveType: 'rtt',
      startDate: '2026-07-06',
      endDate: '2026-07-06',
    });
    expect(unknown.json<ErrorBody>().error.fields).toEqual({ leaveType: 'Type de congé invalide' });
  });

  it('accepts a sick leave and every spec leave type, and names the member in the item', async () => {
    const member = await addMember(alice, 'Karim Haddad');
    const sick = await addEvent(alice, {
      type: 'leave',
      teamUserId: member.id,
      leaveType: 'sick',
      startDate: '2026-02-02',
      endDate: '2026-02-06',
      comment: 'Arrêt de travail reçu',
    });
    expect(sick).toMatchObject({
      teamUserId: member.id,
      teamUserName: 'Karim Haddad',
      leaveType: 'sick',
      startTime: null,
    });
    for (const leaveType of ['paid', 'unpaid']) {
      await addEvent(alice, {
        type: 'leave',
        teamUserId: member.id,
        leaveType,
        startDate: '2026-05-04',
        endDate: '2026-05-04',
      });
    }
    const read = await call().request(alice, 'GET', `/api/team-events/${sick.id}`);
    expect(read.json<TTeamEvent>()).toMatchObject({
      teamUserName: 'Karim Haddad',
      comment: 'Arrêt de travail reçu',
    });
  });

  it('needs a member for a leave, and a title for a training', async () => {
    const leave = await call().request(alice, 'POST', '/api/team-events', {
      type: 'leave',
      leaveType: 'paid',
      startDate: '2026-08-03',
      endDate: '2026-08-14',
    });
    expect(leave.json<ErrorBody>().error.fields).toEqual({ teamUserId: 'Choisissez le membre en congé' });
    const training = await call().request(alice, 'POST', '/api/team-events', {
      type: 'training',
      title: '   ',
      startDate: '2026-08-03',
      endDate: '2026-08-03',
    });
    expect(training.json<ErrorBody>().error.fields).toEqual({
      title: "L'intitulé est requis pour une formation ou un autre événement",
    });
    const wholeTeamShift = await addEvent(alice, {
      type: 'shift',
      startDate: '2026-08-03',
      endDate: '2026-08-03',
    });
    expect(wholeTeamShift).toMatchObject({ teamUserId: null, teamUserName: null, title: null });
  });

  it('drops the leave type when a leave becomes a shift, and refuses a PATCH that breaks the rules', async () => {
    const member = await addMember(alice, 'Inès Robert');
    const leave = await addEvent(alice, {
      type: 'leave',
      teamUserId: member.id,
      leaveType: 'paid',
      startDate: '2026-10-19',
      endDate: '2026-10-23',
    });
    const url = `/api/team-events/${leave.id}`;
    const wrong = await call().request(alice, 'PATCH', url, { type: 'shift', leaveType: 'sick' });
    expect(wrong.statusCode).toBe(400);
    const noType = await call().request(alice, 'PATCH', url, { leaveType: null });
    expect(noType.json<ErrorBody>().error.fields.leaveType).toBe(
      'Choisissez le type de congé : congés payés, maladie ou sans solde',
    );
    expect((await call().request(alice, 'GET', url)).json<TTeamEvent>().leaveType).toBe('paid');
    const shift = await call().request(alice, 'PATCH', url, { type: 'shift' });
    expect(shift.statusCode, shift.body).toBe(200);
    expect(shift.json<TTeamEvent>()).toMatchObject({
      type: 'shift',
      leaveType: null,
      teamUserName: 'Inès Robert',
    });
  });
});

describe('team events: updates', () => {
  it('answers an empty PATCH with the event unchanged', async () => {
    const event = await addEvent(alice, { type: 'shift', startDate: '2026-11-02', endDate: '2026-11-02' });
    const response = await call().request(alice, 'PATCH', `/api/team-events/${event.id}`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TTeamEvent>()).toMatchObject({ type: 'shift', startDate: '2026-11-02' });
    const member = await call().request(alice, 'POST', '/api/team-members', {
      name: 'Vide',
      role: 'operator',
    });
    const memberPatch = await call().request(
      alice,
      'PATCH',
      `/api/team-members/${member.json<TTeamMember>().id}`,
      {},
    );
    expect(memberPatch.statusCode, memberPatch.body).toBe(200);
  });
});

describe('team events: dates and times', () => {
  it('refuses an end before the start with the message, in French and in English', async () => {
    const payload = { type: 'shift', startDate: '2026-06-10', endDate: '2026-06-09' };
    const french = await call().request(alice, 'POST', '/api/team-events', payload);
    expect(french.statusCode).toBe(400);
    expect(french.json<ErrorBody>().error.fields).toEqual({
      endDate: 'La date de fin doit être après la date de début',
    });
    const english = await recordsCaller(testApp.app, 'en').request(
      alice,
      'POST',
      '/api/team-events',
      payload,
    );
    expect(english.json<ErrorBody>().error.fields).toEqual({
      endDate: 'The end date must be after the start date',
    });
    const event = await addEvent(alice, { type: 'shift', startDate: '2026-06-10', endDate: '2026-06-12' });
    const patched = await call().request(alice, 'PATCH', `/api/team-events/${event.id}`, {
      startDate: '2026-06-13',
    });
    expect(patched.json<ErrorBody>().error.fields).toEqual({
      endDate: 'La date de fin doit être après la date de début',
    });
  });

  it('keeps times as HH:MM and wants the end after the start on the same day only', async () => {
    const sameDay = await call().request(alice, 'POST', '/api/team-events', {
      type: 'shift',
      startDate: '2026-06-10',
      endDate: '2026-06-10',
      startTime: '14:00',
      endTime: '06:00',
    });
    expect(sameDay.json<ErrorBody>().error.fields).toEqual({
      endTime: "L'heure de fin doit être après l'heure de début",
    });
    const badTime = await call().request(alice, 'POST', '/api/team-events', {
      type: 'shift',
      startDate: '2026-06-10',
      endDate: '2026-06-10',
      startTime: '25:00',
    });
    expect(badTime.json<ErrorBody>().error.fields).toEqual({
      startTime: 'Heure invalide (format attendu : HH:MM)',
    });
    const night = await addEvent(alice, {
      type: 'on_call',
      startDate: '2026-06-10',
      endDate: '2026-06-11',
      startTime: '22:00',
      endTime: '6:00',
    });
    expect(night).toMatchObject({ startTime: '22:00', endTime: '06:00' });
    const moved = await call().request(alice, 'PATCH', `/api/team-events/${night.id}`, {
      endDate: '2026-06-10',
    });
    expect(moved.json<ErrorBody>().error.fields).toEqual({
      endTime: "L'heure de fin doit être après l'heure de début",
    });
  });
});

describe('team events: members of other users', () => {
  it("refuses another user's member id with 400 « Membre introuvable », never a 500, and writes nothing", async () => {
    const brunoMember = await addMember(bruno, 'Gaëlle Le Goff');
    const before = await countEventRows(alice);
    for (const teamUserId of [brunoMember.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await call().request(alice, 'POST', '/api/team-events', {
        type: 'shift',
        teamUserId,
        startDate: '2026-09-01',
        endDate: '2026-09-01',
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().error.fields).toEqual({ teamUserId: 'Membre introuvable' });
    }
    const own = await addEvent(alice, { type: 'shift', startDate: '2026-09-01', endDate: '2026-09-01' });
    const patched = await call().request(alice, 'PATCH', `/api/team-events/${own.id}`, {
      teamUserId: brunoMember.id,
    });
    expect(patched.statusCode, patched.body).toBe(400);
    expect(patched.json<ErrorBody>().error.fields).toEqual({ teamUserId: 'Membre introuvable' });
    expect(
      (await call().request(alice, 'GET', `/api/team-events/${own.id}`)).json<TTeamEvent>().teamUserId,
    ).toBeNull();
    expect(await countEventRows(alice)).toBe(before + 1);
    const notAnId = await call().request(alice, 'POST', '/api/team-events', {
      type: 'shift',
      teamUserId: 'Gaëlle',
      startDate: '2026-09-01',
      endDate: '2026-09-01',
    });
    expect(notAnId.json<ErrorBody>().error.fields).toEqual({ teamUserId: 'Membre invalide' });
  });

  it("lists nothing for another user's member and hides the other user's events on every route", async () => {
    const aliceMember = await addMember(alice, 'Romain Faure');
    const event = await addEvent(alice, {
      type: 'leave',
      teamUserId: aliceMember.id,
      leaveType: 'paid',
      startDate: '2026-12-21',
      endDate: '2026-12-31',
    });
    const filtered = await call().request(bruno, 'GET', `/api/team-events?teamUserId=${aliceMember.id}`);
    expect(filtered.json<Page>().items).toEqual([]);
    const range = await call().request(
      bruno,
      'GET',
      '/api/team-events?from=2026-12-01&to=2026-12-31&pageSize=100',
    );
    expect(range.json<Page>().items.map((item) => item.id)).not.toContain(event.id);
    const exported = await call().request(bruno, 'GET', '/api/team-events/export.csv');
    expect(exported.body).not.toContain('Romain Faure');
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { comment: 'piraté' }],
      ['DELETE', undefined],
    ] as const) {
      expect((await call().request(bruno, method, `/api/team-events/${event.id}`, payload)).statusCode).toBe(
        404,
      );
    }
    // Bruno cannot attach Alice's member by name either: names are looked up in the importer's own team.
    const file =
      'Membre;Type;Intitulé;Date de début;Date de fin;Heure de début;Heure de fin;Type de congé;Commentaire\r\n' +
      'Romain Faure;Poste;;2026-12-01;2026-12-01;;;;\r\n';
    const imported = await call().request(bruno, 'POST', '/api/team-events/import', file, {
      'content-type': 'text/csv',
    });
    expect(imported.statusCode).toBe(400);
    expect(imported.json<CsvErrorBody>().error.rows[0]).toMatchObject({ row: 2, column: 'Membre' });
    expect(imported.json<CsvErrorBody>().error.rows[0]?.message).toMatch(/^Membre inconnu/);
  });
});

describe('team events: calendar range', () => {
  it('keeps the events that overlap the period, spans included', async () => {
    const owner = await createRecordsUser(testApp.database, 'calendrier@planning.fr');
    const member = await addMember(owner, 'Léa Morin');
    const before = await addEvent(owner, { type: 'shift', startDate: '2026-04-28', endDate: '2026-04-30' });
    const across = await addEvent(owner, {
      type: 'leave',
      teamUserId: member.id,
      leaveType: 'paid',
      startDate: '2026-04-27',
      endDate: '2026-05-08',
    });
    const firstDay = await addEvent(owner, {
      type: 'on_call',
      startDate: '2026-05-01',
      endDate: '2026-05-01',
    });
    const lastDay = await addEvent(owner, {
      type: 'on_call',
      startDate: '2026-05-31',
      endDate: '2026-06-02',
    });
    const covering = await addEvent(owner, {
      type: 'training',
      title: 'Stage long',
      startDate: '2026-04-01',
      endDate: '2026-07-01',
    });
    const after = await addEvent(owner, { type: 'shift', startDate: '2026-06-01', endDate: '2026-06-01' });

    const may = await call().request(
      owner,
      'GET',
      '/api/team-events?from=2026-05-01&to=2026-05-31&sort=startDate&order=asc',
    );
    expect(may.statusCode, may.body).toBe(200);
    expect(may.json<Page>().items.map((item) => item.id)).toEqual([
      covering.id,
      across.id,
      firstDay.id,
      lastDay.id,
    ]);
    const ids = may.json<Page>().items.map((item) => item.id);
    expect(ids).not.toContain(before.id);
    expect(ids).not.toContain(after.id);
    const fromOnly = await call().request(owner, 'GET', '/api/team-events?from=2026-06-01&type=shift');
    expect(fromOnly.json<Page>().items.map((item) => item.id)).toEqual([after.id]);
    const byMember = await call().request(owner, 'GET', `/api/team-events?teamUserId=${member.id}`);
    expect(byMember.json<Page>().items.map((item) => item.id)).toEqual([across.id]);
    const search = await call().request(owner, 'GET', '/api/team-events?q=lea%20morin');
    expect(search.json<Page>().items.map((item) => item.id)).toEqual([across.id]);
  });

  it('refuses an inverted period and one longer than 62 days', async () => {
    const inverted = await call().request(alice, 'GET', '/api/team-events?from=2026-05-31&to=2026-05-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json<ErrorBody>().error.fields).toEqual({
      to: 'La fin de la période doit être après son début',
    });
    const twoMonths = await call().request(alice, 'GET', '/api/team-events?from=2026-07-01&to=2026-08-31');
    expect(twoMonths.statusCode).toBe(200);
    const tooLong = await call().request(alice, 'GET', '/api/team-events?from=2026-07-01&to=2026-09-01');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<ErrorBody>().error.fields).toEqual({
      to: 'La période ne doit pas dépasser 62 jours',
    });
    const badDate = await call().request(alice, 'GET', '/api/team-events?from=2026-02-30');
    expect(badDate.statusCode).toBe(400);
  });
});

describe('team events: CSV with member names', () => {
  const header =
    'Membre;Type;Intitulé;Date de début;Date de fin;Heure de début;Heure de fin;Type de congé;Commentaire';

  it("exports the member's name and imports it back into the importer's member of that name", async () => {
    const owner = await createRecordsUser(testApp.database, 'csv-noms@planning.fr');
    const copy = await createRecordsUser(testApp.database, 'csv-noms-copie@planning.fr');
    const member = await addMember(owner, 'Hélène Dupré');
    await addEvent(owner, {
      type: 'leave',
      teamUserId: member.id,
      leaveType: 'sick',
      startDate: '2026-01-12',
      endDate: '2026-01-16',
      comment: 'Certificat transmis',
    });
    await addEvent(owner, {
      type: 'shift',
      teamUserId: member.id,
      startDate: '2026-01-19',
      endDate: '2026-01-19',
      startTime: '06:00',
      endTime: '14:00',
    });
    const exported = await call().request(
      owner,
      'GET',
      '/api/team-events/export.csv?sort=startDate&order=asc',
    );
    const lines = exported.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toEqual([
      header,
      'Hélène Dupré;Congé;;2026-01-12;2026-01-16;;;Maladie;Certificat transmis',
      'Hélène Dupré;Poste;;2026-01-19;2026-01-19;06:00;14:00;;',
    ]);
    expect(exported.body).not.toContain(member.id);

    // The copy has no member of that name yet: both rows are refused, nothing is written.
    const refused = await call().request(copy, 'POST', '/api/team-events/import', exported.rawPayload, {
      'content-type': 'text/csv',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<CsvErrorBody>().error.rows).toEqual([
      {
        row: 2,
        column: 'Membre',
        message: 'Membre inconnu : « Hélène Dupré » ne fait pas partie de votre équipe',
      },
      {
        row: 3,
        column: 'Membre',
        message: 'Membre inconnu : « Hélène Dupré » ne fait pas partie de votre équipe',
      },
    ]);
    expect(await countEventRows(copy)).toBe(0);

    // Once the copy has her (written without accents or capitals), the same file imports.
    const copyMember = await addMember(copy, 'helene  dupre');
    const imported = await call().request(copy, 'POST', '/api/team-events/import', exported.rawPayload, {
      'content-type': 'text/csv',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({ imported: 2 });
    const list = await call().request(copy, 'GET', '/api/team-events?sort=startDate&order=asc');
    expect(
      list.json<Page>().items.map((item) => [item.teamUserId, item.teamUserName, item.leaveType]),
    ).toEqual([
      [copyMember.id, 'helene  dupre', 'sick'],
      [copyMember.id, 'helene  dupre', null],
    ]);
  });

  it('refuses ambiguous names and the leave rules row by row, and reads English files', async () => {
    const owner = await createRecordsUser(testApp.database, 'csv-regles@planning.fr');
    await addMember(owner, 'Paul Martin');
    await addMember(owner, 'Paul  MARTIN', 'operator');
    await addMember(owner, 'Zoé Petit');
    const file = [
      header,
      'Paul Martin;Poste;;2026-03-02;2026-03-02;;;;',
      'Zoé Petit;Congé;;2026-03-02;2026-03-06;;;;',
      ';Congé;;2026-03-02;2026-03-06;;;Congés payés;',
      'Zoé Petit;Astreinte;;2026-03-02;2026-03-01;;;;',
      'Zoé Petit;Poste;;2026-03-02;2026-03-02;;;Maladie;',
    ].join('\r\n');
    const refused = await call().request(owner, 'POST', '/api/team-events/import', file, {
      'content-type': 'text/csv',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<CsvErrorBody>().error.rows).toEqual([
      {
        row: 2,
        column: 'Membre',
        message: "Plusieurs membres s'appellent « Paul Martin » : renommez-les pour les distinguer",
      },
      {
        row: 3,
        column: 'Type de congé',
        message: 'Choisissez le type de congé : congés payés, maladie ou sans solde',
      },
      { row: 4, column: 'Membre', message: 'Choisissez le membre en congé' },
      { row: 5, column: 'Date de fin', message: 'La date de fin doit être après la date de début' },
      { row: 6, column: 'Type de congé', message: "Le type de congé ne s'applique qu'à un congé" },
    ]);
    expect(await countEventRows(owner)).toBe(0);

    const english = [
      'Member;Type;Title;Start date;End date;Start time;End time;Leave type;Comment',
      'zoe petit;Leave;;02/03/2026;06/03/2026;;;Unpaid leave;',
      ';Training;First aid;2026-03-09;2026-03-09;8:30:00;12:00;;',
    ].join('\r\n');
    const imported = await call().request(owner, 'POST', '/api/team-events/import', english, {
      'content-type': 'text/csv',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const list = await call().request(owner, 'GET', '/api/team-events?sort=startDate&order=asc');
    expect(list.json<Page>().items).toMatchObject([
      {
        teamUserName: 'Zoé Petit',
        type: 'leave',
        leaveType: 'unpaid',
        startDate: '2026-03-02',
        endDate: '2026-03-06',
      },
      { teamUserName: null, type: 'training', title: 'First aid', startTime: '08:30', endTime: '12:00' },
    ]);
  });
});

describe('team: API document', () => {
  it('describes the member and event routes in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, unknown> }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/team-members',
        '/api/team-members/{id}',
        '/api/team-members/export.csv',
        '/api/team-members/import',
        '/api/team-events',
        '/api/team-events/{id}',
        '/api/team-events/export.csv',
        '/api/team-events/import',
      ]),
    );
  });
});
