// Team members (issue 4, team module): the shared records checks plus the optional e-mail and phone of spec
// §5, the role list, and the cascade that takes a member's events with them.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamEvents, teamUsers } from '../../src/server/db/schema/team.js';
import type { TTeamEvent, TTeamMember } from '../../src/shared/contracts/team.js';
import { TEAM_ROLES } from '../../src/shared/domain/team.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@equipe.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@equipe.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });

async function countMemberRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(teamUsers)
    .where(eq(teamUsers.userId, userId));
  return row?.count ?? 0;
}

type ErrorBody = { error: { code: string; fields: Record<string, string> } };

describe('team members: shared records behaviour', () => {
  describeRecordsModule(
    {
      path: '/api/team-members',
      samples: [
        {
          name: 'Élodie Marchand',
          email: 'elodie@ferme-des-saules.fr',
          role: 'technician',
          phone: '06 12 34 56 78',
        },
        { name: 'Jean-Luc "JL"; associé', role: 'investor', isAdmin: true },
        {
          name: '=Paul Ménard',
          email: '',
          role: 'administrator',
          isAdmin: false,
          phone: '+33 5 49 00 11 22',
        },
      ],
      update: { role: 'manager', isAdmin: true, name: 'Élodie Marchand-Roux' },
      sortKeys: ['createdAt', 'name', 'role'],
      payloadArbitrary: fc.record(
        {
          name: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(''), fc.integer()),
          email: fc.oneof(fc.emailAddress(), fc.string(), fc.constant(''), fc.constant(null), fc.integer()),
          role: fc.oneof(fc.constantFrom(...TEAM_ROLES), fc.string(), fc.constant('admin')),
          isAdmin: fc.oneof(fc.boolean(), fc.constant(null), fc.string(), fc.integer()),
          phone: fc.oneof(
            fc.constant('0612345678'),
            fc.string(),
            fc.constant(null),
            fc.stringMatching(/^0[1-9]\d{8}$/),
          ),
          userId: fc.uuid(),
          id: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows: countMemberRows,
      badCsvRow: { line: () => 'Jean Morel;jean.morel@ferme;Technicien;non;', column: 'E-mail' },
    },
    context,
  );
});

describe('team members: fields and rules', () => {
  async function create(userId: string, fields: Record<string, unknown>): Promise<TTeamMember> {
    const response = await recordsCaller(testApp.app).request(userId, 'POST', '/api/team-members', fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TTeamMember>();
  }

  it('keeps the e-mail and the phone optional, a blank one meaning none, and isAdmin false by default', async () => {
    const member = await create(alice, { name: 'Marc Lefebvre', role: 'operator', email: '  ', phone: '' });
    expect(member).toMatchObject({ email: null, phone: null, isAdmin: false, role: 'operator' });
    const withContact = await create(alice, {
      name: 'Sophie Garnier',
      role: 'engineer',
      email: ' sophie@biogaz-ouest.fr ',
      phone: '06.12.34.56.78',
    });
    expect(withContact).toMatchObject({ email: 'sophie@biogaz-ouest.fr', phone: '0612345678' });
  });

  it('refuses a bad e-mail, a foreign phone and an unknown role with the spec texts', async () => {
    const response = await recordsCaller(testApp.app).request(alice, 'POST', '/api/team-members', {
      name: ' ',
      email: 'jean@',
      role: 'admin',
      phone: '+44 20 7946 0958',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().error.fields).toEqual({
      name: 'Le nom est requis',
      email: "Format d'email invalide",
      role: 'Rôle invalide',
      phone: 'Numéro de téléphone français invalide',
    });
    const tooLong = await recordsCaller(testApp.app).request(alice, 'POST', '/api/team-members', {
      name: 'x'.repeat(101),
      email: `${'a'.repeat(250)}@x.fr`,
      role: 'technician',
    });
    expect(tooLong.json<ErrorBody>().error.fields).toEqual({
      name: 'Le nom ne doit pas dépasser 100 caractères',
      email: 'Email trop long',
    });
  });

  it('changes only the fields sent and clears the e-mail with null', async () => {
    const call = recordsCaller(testApp.app);
    const member = await create(alice, {
      name: 'Luc Perrin',
      role: 'technician',
      email: 'luc@ferme.fr',
      phone: '0549001122',
    });
    const renamed = await call.request(alice, 'PATCH', `/api/team-members/${member.id}`, {
      name: 'Luc Perrin fils',
    });
    expect(renamed.json<TTeamMember>()).toMatchObject({
      name: 'Luc Perrin fils',
      email: 'luc@ferme.fr',
      phone: '0549001122',
    });
    const cleared = await call.request(alice, 'PATCH', `/api/team-members/${member.id}`, {
      email: null,
      phone: '',
    });
    expect(cleared.json<TTeamMember>()).toMatchObject({ email: null, phone: null });
    const unknownField = await call.request(alice, 'PATCH', `/api/team-members/${member.id}`, {
      userId: bruno,
    });
    expect(unknownField.statusCode).toBe(400);
  });

  it('filters by role and searches names without accents or case', async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'filtres@equipe.fr');
    await create(owner, { name: 'Hélène Bréval', role: 'director' });
    await create(owner, { name: 'Yann Kerouac', role: 'technician' });
    const directors = await call.request(owner, 'GET', '/api/team-members?role=director');
    expect(directors.json<{ items: TTeamMember[] }>().items.map((member) => member.name)).toEqual([
      'Hélène Bréval',
    ]);
    const search = await call.request(owner, 'GET', '/api/team-members?q=HELENE%20BREVAL');
    expect(search.json<{ items: TTeamMember[] }>().items.map((member) => member.name)).toEqual([
      'Hélène Bréval',
    ]);
    const badRole = await call.request(owner, 'GET', '/api/team-members?role=boss');
    expect(badRole.statusCode).toBe(400);
    const byName = await call.request(owner, 'GET', '/api/team-members?sort=name&order=asc');
    expect(byName.json<{ items: TTeamMember[] }>().items.map((member) => member.name)).toEqual([
      'Hélène Bréval',
      'Yann Kerouac',
    ]);
  });

  it('writes the role labels and oui/non in the CSV, and reads them back in English too', async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'csv-roles@equipe.fr');
    await create(owner, { name: 'Anne Roy', role: 'investor', isAdmin: true, phone: '0612345678' });
    const exported = await call.request(owner, 'GET', '/api/team-members/export.csv');
    const [header, row] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe("Nom;E-mail;Rôle;Droits d'administration;Téléphone");
    expect(row).toBe('Anne Roy;;Investisseur;oui;0612345678');
    const english = 'Name;E-mail;Role;Admin rights;Phone\r\nTom Hardy;tom@farm.co.uk;Technician;no;\r\n';
    const imported = await call.request(owner, 'POST', '/api/team-members/import', english, {
      'content-type': 'text/csv',
    });
    expect(imported.json()).toEqual({ imported: 1 });
    const list = await call.request(owner, 'GET', '/api/team-members?q=tom');
    expect(list.json<{ items: TTeamMember[] }>().items[0]).toMatchObject({
      role: 'technician',
      isAdmin: false,
    });
  });

  it("deletes a member's events with the member, and only theirs", async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'cascade@equipe.fr');
    const leaving = await create(owner, { name: 'Thomas Girard', role: 'technician' });
    const staying = await create(owner, { name: 'Nadia Benali', role: 'operator' });
    const event = async (fields: Record<string, unknown>) => {
      const response = await call.request(owner, 'POST', '/api/team-events', fields);
      expect(response.statusCode, response.body).toBe(201);
      return response.json<TTeamEvent>();
    };
    await event({
      type: 'leave',
      teamUserId: leaving.id,
      leaveType: 'paid',
      startDate: '2026-08-03',
      endDate: '2026-08-21',
    });
    await event({ type: 'on_call', teamUserId: leaving.id, startDate: '2026-08-29', endDate: '2026-08-30' });
    const kept = await event({
      type: 'shift',
      teamUserId: staying.id,
      startDate: '2026-08-04',
      endDate: '2026-08-04',
    });
    const wholeTeam = await event({
      type: 'training',
      title: 'Sécurité ATEX',
      startDate: '2026-09-10',
      endDate: '2026-09-10',
    });

    const deleted = await call.request(owner, 'DELETE', `/api/team-members/${leaving.id}`);
    expect(deleted.statusCode).toBe(204);
    const remaining = await testApp.database.db
      .select({ id: teamEvents.id })
      .from(teamEvents)
      .where(eq(teamEvents.userId, owner));
    expect(remaining.map((row) => row.id).sort()).toEqual([kept.id, wholeTeam.id].sort());
  });
});
