// The per-user key of the browser's encrypted offline data (issue 6, spec §9): random, 32 bytes, the same on
// every call and every device of a user, different between users, only for a signed-in user, never cached,
// and unreadable by another user's transaction even through a query that forgets its filter.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/db/raw-query.js';
import { withUserContext } from '../../src/server/db/user-context.js';
import type { TLocalKeyResponse } from '../../src/shared/contracts/offline.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

function requestKey(userId: string | null) {
  return testApp.app.inject({
    method: 'GET',
    url: '/api/offline/key',
    headers: userId ? { [testUserHeader]: userId } : {},
  });
}

async function keyOf(userId: string): Promise<TLocalKeyResponse> {
  const response = await requestKey(userId);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<TLocalKeyResponse>();
}

describe('GET /api/offline/key', () => {
  it('gives each user one random AES-GCM 256 key, the same on every call', async () => {
    const alice = await createRecordsUser(testApp.database, 'alice@offline-key.fr');
    const bruno = await createRecordsUser(testApp.database, 'bruno@offline-key.fr');
    const first = await keyOf(alice);
    expect(first).toMatchObject({ algorithm: 'AES-GCM', length: 256 });
    expect(Buffer.from(first.key, 'base64')).toHaveLength(32);
    expect((await keyOf(alice)).key).toBe(first.key);
    const other = await keyOf(bruno);
    expect(other.key).not.toBe(first.key);
  });

  it('draws the key once when two first requests arrive together', async () => {
    const carla = await createRecordsUser(testApp.database, 'carla@offline-key.fr');
    const answers = await Promise.all([requestKey(carla), requestKey(carla), requestKey(carla)]);
    const keys = answers.map((response) => response.json<TLocalKeyResponse>().key);
    expect(new Set(keys).size).toBe(1);
  });

  it('answers 401 without a session', async () => {
    expect((await requestKey(null)).statusCode).toBe(401);
  });

  it("keeps a user's key out of another user's reach, even through a query without a filter", async () => {
    const dario = await createRecordsUser(testApp.database, 'dario@offline-key.fr');
    const elsa = await createRecordsUser(testApp.database, 'elsa@offline-key.fr');
    await keyOf(dario);
    await keyOf(elsa);
    const rows = await withUserContext(testApp.database.db, elsa, (tx) =>
      queryRows<{ user_id: string }>(tx, sql`select user_id::text as user_id from user_local_keys`),
    );
    expect(rows.map((row) => row.user_id)).toEqual([elsa]);
  });
});
