// The weather (issue 18): GET /api/weather for the active location (Paris by default) through the server, cached an
// hour per rounded place, with the spreading windows of the user's land; a city geocoded when saved; the plant
// settings; and every way the weather services fail (time-out, 429, 500, garbage), against a loopback fake.
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { unitLocations } from '../../src/server/db/schema/locations.js';
import { plantSettings } from '../../src/server/db/schema/plant-settings.js';
import type { TDashboard } from '../../src/shared/contracts/dashboard.js';
import type { TLocation } from '../../src/shared/contracts/locations.js';
import type { TPlantSettings } from '../../src/shared/contracts/plant-settings.js';
import type { TWeather } from '../../src/shared/contracts/weather.js';
import { spreadingBanOn } from '../../src/shared/domain/spreading-calendar.js';
import { defaultFakeDays, startOpenMeteoFake, type OpenMeteoFake } from '../fixtures/open-meteo-fake.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let fake: OpenMeteoFake;
let testApp: TestApp;

/** Long enough for a loaded machine, short enough for the time-out test. */
const timeoutMs = 1500;

beforeAll(async () => {
  fake = await startOpenMeteoFake();
  testApp = await buildTestApp({
    resolveSessionUser: headerSessionResolver,
    env: {
      WEATHER_BASE_URL: fake.baseUrl,
      WEATHER_GEOCODING_BASE_URL: fake.baseUrl,
      WEATHER_TIMEOUT_MS: String(timeoutMs),
      SUPPORT_EMAIL: 'contact@methapilot.test',
    },
  });
});

afterEach(() => {
  fake.forecast.behaviour = 'answer';
  fake.forecast.days = defaultFakeDays();
  fake.geocoding.behaviour = 'answer';
  vi.useRealTimers();
});

afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const french = () => recordsCaller(testApp.app, 'fr');
const fieldsOf = (response: LightMyRequestResponse) =>
  response.json<{ error: { fields: Record<string, string> } }>().error.fields;
const forecastCalls = () => fake.requests.filter((request) => request.path === '/v1/forecast');

async function weatherOf(userId: string): Promise<TWeather> {
  const response = await french().request(userId, 'GET', '/api/weather');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TWeather>();
}

