import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth-instance.js';

export interface RequestSession {
  session: { id: string; userId: string; expiresAt: Date; createdAt: Date };
  user: { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled: boolean };
}

export interface SessionReader {
  /**
   * The request's session from the database (no cookie cache: a revoked session is gone at once), or null.
   * `isActivity` lets the read slide the 30 min inactivity end (at most once a minute); status polls don't.
   */
  readSession(request: FastifyRequest, options: { isActivity: boolean }): Promise<RequestSession | null>;
}

/** Reads sessions through the auth library, once per request and kind of read. */
export function createSessionReader(auth: Auth): SessionReader {
  const cache = new WeakMap<FastifyRequest, Map<boolean, Promise<RequestSession | null>>>();

  async function read(request: FastifyRequest, isActivity: boolean): Promise<RequestSession | null> {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const found = await auth.api.getSession({
      headers: new Headers({ cookie }),
      query: { disableRefresh: !isActivity },
    });
    if (!found) return null;
    return {
      session: {
        id: found.session.id,
        userId: found.session.userId,
        expiresAt: new Date(found.session.expiresAt),
        createdAt: new Date(found.session.createdAt),
      },
      user: {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified,
        twoFactorEnabled: found.user.twoFactorEnabled === true,
      },
    };
  }

  return {
    readSession(request, { isActivity }) {
      let perRequest = cache.get(request);
      if (!perRequest) {
        perRequest = new Map();
        cache.set(request, perRequest);
      }
      let pending = perRequest.get(isActivity);
      if (!pending) {
        pending = read(request, isActivity);
        perRequest.set(isActivity, pending);
      }
      return pending;
    },
  };
}
