// Plant locations (spec §3 unit_locations, §4 "saving a new one first deactivates all the user's previous ones,
// then inserts the new one as active", §9 default 48.8566,2.3522): list, active, save, delete, bad input and
// per-user isolation.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitLocations } from '../../src/server/db/schema/locations.js';
import type { TActiveLocation, TLocation, TLocationList } from '../../src/shared/contracts/locations.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const fieldsOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { fields: Record<string, string> } }>().error.fields;

async function save(userId: string, body: Record<string, unknown>): Promise<TLocation> {
  const response = await recordsCaller(testApp.app).request(userId, 'POST', '/api/locations', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TLocation>();
}

async function list(userId: string): Promise<TLocation[]> {
  const response = await recordsCaller(testApp.app).request(userId, 'GET', '/api/locations');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TLocationList>().items;
}

async function active(userId: string): Promise<TActiveLocation> {
  const response = await recordsCaller(testApp.app).request(userId, 'GET', '/api/locations/active');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TActiveLocation>();
}

async function countRows(userId: string, onlyActive = false): Promise<number> {
  const rows = await testApp.database.db
    .select({ id: unitLocations.id })
    .from(unitLocations)
    .where(
      onlyActive
        ? and(eq(unitLocations.userId, userId), eq(unitLocations.isActive, true))
        : eq(unitLocations.userId, userId),
    );
  return rows.length;
}

describe('locations', () => {
  it('answers Paris as the default active location before any save', async () => {
    const owner = await createRecordsUser(testApp.database, 'default@locations.fr');
    expect(await list(owner)).toEqual([]);
    expect(await active(owner)).toMatchObject({
      isDefault: true,
      id: null,
      locationType: 'coordinates',
      locationValue: '48.8566,2.3522',
      latitude: 48.8566,
      longitude: 2.3522,
    });
  });

  it('saves a city, then coordinates: the newest is the only active one, listed first', async () => {
    const owner = await createRecordsUser(testApp.database, 'save@locations.fr');
    const city = await save(owner, {
      locationType: 'city',
      locationValue: '  Rennes  ',
      displayName: 'Site',
    });
    expect(city).toMatchObject({
      locationType: 'city',
      locationValue: 'Rennes',
      displayName: 'Site',
      latitude: null,
      longitude: null,
      isActive: true,
    });
    expect(await active(owner)).toMatchObject({ id: city.id, isDefault: false, locationValue: 'Rennes' });

    const point = await save(owner, { locationType: 'coordinates', locationValue: ' 47.5 , -2.75 ' });
    expect(point).toMatchObject({
      locationValue: '47.5,-2.75',
      latitude: 47.5,
      longitude: -2.75,
      isActive: true,
    });

    const items = await list(owner);
    expect(items.map((item) => [item.id, item.isActive])).toEqual([
      [point.id, true],
      [city.id, false],
    ]);
    expect(await active(owner)).toMatchObject({ id: point.id, isDefault: false });
  });

  it('keeps exactly one active location after many saves, even sent at once', async () => {
    const owner = await createRecordsUser(testApp.database, 'many@locations.fr');
    for (let index = 0; index < 5; index += 1) {
      await save(owner, { locationType: 'city', locationValue: `Ville ${String(index)}` });
    }
    await Promise.all(
      [1, 2, 3, 4].map((index) =>
        save(owner, { locationType: 'coordinates', locationValue: `4${String(index)}.1,2.${String(index)}` }),
      ),
    );
    expect(await countRows(owner)).toBe(9);
    expect(await countRows(owner, true)).toBe(1);
    const items = await list(owner);
    expect(items[0]?.isActive).toBe(true);
    expect((await active(owner)).id).toBe(items[0]?.id);
  });

  it('deleting the active location makes the newest remaining one active; deleting all falls back to Paris', async () => {
    const owner = await createRecordsUser(testApp.database, 'delete@locations.fr');
    const call = recordsCaller(testApp.app);
    const first = await save(owner, { locationType: 'city', locationValue: 'Lyon' });
    const second = await save(owner, { locationType: 'city', locationValue: 'Nantes' });
    const third = await save(owner, { locationType: 'city', locationValue: 'Brest' });

    // An inactive one: the active one stays.
    expect((await call.request(owner, 'DELETE', `/api/locations/${second.id}`)).statusCode).toBe(204);
    expect((await active(owner)).id).toBe(third.id);

    // The active one: the newest remaining becomes active.
    expect((await call.request(owner, 'DELETE', `/api/locations/${third.id}`)).statusCode).toBe(204);
    expect(await active(owner)).toMatchObject({ id: first.id, locationValue: 'Lyon', isDefault: false });
    expect(await countRows(owner, true)).toBe(1);

    expect((await call.request(owner, 'DELETE', `/api/locations/${first.id}`)).statusCode).toBe(204);
    expect(await active(owner)).toMatchObject({ isDefault: true, locationValue: '48.8566,2.3522' });
    expect((await call.request(owner, 'DELETE', `/api/locations/${first.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with per-field messages in the user language, writing nothing', async () => {
    const owner = await createRecordsUser(testApp.database, 'bad@locations.fr');
    const french = recordsCaller(testApp.app, 'fr');
    const english = recordsCaller(testApp.app, 'en');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { locationType: 'coordinates', locationValue: '48,8566 , 2,3522' },
        'Format attendu : latitude,longitude avec des points (ex. 48.8566,2.3522)',
        'Expected format: latitude,longitude with dots (e.g. 48.8566,2.3522)',
      ],
      [
        { locationType: 'coordinates', locationValue: '91,2' },
        'La latitude doit être comprise entre -90 et 90',
        'The latitude must be between -90 and 90',
      ],
      [
        { locationType: 'coordinates', locationValue: '45,-180.5' },
        'La longitude doit être comprise entre -180 et 180',
        'The longitude must be between -180 and 180',
      ],
      [{ locationType: 'city', locationValue: '   ' }, 'La ville est requise', 'The city is required'],
      [
        { locationType: 'city', locationValue: 'x'.repeat(101) },
        'La ville ne doit pas dépasser 100 caractères',
        'The city must not exceed 100 characters',
      ],
    ];
    for (const [body, frenchMessage, englishMessage] of cases) {
      const refused = await french.request(owner, 'POST', '/api/locations', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused).locationValue).toBe(frenchMessage);
      const refusedEn = await english.request(owner, 'POST', '/api/locations', body);
      expect(fieldsOf(refusedEn).locationValue).toBe(englishMessage);
    }

    const badType = await french.request(owner, 'POST', '/api/locations', {
      locationType: 'address',
      locationValue: 'Paris',
    });
    expect(badType.statusCode).toBe(400);
    expect(fieldsOf(badType).locationType).toBe('Choisissez une ville ou des coordonnées');

    const extra = await french.request(owner, 'POST', '/api/locations', {
      locationType: 'city',
      locationValue: 'Paris',
      isActive: false,
    });
    expect(extra.statusCode).toBe(400);

    for (const payload of ['not json', '[]', 'null']) {
      const response = await french.request(owner, 'POST', '/api/locations', payload, {
        'content-type': 'application/json',
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await french.request(owner, 'DELETE', '/api/locations/not-a-uuid')).statusCode).toBe(400);
    expect(await countRows(owner)).toBe(0);
  });

  it("keeps each user's locations to themselves", async () => {
    const alice = await createRecordsUser(testApp.database, 'alice@locations.fr');
    const bruno = await createRecordsUser(testApp.database, 'bruno@locations.fr');
    const call = recordsCaller(testApp.app);
    const aliceCity = await save(alice, { locationType: 'city', locationValue: 'Quimper' });

    // Bruno's save does not deactivate Alice's location.
    await save(bruno, { locationType: 'city', locationValue: 'Vannes' });
    expect((await active(alice)).id).toBe(aliceCity.id);
    expect((await list(bruno)).map((item) => item.locationValue)).toEqual(['Vannes']);

    // Bruno cannot delete Alice's location: 404, and it is still there.
    expect((await call.request(bruno, 'DELETE', `/api/locations/${aliceCity.id}`)).statusCode).toBe(404);
    expect((await list(alice)).map((item) => item.id)).toEqual([aliceCity.id]);

    // Without a session: 401.
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/locations' });
    expect(anonymous.statusCode).toBe(401);
  });
});
