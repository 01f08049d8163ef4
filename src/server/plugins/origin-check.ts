import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  /** Returns true when an origin ("https://host:port") may send cookie-carrying writes. */
  isTrusted: (origin: string, request: FastifyRequest) => boolean;
}

function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== 'null') return origin;
  const referer = request.headers.referer;
  if (typeof referer !== 'string') return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-authenticated writes (architecture: SameSite=Lax + Origin check): a write under
 * /api that carries cookies must say it comes from this site. Requests without cookies cannot act as anyone.
 */
export const originCheckPlugin = fp(
  (app: FastifyInstance, options: OriginCheckOptions, done: () => void) => {
    app.addHook('onRequest', (request, _reply, next) => {
      const isExempt =
        safeMethods.has(request.method) || !request.url.startsWith('/api/') || !request.headers.cookie;
      const origin = isExempt ? null : originOf(request);
      if (isExempt || (origin && options.isTrusted(origin, request))) {
        next();
        return;
      }
      request.log.warn({ origin, url: request.url }, 'cross-site write refused');
      next(new HttpError(403, 'cross_site', 'errors:crossSiteRequest'));
    });
    done();
  },
  { name: 'origin-check' },
);
