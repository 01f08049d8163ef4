// Fetches the signed-in user's offline key (GET /api/offline/key, issue 6 point 6) for openUserOfflineStore. The
// answer is checked against its contract; the base64 text is handed on to be imported and is not kept.
import { i18n } from '../i18n/i18n';
import { readLocalKeyResponse } from '../api-error-body';
import { apiRequest } from '../api-client';

/**
 * Why the key could not be had: `network` (offline, server unreachable), `unauthenticated` (signed out: 401),
 * `invalid` (an answer that is not a key), `server` (any other HTTP error). `message` is fit to show.
 */
export class LocalKeySourceError extends Error {
  constructor(
    readonly reason: 'network' | 'unauthenticated' | 'invalid' | 'server',
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LocalKeySourceError';
  }
}

/** The 32 key bytes, base64, as the server sent them. */
export async function fetchLocalKey(signal?: AbortSignal): Promise<string> {
  const result = await apiRequest<unknown>('/api/offline/key', signal ? { signal } : {});
  if (!result.ok) {
    const reason =
      result.code === 'network' ? 'network' : result.status === 401 ? 'unauthenticated' : 'server';
    throw new LocalKeySourceError(reason, result.message, result.status);
  }
  const parsed = readLocalKeyResponse(result.data);
  if (!parsed) {
    throw new LocalKeySourceError('invalid', i18n.t('common:apiErrors.unexpected'), result.status);
  }
  return parsed.key;
}