async function saveCoordinates(userId: string, value: string): Promise<void> {
  const response = await french().request(userId, 'POST', '/api/locations', {
    locationType: 'coordinates',
    locationValue: value,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function patchSettings(userId: string, body: Record<string, unknown>) {
  return french().request(userId, 'PATCH', '/api/plant-settings', body);
}

describe('GET /api/weather', () => {
  it("gives a new user Paris's 5 days and their spreading windows, asking once with an identifying User-Agent", async () => {
    const owner = await createRecordsUser(testApp.database, 'paris@weather.fr');
    const before = forecastCalls().length;
    const weather = await weatherOf(owner);

    expect(weather.place).toEqual({ name: null, latitude: 48.8566, longitude: 2.3522, isDefault: true });
    expect(weather.forecast.status).toBe('fresh');
    if (weather.forecast.status === 'unavailable') throw new Error('no forecast');
    expect(weather.forecast.days.map((day) => day.date)).toEqual(defaultFakeDays().map((day) => day.date));
    expect(weather.forecast.days[1]).toMatchObject({ precipitationMm: 14.2, weatherCode: 63 });

    const call = forecastCalls().at(-1);
    expect(forecastCalls().length).toBe(before + 1);
    expect(call?.userAgent).toMatch(/^MethaPilot\/\S+ \(contact@methapilot\.test\)$/);
    expect(call?.query.get('latitude')).toBe('48.8566');
    expect(call?.query.get('timezone')).toBe('Europe/Paris');
    expect(call?.query.get('forecast_days')).toBe('5');

    // Autumn crops and raw digestate (type II) until the user says otherwise; the calendar of each day is the
    // nitrates programme's (unit-tested on its own), the weather reasons are the fake's wet day and windy day.
    expect(weather.spreading).toMatchObject({
      landUse: 'autumn-crops',
      fertiliserType: 'type-2',
      thresholds: { heavyRainMm: 10, strongWindKmh: 30, frostC: 0 },
    });
    weather.spreading.days.forEach((day, index) => {
      const codes = day.reasons.map((reason) => reason.code);
      expect(codes.includes('calendar-ban')).toBe(
        spreadingBanOn(day.date, 'autumn-crops', 'type-2').isBanned,
      );
      expect(codes.includes('heavy-rain')).toBe(index === 1);
      expect(codes.includes('strong-wind')).toBe(index === 3);
      expect(day.mayBeSpread).toBe(codes.length === 0);
    });
  });

  it('asks the service once an hour per place: a second read and a neighbour a street away share the forecast', async () => {
    const first = await createRecordsUser(testApp.database, 'first@weather.fr');
    const neighbour = await createRecordsUser(testApp.database, 'neighbour@weather.fr');
    await saveCoordinates(first, '47.2184,-1.5536');
    await saveCoordinates(neighbour, '47.2201,-1.5549');
    const before = forecastCalls().length;
    await weatherOf(first);
    await weatherOf(first);
    const shared = await weatherOf(neighbour);
    expect(forecastCalls().length).toBe(before + 1);
    expect(shared.place).toMatchObject({ latitude: 47.2201, longitude: -1.5549, isDefault: false });
    expect(shared.forecast.status).toBe('fresh');
  });

  it('shows the last forecast with its age when the service fails after the hour, and asks again later', async () => {
    const owner = await createRecordsUser(testApp.database, 'stale@weather.fr');
    await saveCoordinates(owner, '45.7640,4.8357');
    const fresh = await weatherOf(owner);
    if (fresh.forecast.status === 'unavailable') throw new Error('no forecast');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
    fake.forecast.behaviour = 'server-error';
    const stale = await weatherOf(owner);
    expect(stale.forecast).toEqual({ ...fresh.forecast, status: 'stale' });
    expect(stale.spreading.days).toHaveLength(5);

    // Backing off: within the next 30 s the service is not asked again.
    const calls = forecastCalls().length;
    await weatherOf(owner);
    expect(forecastCalls().length).toBe(calls);
  });

  it('says the forecast is unavailable, without a 500, when the service times out, answers 500 or garbage, or asks to slow down', async () => {
    const cases = [
      ['silent', 'unavailable'],
      ['server-error', 'unavailable'],
      ['garbage', 'unavailable'],
      ['rate-limited', 'rate-limited'],
    ] as const;
    for (const [index, [behaviour, reason]] of cases.entries()) {
      const owner = await createRecordsUser(testApp.database, `${behaviour}@weather.fr`);
      await saveCoordinates(owner, `43.${String(index + 1)}0,1.44`);
      fake.forecast.behaviour = behaviour;
      const weather = await weatherOf(owner);
      expect(weather.forecast, behaviour).toEqual({ status: 'unavailable', reason });
      expect(weather.spreading.days).toEqual([]);
    }
  });
});

describe("the dashboard's weather card", () => {
  it("holds today's and tomorrow's weather and spreading, and does not wait for a silent service", async () => {
    const owner = await createRecordsUser(testApp.database, 'dashboard@weather.fr');
    await saveCoordinates(owner, '44.8378,-0.5792');
    const dashboard = await french().request(owner, 'GET', '/api/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const [today, tomorrow] = defaultFakeDays();
    const weather = await weatherOf(owner);
    expect(dashboard.json<TDashboard>().weather.days).toEqual(
      [today, tomorrow].map((day, index) => ({
        date: day?.date,
        temperatureMinC: day?.temperatureMinC,
        temperatureMaxC: day?.temperatureMaxC,
        precipitationMm: day?.precipitationMm,
        windSpeedMaxKmh: day?.windSpeedMaxKmh,
        mayBeSpread: weather.spreading.days[index]?.mayBeSpread,
      })),
    );

    const elsewhere = await createRecordsUser(testApp.database, 'dashboard-silent@weather.fr');
    await saveCoordinates(elsewhere, '44.10,-0.50');
    fake.forecast.behaviour = 'silent';
    const withoutWeather = await french().request(elsewhere, 'GET', '/api/dashboard');
    expect(withoutWeather.statusCode).toBe(200);
    expect(withoutWeather.json<TDashboard>().weather).toEqual({ days: [] });
  });
});

describe('a city typed in Paramètres', () => {
  it('is geocoded when saved (French names, France only) and its forecast is for those coordinates', async () => {
    const owner = await createRecordsUser(testApp.database, 'vire@weather.fr');
    const saved = await french().request(owner, 'POST', '/api/locations', {
      locationType: 'city',
      locationValue: 'vire',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<TLocation>()).toMatchObject({
      locationValue: 'vire',
      displayName: 'Vire (Normandie)',
      latitude: 48.8385,
      longitude: -0.8892,
    });
    const search = fake.requests.filter((request) => request.path === '/v1/search').at(-1);
    expect(Object.fromEntries(search?.query ?? [])).toMatchObject({
      name: 'vire',
      language: 'fr',
      countryCode: 'FR',
    });

    const weather = await weatherOf(owner);
    expect(weather.place).toEqual({
      name: 'Vire (Normandie)',
      latitude: 48.8385,
      longitude: -0.8892,
      isDefault: false,
    });
    expect(forecastCalls().at(-1)?.query.get('latitude')).toBe('48.8385');
  });

  it('is refused with a clear message when the geocoder does not know it, and nothing is written', async () => {
    const owner = await createRecordsUser(testApp.database, 'nowhere@weather.fr');
    const refused = await french().request(owner, 'POST', '/api/locations', {
      locationType: 'city',
      locationValue: 'Zzyzx',
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused).locationValue).toBe(
      "Ville introuvable en France : vérifiez l'orthographe ou saisissez des coordonnées",
    );
    const english = await recordsCaller(testApp.app, 'en').request(owner, 'POST', '/api/locations', {
      locationType: 'city',
      locationValue: 'Zzyzx',
    });
    expect(fieldsOf(english).locationValue).toBe(
      'No such town in France: check the spelling or enter coordinates',
    );
    const rows = await testApp.database.db
      .select()
      .from(unitLocations)
      .where(eq(unitLocations.userId, owner));
    expect(rows).toEqual([]);
  });

  it('is saved without coordinates while the geocoder is down, then geocoded by the next weather read', async () => {
    const owner = await createRecordsUser(testApp.database, 'later@weather.fr');
    fake.geocoding.behaviour = 'server-error';
    const saved = await french().request(owner, 'POST', '/api/locations', {
      locationType: 'city',
      locationValue: 'Chartres',
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json<TLocation>()).toMatchObject({ latitude: null, longitude: null, displayName: null });

    const stillDown = await weatherOf(owner);
    expect(stillDown.place).toEqual({ name: 'Chartres', latitude: null, longitude: null, isDefault: false });
    expect(stillDown.forecast).toEqual({ status: 'unavailable', reason: 'unavailable' });

    fake.geocoding.behaviour = 'answer';
    const weather = await weatherOf(owner);
    expect(weather.place).toMatchObject({ latitude: 48.44685, longitude: 1.48925 });
    expect(weather.forecast.status).toBe('fresh');
    const [row] = await testApp.database.db
      .select()
      .from(unitLocations)
      .where(eq(unitLocations.userId, owner));
    expect(row).toMatchObject({ latitude: 48.44685, longitude: 1.48925 });
  });

  it('is saved without coordinates when the geocoder times out, answers garbage or asks to slow down', async () => {
    for (const behaviour of ['silent', 'garbage', 'rate-limited'] as const) {
      const owner = await createRecordsUser(testApp.database, `geocoder-${behaviour}@weather.fr`);
      fake.geocoding.behaviour = behaviour;
      const saved = await french().request(owner, 'POST', '/api/locations', {
        locationType: 'city',
        locationValue: 'Vire',
      });
      expect(saved.statusCode, behaviour).toBe(201);
      expect(saved.json<TLocation>().latitude).toBeNull();
    }
  });

  it('that the geocoder no longer knows gives a "place unknown" forecast, not an error', async () => {
    const owner = await createRecordsUser(testApp.database, 'gone@weather.fr');
    await testApp.database.db
      .insert(unitLocations)
      .values({ userId: owner, locationType: 'city', locationValue: 'Atlantide', isActive: true });
    const weather = await weatherOf(owner);
    expect(weather.place).toEqual({ name: 'Atlantide', latitude: null, longitude: null, isDefault: false });
    expect(weather.forecast).toEqual({ status: 'unavailable', reason: 'place-unknown' });
  });
});

describe('plant settings', () => {
  it('start from the defaults, change field by field, and set the spreading windows', async () => {
    const owner = await createRecordsUser(testApp.database, 'settings@weather.fr');
    const initial = await french().request(owner, 'GET', '/api/plant-settings');
    expect(initial.json<TPlantSettings>()).toMatchObject({
      landUse: 'autumn-crops',
      fertiliserType: 'type-2',
      heavyRainMm: 10,
      digesterVolumeM3: null,
      carbonNitrogenMode: 'soft',
      isSaved: false,
    });

    const saved = await patchSettings(owner, { landUse: 'grassland-over-6-months', heavyRainMm: 20 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<TPlantSettings>()).toMatchObject({
      landUse: 'grassland-over-6-months',
      heavyRainMm: 20,
      isSaved: true,
    });
    const again = await patchSettings(owner, { strongWindKmh: 50, digesterVolumeM3: 3000 });
    expect(again.json<TPlantSettings>()).toMatchObject({
      landUse: 'grassland-over-6-months',
      heavyRainMm: 20,
      strongWindKmh: 50,
      digesterVolumeM3: 3000,
    });

    const weather = await weatherOf(owner);
    expect(weather.spreading).toMatchObject({
      landUse: 'grassland-over-6-months',
      thresholds: { heavyRainMm: 20, strongWindKmh: 50 },
    });
    for (const day of weather.spreading.days) {
      const codes = day.reasons.map((reason) => reason.code);
      expect(codes).not.toContain('heavy-rain');
      expect(codes).not.toContain('strong-wind');
      expect(codes.includes('calendar-ban')).toBe(
        spreadingBanOn(day.date, 'grassland-over-6-months', 'type-2').isBanned,
      );
    }
  });

  it('refuse values out of bounds and a C/N window upside down with a clear message, writing nothing', async () => {
    const owner = await createRecordsUser(testApp.database, 'bounds@weather.fr');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ heavyRainMm: 0 }, 'heavyRainMm', 'Le seuil de forte pluie doit être compris entre 1 et 100 mm'],
      [
        { strongWindKmh: 'fort' },
        'strongWindKmh',
        'Le seuil de vent fort doit être compris entre 5 et 150 km/h',
      ],
      [
        { digesterVolumeM3: 5 },
        'digesterVolumeM3',
        'Le volume du digesteur doit être compris entre 10 et 100 000 m³',
      ],
      [{ landUse: 'vigne' }, 'landUse', 'Choisissez une occupation du sol de la liste'],
      [{ carbonNitrogenMin: 35 }, 'carbonNitrogenMin', 'Le C/N minimal doit être inférieur au C/N maximal'],
      [
        { carbonNitrogenMin: 25, carbonNitrogenMax: 25 },
        'carbonNitrogenMin',
        'Le C/N minimal doit être inférieur au C/N maximal',
      ],
    ];
    for (const [body, field, message] of cases) {
      const refused = await patchSettings(owner, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(refused)[field]).toBe(message);
    }
    const unknownField = await patchSettings(owner, { isSaved: true });
    expect(unknownField.statusCode).toBe(400);
    const rows = await testApp.database.db
      .select()
      .from(plantSettings)
      .where(eq(plantSettings.userId, owner));
    expect(rows).toEqual([]);
  });

  it("are each user's own", async () => {
    const alice = await createRecordsUser(testApp.database, 'alice@weather.fr');
    const bruno = await createRecordsUser(testApp.database, 'bruno@weather.fr');
    await patchSettings(alice, { landUse: 'autumn-rapeseed', fertiliserType: 'type-1' });
    const brunos = await french().request(bruno, 'GET', '/api/plant-settings');
    expect(brunos.json<TPlantSettings>()).toMatchObject({
      landUse: 'autumn-crops',
      fertiliserType: 'type-2',
      isSaved: false,
    });
    expect((await weatherOf(bruno)).spreading.landUse).toBe('autumn-crops');
  });
});
