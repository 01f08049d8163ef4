import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageHeader } from './auth-mails.js';

/** Header carrying the client address Fastify worked out (TRUST_PROXY aware); any incoming copy is dropped. */
export const clientIpHeader = 'x-methapilot-client-ip';

const hopHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

/**
 * Turns a Fastify request into the Web Request the auth library handles. The body is the one our schemas
 * validated (trimmed, normalised), re-serialised; the client address and language travel in headers only
 * the server sets.
 */
export function toWebRequest(
  request: FastifyRequest,
  origin: string,
  body?: unknown,
  url: string = request.url,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || hopHeaders.has(name) || name === clientIpHeader || name === languageHeader)
      continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set('host', request.host);
  headers.set(clientIpHeader, request.ip);
  headers.set(languageHeader, request.language);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (hasBody) headers.set('content-type', 'application/json');
  return new Request(new URL(url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
  });
}

/** Copies status, headers (every Set-Cookie) and body of the library's answer onto the reply. */
export async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  body?: unknown,
): Promise<void> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === 'content-length') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (body !== undefined) {
    await reply.type('application/json; charset=utf-8').send(body);
    return;
  }
  const text = await response.text();
  await reply.send(text.length > 0 ? text : null);
}

/** The JSON body of an answer, or undefined when there is none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  return response
    .clone()
    .json()
    .catch(() => undefined) as Promise<unknown>;
}
