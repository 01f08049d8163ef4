import { i18n } from '../../../lib/i18n/i18n';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { buildGoogleErrorPath } from '../lib/return-path';

/** Only a web address may be handed to the browser (never "javascript:" or another scheme). */
function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    const { protocol } = new URL(value, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function readUrl(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'url' in data ? data.url : undefined;
}

/**
 * POST /api/auth/sign-in/oauth2: the Google address to send the browser to. Google brings the user back to
 * `returnPath`, or to /login?error=google when signing in there failed.
 */
export async function startGoogleSignIn(returnPath: string): Promise<TApiResult<string>> {
  const result = await apiRequest<unknown>('/api/auth/sign-in/oauth2', {
    method: 'POST',
    body: {
      providerId: 'google',
      callbackURL: returnPath,
      errorCallbackURL: buildGoogleErrorPath(returnPath),
    },
  });
  if (!result.ok) return result;
  const url = readUrl(result.data);
  if (!isWebAddress(url)) {
    return {
      ok: false,
      status: result.status,
      code: 'unexpected_response',
      message: i18n.t('common:apiErrors.unexpected'),
      fields: {},
    };
  }
  return { ...result, data: url };
}
