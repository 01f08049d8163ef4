import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const oneYearInSeconds = 365 * 24 * 60 * 60;

/**
 * Security headers of architecture.md: CSP without inline script, HSTS one year, nosniff, strict referrer
 * policy, frame-ancestors 'none'. Styles may be inline: the toast library injects its stylesheet at run time.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
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
    });
  },
  { name: 'security-headers' },
);

/**
 * Spec §5: every http request is rewritten to https. Behind a TLS-terminating proxy (TRUST_PROXY) a request
 * the proxy received over plain HTTP is redirected permanently to the same URL over HTTPS.
 */
export const httpsRedirectPlugin = fp(
  (app: FastifyInstance, options: { isEnabled: boolean }, done: () => void) => {
    if (options.isEnabled) {
      app.addHook('onRequest', (request, reply, next) => {
        const forwarded = request.headers['x-forwarded-proto'];
        const protocol = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
        if (protocol === 'http') {
          void reply.redirect(`https://${request.host}${request.url}`, 301);
          return;
        }
        next();
      });
    }
    done();
  },
  { name: 'https-redirect' },
);
