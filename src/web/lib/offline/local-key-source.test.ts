import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalKeySourceError, fetchLocalKey } from './local-key-source';
import { randomKeyText } from './offline-test-support';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(() => Promise.resolve(Response.json(body, { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function failure(): Promise<LocalKeySourceError> {
  const error: unknown = await fetchLocalKey().then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof LocalKeySourceError))
    throw new Error(`expected a key source error, got ${String(error)}`);
  return error;
}

describe('the offline key from the server', () => {
  it('gives the key bytes of GET /api/offline/key', async () => {
    const key = randomKeyText();
    const fetchMock = answer(200, { algorithm: 'AES-GCM', length: 256, key });
    expect(await fetchLocalKey()).toBe(key);
    expect(fetchMock).toHaveBeenCalledWith('/api/offline/key', expect.objectContaining({ method: 'GET' }));
  });

  it('says the network failed when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await failure()).reason).toBe('network');
  });

  it('says the user is signed out on 401, with the server message', async () => {
    answer(401, { error: { code: 'unauthenticated', message: 'Veuillez vous connecter.' } });
    const error = await failure();
    expect(error.reason).toBe('unauthenticated');
    expect(error.message).toBe('Veuillez vous connecter.');
  });

  it('refuses an answer that is not a 32-byte key, and a server failure', async () => {
    answer(200, { algorithm: 'AES-GCM', length: 256, key: 'trop-court' });
    expect((await failure()).reason).toBe('invalid');
    answer(500, { error: { code: 'internal', message: 'Erreur interne', errorId: 'e1' } });
    expect((await failure()).reason).toBe('server');
  });
});
