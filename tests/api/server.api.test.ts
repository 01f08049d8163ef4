// The server's cross-cutting behaviour through app.inject(): health, errors in the user's language, security
// headers, HTTPS redirect behind a proxy, metrics, API docs, body limits, web app fallbacks, configuration.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';
import { openTestDatabase, testEngine } from '../fixtures/test-database.js';

interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; errorId?: string };
}

const indexHtml =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>MethaPilot</title></head><body><div id="root"></div></body></html>';

let database: Database;
let webFolder: string;
/** The app with a (stand-in) built web app in webFolder. */
let withWeb: TestApp;
/** The app before "npm run build": no dist/web. */
let withoutWeb: TestApp;
/** Behind a TLS-terminating proxy. */
let behindProxy: TestApp;
/** Behind a TLS-terminating proxy, with its public address configured. */
let behindProxyWithPublicUrl: TestApp;
/** With METRICS_TOKEN set. */
let withMetricsToken: TestApp;
const metricsToken = 'scrape-4f1c2b9e8d7a6c5b';

beforeAll(async () => {
  database = await openTestDatabase();
  cleanups.push(() => database.close());
  webFolder = mkdtempSync(join(tmpdir(), 'methapilot-web-'));
  cleanups.push(() => {
    rmSync(webFolder, { recursive: true, force: true });
  });
  writeFileSync(join(webFolder, 'index.html'), indexHtml);
  withWeb = await buildTestApp({ database, webDistFolder: webFolder });
  cleanups.push(() => withWeb.close());
  withoutWeb = await buildTestApp({ database, webDistFolder: join(webFolder, 'not-built') });
  cleanups.push(() => withoutWeb.close());
  behindProxy = await buildTestApp({ database, webDistFolder: webFolder, env: { TRUST_PROXY: 'true' } });
  cleanups.push(() => behindProxy.close());
  behindProxyWithPublicUrl = await buildTestApp({
    database,
    webDistFolder: webFolder,
    env: { TRUST_PROXY: 'true', PUBLIC_URL: 'https://methapilot.example.fr' },
  });
  cleanups.push(() => behindProxyWithPublicUrl.close());
  withMetricsToken = await buildTestApp({
    database,
    webDistFolder: webFolder,
    env: { METRICS_TOKEN: metricsToken },
  });
  cleanups.push(() => withMetricsToken.close());
});

/** What afterAll undoes, newest first (filled as beforeAll goes, so a failed set-up is cleaned up too). */
const cleanups: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

function expectSecurityHeaders(response: LightMyRequestResponse): void {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  const directives = cspDirectives(response);
  expect(directives.get('script-src')).toBeDefined();
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  expect(directives.get('script-src')).not.toContain("'unsafe-eval'");
  expect(String(response.headers['strict-transport-security'])).toMatch(/max-age=31536000/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(String(response.headers['referrer-policy'])).toMatch(
    /^(strict-origin|strict-origin-when-cross-origin|no-referrer|same-origin)$/,
  );
}

describe('GET /api/health', () => {
  it('answers 200 with the database reachable', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ status: string; database: string; engine: string }>();
    expect(body.status).toBe('ok');
    expect(body.database).toBe('ok');
    expect(body.engine).toBe(testEngine());
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in French by default', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBe("Aucune ressource à l'adresse GET /api/no-such-thing.");
  });

  it('answer in English for accept-language: en', async () => {
    const response = await withWeb.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiErrorBody>().error.message).toBe('Nothing at GET /api/no-such-thing.');
  });
});

describe('security headers', () => {
  it('are set on an HTML page', async () => {
    const response = await withWeb.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(response);
  });

  it('are set on a JSON answer, an error included', async () => {
    expectSecurityHeaders(await withWeb.app.inject({ method: 'GET', url: '/api/health' }));
    expectSecurityHeaders(await withWeb.app.inject({ method: 'GET', url: '/api/missing' }));
  });
});

