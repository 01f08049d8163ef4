import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isKnownAppPath, legacyRedirects } from '../../shared/routes.js';
import { sendApiNotFound } from './error-handler.js';

const immutableAssets = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortLived = 'public, max-age=3600';

/**
 * Files the browser must revalidate at each use, so a deploy reaches it at once: the page, the service
 * worker (sw.js, one bundled script: src/web/service-worker/) and the web app manifest. Hashed files under
 * /assets never change.
 */
function isRevalidatedFile(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return name.endsWith('.html') || name === 'sw.js' || name.endsWith('.webmanifest');
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the built React app: hashed assets cached for a year (pre-compressed .br/.gz chosen by
 * Accept-Encoding), index.html, the service worker and the manifest revalidated each time (the manifest as
 * application/manifest+json, from its .webmanifest extension), the app's own paths answered with index.html
 * (200), legacy short paths redirected, anything else index.html with 404 (the app shows its not-found page)
 * and JSON 404 under /api.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webDistFolder: string }) => {
    const indexFile = join(options.webDistFolder, 'index.html');
    const isBuilt = existsSync(indexFile);
    if (isBuilt) {
      await app.register(fastifyStatic, {
        root: options.webDistFolder,
        prefix: '/',
        wildcard: true,
        index: false,
        preCompressed: true,
        setHeaders(reply, servedPath) {
          const path = servedPath.replace(/\.(br|gz)$/, '');
          if (path.includes('/assets/')) reply.header('cache-control', immutableAssets);
          else if (isRevalidatedFile(path)) reply.header('cache-control', revalidate);
          else reply.header('cache-control', shortLived);
        },
      });
    }

    const sendApp = (reply: FastifyReply, statusCode: number) =>
      reply.status(statusCode).header('cache-control', revalidate).sendFile('index.html');

    if (isBuilt) {
      // The static handler would answer the root folder itself with 403: "/" is the home page.
      app.get('/', { schema: { hide: true } }, (_request, reply) => sendApp(reply, 200));
      // Nothing under /api is a file: without this, the static wildcard would take unknown API paths and
      // answer a dot segment ("/api/x/.y") with its own 403 instead of the API's JSON 404.
      app.route({
        method: ['GET', 'HEAD'],
        url: '/api/*',
        schema: { hide: true },
        handler: (request, reply) => sendApiNotFound(request, reply),
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isApiPath(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return sendApiNotFound(request, reply);
      }
      // Letter case and a trailing slash do not matter, as in the web app's router.
      const redirect = legacyRedirects[(path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase()];
      if (redirect) {
        const query = request.url.slice(path.length);
        return reply.redirect(`${redirect}${query}`, 302);
      }
      if (!isBuilt) {
        return reply
          .status(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built: run "npm run build" (npm start does it for you).');
      }
      return sendApp(reply, isKnownAppPath(path) ? 200 : 404);
    });
  },
  { name: 'web-app', dependencies: ['error-handler'] },
);
