import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HttpError } from './http-error.js';

/**
 * Uploads arrive as the raw bytes of the file, whatever type the browser names: the type is read from the bytes
 * by whoever takes the file. Registered inside one plugin, it applies to that plugin's routes only.
 */
export function acceptRawUploads(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
}

/**
 * Route options of an upload: the session is checked and an announced size over the limit refused before the
 * body is read; the body limit stops one that does not announce its size.
 */
export function rawUploadRouteOptions(maxBytes: number, tooLarge: () => HttpError) {
  return {
    bodyLimit: maxBytes,
    onRequest: async (request: FastifyRequest): Promise<void> => {
      await request.signedInUserId();
      const announced = Number(request.headers['content-length'] ?? 0);
      if (announced > maxBytes) throw tooLarge();
    },
  };
}
