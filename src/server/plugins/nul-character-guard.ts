import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { translatorFor } from '../lib/i18n.js';

/** Paths ("profile.firstName", "items.0.name") of the strings of a JSON value that hold U+0000. */
export function findNulCharacterPaths(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path.join('.') || '_'] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => findNulCharacterPaths(item, [...path, String(index)]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [
      ...(key.includes('\u0000') ? [[...path, key].join('.')] : []),
      ...findNulCharacterPaths(item, [...path, key]),
    ]);
  }
  return [];
}

/**
 * PostgreSQL text cannot hold U+0000: a body or query carrying one is refused as a validation error, per
 * field, before any route or the auth library sees it (otherwise the database would turn it into a 500).
 */
export const nulCharacterGuardPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.addHook('preValidation', (request, _reply, next) => {
      const paths = [...findNulCharacterPaths(request.body), ...findNulCharacterPaths(request.query)];
      if (paths.length === 0) {
        next();
        return;
      }
      const t = translatorFor(request.language);
      const fields = Object.fromEntries(paths.map((path) => [path, t('validation:nulCharacter')]));
      next(new HttpError(400, 'validation_failed', 'errors:validationFailed', {}, fields));
    });
    done();
  },
  { name: 'nul-character-guard' },
);
