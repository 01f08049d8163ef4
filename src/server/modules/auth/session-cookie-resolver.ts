import { createHMAC } from '@better-auth/utils/hmac';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SessionUserResolver } from '../../plugins/request-context.js';
import { findLiveSessionUserId } from '../sessions/sessions.repository.js';

/** The auth library signs its session cookie "<token>.<base64 HMAC-SHA256 of the token>" (44 characters). */
const signatureLength = 44;

export interface SessionCookieResolverOptions {
  db: Db;
  /** The secret the auth library signs cookies with. */
  secret: string;
  /** Behind TLS the cookie carries the __Secure- prefix. */
  isSecure: boolean;
}

/**
 * Who is signed in, for every data request: the session cookie's signature is checked with the auth
 * library's own HMAC helper, then one statement finds the live session and slides its inactivity end (at
 * most once a minute, as the library does). Same rules as the library's session read, one round trip
 * instead of its several; the status endpoints still use the library's read.
 */
export function createSessionCookieResolver(options: SessionCookieResolverOptions): SessionUserResolver {
  const cookieName = `${options.isSecure ? '__Secure-' : ''}methapilot.session_token`;
  const hmac = createHMAC('SHA-256', 'base64');
  const verifyingKey = hmac.importKey(options.secret, 'verify');
  const perRequest = new WeakMap<FastifyRequest, Promise<string | null>>();

  async function resolve(request: FastifyRequest): Promise<string | null> {
    const value = request.cookies[cookieName];
    if (!value) return null;
    const separator = value.lastIndexOf('.');
    const token = value.slice(0, Math.max(0, separator));
    const signature = value.slice(separator + 1);
    if (!token || signature.length !== signatureLength || !signature.endsWith('=')) return null;
    const isSigned = await hmac.verify(await verifyingKey, token, signature).catch(() => false);
    if (!isSigned) return null;
    return findLiveSessionUserId(options.db, token);
  }

  return (request) => {
    let pending = perRequest.get(request);
    if (!pending) {
      pending = resolve(request);
      perRequest.set(request, pending);
    }
    return pending;
  };
}
