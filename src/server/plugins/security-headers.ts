import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { IncomingMessage, type ServerResponse } from 'node:http';
import { Socket } from 'node:net';

const oneYearInSeconds = 365 * 24 * 60 * 60;

/**
 * Security headers of architecture.md: CSP without inline script, HSTS one year, nosniff, strict referrer
 * policy, frame-ancestors 'none'. Styles may be inline: the toast library injects its stylesheet at run time.
 */
const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  strictTransportSecurity: { maxAge: oneYearInSeconds, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xContentTypeOptions: true,
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet writes for these options, worked out once. Every value is a constant (no per-request
 * nonce), so each response gets the same list; @fastify/helmet rebuilt the whole helmet middleware, CSP
 * parsing included, on every request (a tenth of the CPU of GET /api/health).
 */
export function securityHeadersOf(options: HelmetOptions): readonly (readonly [string, string])[] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string) {
      headers.set(name, value);
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  // Helmet's middleware reads nothing of the request for these options; it is given a bare one.
  helmet(options)(
    new IncomingMessage(new Socket()),
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    },
  );
  return [...headers];
}

export const securityHeadersPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    const headers = securityHeadersOf(helmetOptions);
    // On the raw response, as helmet does: error answers and static files carry them too.
    app.addHook('onRequest', (_request, reply, next) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);

/** The path and query of a request target: an absolute-form target ("http://host/path?q") loses its scheme and host. */
export function originFormOf(target: string): string {
  if (target.startsWith('/')) return target;
  const schemeAndHost = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target)?.[0] ?? '';
  const rest = target.slice(schemeAndHost.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

export interface HttpsRedirectOptions {
  isEnabled: boolean;
  /** PUBLIC_URL: when set, the redirect goes to its host, never to the one a request names. */
  publicUrl?: string | undefined;
}

/**
 * Spec §5: every http request is rewritten to https. Behind a TLS-terminating proxy (TRUST_PROXY) a request
 * the proxy received over plain HTTP is redirected permanently to the same path over HTTPS, on PUBLIC_URL's
 * host when it is set (the Host header is the client's word: it must not choose where users are sent).
 */
export const httpsRedirectPlugin = fp(
  (app: FastifyInstance, options: HttpsRedirectOptions, done: () => void) => {
    if (options.isEnabled) {
      const publicHost = options.publicUrl ? new URL(options.publicUrl).host : undefined;
      app.addHook('onRequest', (request, reply, next) => {
        const forwarded = request.headers['x-forwarded-proto'];
        const protocol = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
        if (protocol === 'http') {
          void reply.redirect(`https://${publicHost ?? request.host}${originFormOf(request.url)}`, 301);
          return;
        }
        next();
      });
    }
    done();
  },
  { name: 'https-redirect' },
);
