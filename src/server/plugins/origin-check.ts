import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface OriginCheckOptions {
  /** Returns true when an origin ("https://host:port") may send cookie-carrying writes. */
  isTrusted: (origin: string, request: FastifyRequest) => boolean;
  /** Told of each refusal (the activity log's security_violation); its own failure is only logged. */
  onRefused?: (request: FastifyRequest, origin: string | null) => Promise<void>;
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
 * Whether a request may reach an API route. The decision is on the route the router matched, not on the raw
 * request target: an absolute-form target ("POST http://evil.example/api/stock-items") or a percent-encoded
 * one ("/%61pi/stock-items") reaches the same handler as "/api/stock-items". A request no route matched is
 * treated as an API one (it can change nothing, and a refusal is the safe answer).
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const routePattern = request.routeOptions.url;
  return routePattern === undefined || routePattern.startsWith('/api/');
}

/**
 * CSRF defence for cookie-authenticated writes (architecture: SameSite=Lax + Origin check): a write under
 * /api that carries cookies must say it comes from this site. Requests without cookies cannot act as anyone.
 */
export const originCheckPlugin = fp(
  (app: FastifyInstance, options: OriginCheckOptions, done: () => void) => {
    app.addHook('onRequest', async (request) => {
      const isExempt = safeMethods.has(request.method) || !isApiRequest(request) || !request.headers.cookie;
      const origin = isExempt ? null : originOf(request);
      if (isExempt || (origin && options.isTrusted(origin, request))) return;
      request.log.warn({ origin, url: request.url }, 'cross-site write refused');
      await options.onRefused?.(request, origin).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the refusal could not be written to the activity log');
      });
      throw new HttpError(403, 'cross_site', 'errors:crossSiteRequest');
    });
    done();
  },
  { name: 'origin-check' },
);