describe('behind a TLS proxy (TRUST_PROXY=true)', () => {
  it('redirects a request received over plain HTTP to the same URL over HTTPS', async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/dashboard/stock?tab=all',
      headers: { host: 'methapilot.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://methapilot.example/dashboard/stock?tab=all');
  });

  it('does not redirect a request received over HTTPS', async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'methapilot.example', 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBeUndefined();
  });

  it("redirects to PUBLIC_URL's host when it is set, whatever Host and X-Forwarded-Host say", async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'methapilot.example.fr', 'x-forwarded-host': 'evil.example' },
    ]) {
      const response = await behindProxyWithPublicUrl.app.inject({
        method: 'GET',
        url: '/dashboard/stock?tab=all',
        headers: { ...headers, 'x-forwarded-proto': 'http' },
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('https://methapilot.example.fr/dashboard/stock?tab=all');
    }
  });

  it('does not redirect without TRUST_PROXY, whatever the header says', async () => {
    const response = await withWeb.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus text with the request counter to the machine itself', async () => {
    await withWeb.app.inject({ method: 'GET', url: '/api/health' });
    const response = await withWeb.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('# TYPE methapilot_http_requests_total counter');
    expect(response.body).toMatch(/methapilot_http_requests_total\{[^}]*route="\/api\/health"[^}]*\} \d+/);
  });

  it('is not public: without METRICS_TOKEN another machine, or a caller behind a proxy, gets a translated 403', async () => {
    for (const request of [
      { remoteAddress: '203.0.113.7', headers: {} },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.7' } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: 'for=203.0.113.7' } },
    ]) {
      const response = await withWeb.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: request.remoteAddress,
        headers: { ...request.headers, 'accept-language': 'fr' },
      });
      expect(response.statusCode, JSON.stringify(request)).toBe(403);
      expect(response.body).not.toContain('methapilot_');
      expect(response.json<ApiErrorBody>().error).toEqual({
        code: 'forbidden',
        message:
          "Les métriques ne sont servies qu'à la machine du serveur. Pour les lire à distance, définissez METRICS_TOKEN et envoyez-le en jeton Bearer.",
      });
    }
  });

  it('with METRICS_TOKEN, answers the bearer of the token from anywhere and nobody else', async () => {
    const read = (remoteAddress: string, authorization?: string) =>
      withMetricsToken.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: { 'accept-language': 'en', ...(authorization ? { authorization } : {}) },
      });
    const scraper = await read('203.0.113.7', `Bearer ${metricsToken}`);
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('# TYPE methapilot_http_requests_total counter');
    for (const [address, authorization] of [
      ['203.0.113.7', undefined],
      ['127.0.0.1', undefined],
      ['203.0.113.7', `Bearer ${metricsToken}x`],
      ['203.0.113.7', `Basic ${metricsToken}`],
      ['203.0.113.7', 'Bearer '],
    ] as const) {
      const refused = await read(address, authorization);
      expect(refused.statusCode, `${address} ${authorization}`).toBe(401);
      expect(refused.json<ApiErrorBody>().error).toEqual({
        code: 'unauthenticated',
        message: 'Missing or wrong metrics token (Authorization: Bearer header).',
      });
    }
  });
});

describe('API reference', () => {
  it('serves the reference page at /api/docs', async () => {
    let response = await withWeb.app.inject({ method: 'GET', url: '/api/docs' });
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
      const location = String(response.headers.location);
      response = await withWeb.app.inject({
        method: 'GET',
        url: new URL(location, 'http://localhost/api/docs').pathname,
      });
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });

  it('serves an OpenAPI document listing /api/health at /api/docs/json', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      info: { title: string };
      paths: Record<string, unknown>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe('MethaPilot API');
    expect(document.paths).toHaveProperty('/api/health');
  });
});

describe('request bodies', () => {
  it('refuses a body over the limit with 413 and says the limit', async () => {
    const limit = loadConfig({ NODE_ENV: 'test' }).bodyLimitBytes;
    const response = await withWeb.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(limit + 10) }),
    });
    expect(response.statusCode).toBe(413);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe('payload_too_large');
    expect(body.error.message).toBe(`La requête est trop volumineuse (maximum ${limit} octets).`);
  });

  it('answers 400 malformed_json to a body that is not JSON', async () => {
    const response = await withWeb.app.inject({
      method: 'POST',
      url: '/api/anything',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{"name": "stock",',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiErrorBody>();
    expect(body.error.code).toBe('malformed_json');
    expect(body.error.message).toBe('The request body is not valid JSON.');
  });
});

describe('web app paths', () => {
  it('answers the home page / with index.html (200), with or without Accept-Encoding', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip, deflate, br' }, {}]) {
      const response = await withWeb.app.inject({ method: 'GET', url: '/', headers });
      expect(response.statusCode, `GET / with ${JSON.stringify(headers)}`).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
  });

  it('answers a page of the app with index.html (200), whatever the letter case, as the browser shows it', async () => {
    for (const url of ['/pricing', '/Pricing', '/Dashboard/Stock/']) {
      const response = await withWeb.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
  });

  it('answers an unknown path with 404 and index.html, which shows the not-found page', async () => {
    const response = await withWeb.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(indexHtml);
  });

  it('answers 503 with a notice when the web app is not built', async () => {
    const response = await withoutWeb.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });

  it('redirects the legacy short path /stock/add to /dashboard/stock/add, in any letter case', async () => {
    for (const app of [withWeb.app, withoutWeb.app]) {
      for (const url of ['/stock/add', '/Stock/Add/']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location).toBe('/dashboard/stock/add');
      }
    }
  });
});
