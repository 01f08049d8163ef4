import { createHMAC } from '@better-auth/utils/hmac';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { withSelectedUserContext, withUserContext } from '../../db/user-context.js';
import { unauthenticated } from '../../lib/http-error.js';
import type { SessionUserResolver, UserTransaction } from '../../plugins/request-context.js';
import { findLiveSessionUserId, liveSessionSelect } from '../sessions/sessions.repository.js';

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
export function createSessionCookieResolver(options: SessionCookieResolverOptions): {
  resolveSessionUser: SessionUserResolver;
  withSessionUser: UserTransaction;
} {
  const { db } = options;
  const cookieName = `${options.isSecure ? '__Secure-' : ''}methapilot.session_token`;
  const hmac = createHMAC('SHA-256', 'base64');
  const verifyingKey = hmac.importKey(options.secret, 'verify');
  const perRequest = new WeakMap<FastifyRequest, Promise<string | null>>();

  /** The token of the request's session cookie when its signature holds, or null. */
  async function signedToken(request: FastifyRequest): Promise<string | null> {
    const value = request.cookies[cookieName];
    if (!value) return null;
    const separator = value.lastIndexOf('.');
    const token = value.slice(0, Math.max(0, separator));
    const signature = value.slice(separator + 1);
    if (!token || signature.length !== signatureLength || !signature.endsWith('=')) return null;
    const isSigned = await hmac.verify(await verifyingKey, token, signature).catch(() => false);
    return isSigned ? token : null;
  }

  async function resolve(request: FastifyRequest): Promise<string | null> {
    const token = await signedToken(request);
    return token === null ? null : findLiveSessionUserId(db, token);
  }

  const resolveSessionUser: SessionUserResolver = (request) => {
    let pending = perRequest.get(request);
    if (!pending) {
      pending = resolve(request);
      perRequest.set(request, pending);
    }
    return pending;
  };

  /**
   * The request's work in its user's transaction, the session read in the statement that starts it (one round
   * trip less than reading it first). Its inactivity end slides as `findLiveSessionUserId` slides it, after the
   * work (at most once a minute, and whether the work succeeds or not).
   */
  const withSessionUser: UserTransaction = async (request, work) => {
    const known = perRequest.get(request);
    const token = known ? null : await signedToken(request);
    const userSelect = token === null ? null : liveSessionSelect(token);
    if (token === null || userSelect === null) {
      const userId = await resolveSessionUser(request);
      if (!userId) throw unauthenticated();
      return withUserContext(db, userId, (tx) => work(tx, userId));
    }
    const slide = { isDue: false };
    try {
      return await withSelectedUserContext(db, userSelect, (tx, found) => {
        const userId = typeof found?.user_id === 'string' ? found.user_id : null;
        perRequest.set(request, Promise.resolve(userId));
        if (userId === null) throw unauthenticated();
        slide.isDue = found?.slide_due === true;
        return work(tx, userId);
      });
    } finally {
      if (slide.isDue) await findLiveSessionUserId(db, token);
    }
  };

  return { resolveSessionUser, withSessionUser };
}
