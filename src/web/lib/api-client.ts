import { i18n } from './i18n/i18n';
import { readApiError } from './api-error-body';
import { trackApiRequest } from './page-settled';

/** What a call to the API gives back: the parsed body, or the server's error in the user's language. */
export type TApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      /** Stable machine code ("validation_failed", "invalid_credentials", "network"…). */
      code: string;
      /** A sentence fit to show (already in the request's language). */
      message: string;
      /** One message per field for validation errors. */
      fields: Record<string, string>;
      /** For a refused CSV import: each refused row of the file and why. */
      rows?: { row: number; column?: string | undefined; message: string }[];
    };

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as is (CSV import, an evidence file) instead of a JSON body. */
  file?: Blob;
  /** The Content-Type of `file` (a CSV by default). */
  fileType?: string;
  signal?: AbortSignal;
  /**
   * A GET of `path` already sent with the same credentials and headers (the session read at boot, before this
   * module had arrived): its answer is read instead of sending the request again.
   */
  sent?: Promise<Response>;
}

/** True when the fetch failed before any HTTP answer (offline, DNS, connection reset). */
export function isNetworkFailure(result: TApiResult<unknown>): boolean {
  return !result.ok && result.code === 'network';
}

/**
 * Calls the JSON API with the session cookie and the current language. Never throws for HTTP or network
 * failures: the result says what happened.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<TApiResult<T>> {
  const { method = 'GET', body, file, fileType = 'text/csv', signal, sent } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': i18n.language };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (file !== undefined) headers['Content-Type'] = fileType;
  let response: Response;
  try {
    response = await trackApiRequest(
      sent ??
        fetch(path, {
          method,
          credentials: 'same-origin',
          headers,
          body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
          signal,
        }),
    );
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, code: 'network', message: i18n.t('common:apiErrors.network'), fields: {} };
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  const parsed = readApiError(payload);
  if (parsed) {
    const { code, message, fields = {}, rows } = parsed.error;
    return { ok: false, status: response.status, code, message, fields, ...(rows ? { rows } : {}) };
  }
  return {
    ok: false,
    status: response.status,
    code: 'http_' + String(response.status),
    message: i18n.t('common:apiErrors.unexpected'),
    fields: {},
  };
}
