import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMeteoForecastFetch, openMeteoGeocode, retryAfterMs } from './fetch-open-meteo.js';

/** A loopback fake of Open-Meteo's forecast endpoint; each test sets how it answers. */
let respond: (request: IncomingMessage, response: ServerResponse) => void = () => undefined;
const seen: { url: string; userAgent: string | undefined }[] = [];
const server = createServer((request, response) => {
  seen.push({ url: request.url ?? '', userAgent: request.headers['user-agent'] });
  respond(request, response);
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', resolve);
  });
  baseUrl = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
  });
});

const paris = { latitude: 48.8566, longitude: 2.3522 };
const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };

/** A generous time-out, but for the test of the time-out itself (a loaded machine must not fail the others). */
const fetchForecast = (timeoutMs = 10_000) =>
  openMeteoForecastFetch({ baseUrl, userAgent: 'MethaPilot/test (contact@methapilot.local)', timeoutMs });

describe('openMeteoForecastFetch (loopback fake)', () => {
  it('sends an identifying User-Agent and reads the days', async () => {
    respond = json(200, {
      daily: {
        time: ['2026-11-26'],
        temperature_2m_max: [9],
        temperature_2m_min: [2],
        precipitation_sum: [0.2],
        precipitation_probability_max: [15],
        wind_speed_10m_max: [11],
        et0_fao_evapotranspiration: [0.5],
        weather_code: [2],
      },
    });
    const outcome = await fetchForecast()(paris);
    expect(outcome).toMatchObject({ kind: 'days', days: [{ date: '2026-11-26', weatherCode: 2 }] });
    expect(seen.at(-1)?.userAgent).toBe('MethaPilot/test (contact@methapilot.local)');
    expect(seen.at(-1)?.url).toMatch(/^\/v1\/forecast\?latitude=48\.8566&longitude=2\.3522&daily=/);
  });

  it('tells a 429 with its Retry-After, a 500, garbage and a time-out apart', async () => {
    respond = json(429, { reason: 'Too many requests' }, { 'retry-after': '120' });
    expect(await fetchForecast()(paris)).toEqual({ kind: 'rate-limited', retryAfterMs: 120_000 });

    respond = json(500, { error: true });
    expect(await fetchForecast()(paris)).toEqual({ kind: 'failed', reason: 'http' });

    respond = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    };
    expect(await fetchForecast()(paris)).toEqual({ kind: 'failed', reason: 'malformed' });

    respond = json(200, { daily: { time: ['2026-11-26'], temperature_2m_max: ['warm'] } });
    expect(await fetchForecast()(paris)).toEqual({ kind: 'failed', reason: 'malformed' });

    respond = () => undefined; // never answers
    expect(await fetchForecast(300)(paris)).toEqual({ kind: 'failed', reason: 'timeout' });
  });

  it('tells a service that cannot be reached', async () => {
    const closedPort = openMeteoForecastFetch({
      baseUrl: 'http://127.0.0.1:9/v1',
      userAgent: 'test',
      timeoutMs: 10_000,
    });
    expect(await closedPort(paris)).toEqual({ kind: 'failed', reason: 'network' });
  });
});

describe('openMeteoGeocode (loopback fake)', () => {
  const geocode = (timeoutMs = 10_000) =>
    openMeteoGeocode({ baseUrl, apiKey: 'k3y', userAgent: 'MethaPilot/test', timeoutMs });

  it('reads the places, with the key and the identifying User-Agent', async () => {
    respond = json(200, {
      results: [
        { name: 'Vire', latitude: 48.8385, longitude: -0.8892, admin1: 'Normandie', postcodes: ['14500'] },
      ],
    });
    expect(await geocode()('Vire')).toEqual({
      kind: 'places',
      places: [
        { name: 'Vire', latitude: 48.8385, longitude: -0.8892, region: 'Normandie', postcodes: ['14500'] },
      ],
    });
    const url = new URL(seen.at(-1)?.url ?? '', 'http://127.0.0.1');
    expect(url.pathname).toBe('/v1/search');
    expect(url.searchParams.get('apikey')).toBe('k3y');
    expect(seen.at(-1)?.userAgent).toBe('MethaPilot/test');
  });

  it('gives an empty list for a name that matches nothing, and a reason for each failure', async () => {
    respond = json(200, { generationtime_ms: 0.4 });
    expect(await geocode()('Zzyzx')).toEqual({ kind: 'places', places: [] });

    respond = json(429, {}, { 'retry-after': '5' });
    expect(await geocode()('Vire')).toEqual({ kind: 'failed', reason: 'rate-limited' });

    respond = json(500, {});
    expect(await geocode()('Vire')).toEqual({ kind: 'failed', reason: 'http' });

    respond = json(200, { results: 'none' });
    expect(await geocode()('Vire')).toEqual({ kind: 'failed', reason: 'malformed' });

    respond = () => undefined;
    expect(await geocode(300)('Vire')).toEqual({ kind: 'failed', reason: 'timeout' });
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and nothing else', () => {
    const now = Date.parse('2026-11-26T08:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 26 Nov 2026 08:05:00 GMT', now)).toBe(300_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
