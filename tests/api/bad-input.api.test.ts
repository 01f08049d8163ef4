// Bad input never gets a 500 and never writes half a record (foundation issue, "Bad input"): arbitrary JSON
// bodies, content types and API paths, generated with fast-check, against the real app and database.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZApiError } from '../../src/shared/contracts/errors.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let nextAddress = 0;

/** A new client address per request, so the contact form's rate limit never hides the answer under test. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.${(nextAddress >> 16) & 255}.${(nextAddress >> 8) & 255}.${nextAddress & 255}`;
}

async function countRows(): Promise<{ messages: number; mails: number }> {
  const [row] = await queryRows<{ messages: number; mails: number }>(
    testApp.database.db,
    sql`select (select count(*) from support_messages)::int as messages, (select count(*) from mail_outbox)::int as mails`,
  );
  return row ?? { messages: -1, mails: -1 };
}

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('bad input', () => {
  it('answers any JSON body on the contact form with 201 or a clear 4xx, and writes all or nothing', async () => {
    const field = fc.oneof(fc.string({ maxLength: 1200 }), fc.integer(), fc.constant(null), fc.boolean());
    const body = fc.oneof(
      fc.record(
        { name: field, email: fc.oneof(field, fc.emailAddress()), subject: field, message: field },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('fr', 'en'), async (payload, language) => {
        const before = await countRows();
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/support/messages',
          remoteAddress: freshAddress(),
          headers: { 'content-type': 'application/json', 'x-app-language': language },
          payload: JSON.stringify(payload),
        });
        const after = await countRows();
        if (response.statusCode === 201) {
          expect(after.messages).toBe(before.messages + 1);
          return;
        }
        expect(response.statusCode).toBe(400);
        const error = ZApiError.parse(response.json());
        expect(error.error.message.length).toBeGreaterThan(0);
        expect(after).toEqual(before);
      }),
      { numRuns: 150 },
    );
  });

  it('answers raw bytes under any content type with a 4xx, never a 500', async () => {
    const contentType = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 500 }), contentType, async (raw, type) => {
        const response = await testApp.app.inject({
          method: 'POST',
          url: '/api/support/messages',
          remoteAddress: freshAddress(),
          headers: { 'content-type': type },
          payload: raw,
        });
        expect(response.statusCode, `${type}: ${raw}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${type}: ${raw}`).toBeLessThan(500);
        ZApiError.parse(response.json());
      }),
      { numRuns: 120 },
    );
  });

  it('answers any unknown API path and method with a JSON 404', async () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/);
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        async (segments, method) => {
          const url = `/api/zz-${segments.join('/')}`;
          const response = await testApp.app.inject({ method, url });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
          expect(ZApiError.parse(response.json()).error.code).toBe('not_found');
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers an unknown API path with a dot segment as a JSON 404, not as a refused file', async () => {
    // Found by the property above (seed 1500057981): the static files' handler used to answer 403.
    for (const url of ['/api/zz-_/.-/./0', '/api/.env', '/api/x/.git/config']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(ZApiError.parse(response.json()).error.code).toBe('not_found');
    }
  });

  it('answers a malformed percent-encoding in the address with a clear 400', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/zz-%E0%A4%A',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_url', message: "L'adresse demandée est mal formée." },
    });
  });
});
