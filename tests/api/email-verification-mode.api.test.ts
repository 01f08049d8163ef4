// Issue 15 (sign-up and first use): the verification banner is shown only when the user can act on it. The
// server says how a link reaches this caller: by mail (SMTP), on the local outbox page (no SMTP, same machine),
// or not at all ('off': verification is not asked for).
import { afterEach, describe, expect, it } from 'vitest';
import type { TAuthProvidersResponse } from '../../src/shared/contracts/auth.js';
import { buildTestApp, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function modeFor(env: Record<string, string>, remoteAddress = '127.0.0.1') {
  testApp = await buildTestApp({ env });
  const response = await testApp.app.inject({ method: 'GET', url: '/api/auth/providers', remoteAddress });
  expect(response.statusCode).toBe(200);
  return response.json<TAuthProvidersResponse>().emailVerification;
}

describe('how an address gets verified', () => {
  it('by mail when an SMTP server is configured, wherever the user is', async () => {
    expect(await modeFor({ SMTP_URL: 'smtp://127.0.0.1:2525' }, '203.0.113.7')).toBe('mail');
  });

  it('on the outbox page without SMTP, for a browser on the server itself (the README set-up)', async () => {
    expect(await modeFor({})).toBe('outbox');
  });

  it('not asked for when the link cannot reach the user: another machine, or no outbox page', async () => {
    expect(await modeFor({}, '203.0.113.7')).toBe('off');
    await testApp?.close();
    expect(await modeFor({ DEV_OUTBOX: 'false' })).toBe('off');
  });
});
