import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.js';
import { translatorFor } from '../lib/i18n.js';

/**
 * Deepest nesting of arrays and objects a request body may have. The app's own payloads stay under 10 levels
 * (an offline batch: actions, action, data, a field); anything much deeper is a probe, and recursive code
 * further on (validation, serialisation, jsonb) should never see it.
 */
export const MAX_JSON_DEPTH = 32;

export interface JsonInspection {
  /** Paths ("profile.firstName", "items.0.name") of the strings and keys that hold U+0000. */
  nulPaths: string[];
  /** True when arrays and objects nest deeper than MAX_JSON_DEPTH (the walk then stops). */
  isTooDeep: boolean;
}

/** A step of the walk: a value, the key it sits under (null for the root) and its parent step. */
interface Step {
  value: unknown;
  key: string | null;
  parent: Step | null;
  depth: number;
}

function pathOf(step: Step): string {
  const keys: string[] = [];
  for (let current: Step | null = step; current; current = current.parent) {
    if (current.key !== null) keys.push(current.key);
  }
  return keys.reverse().join('.') || '_';
}

/**
 * Walks a parsed JSON value without recursion (a body nested thousands of levels deep must not overflow the
 * stack), in document order. Raw bodies (a CSV upload is a Buffer) are not JSON and are not walked.
 */
export function inspectJsonValue(value: unknown): JsonInspection {
  const nulPaths: string[] = [];
  const pending: Step[] = [{ value, key: null, parent: null, depth: 0 }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    if (step.key?.includes('\u0000')) nulPaths.push(pathOf(step));
    const current = step.value;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) nulPaths.push(pathOf(step));
      continue;
    }
    if (typeof current !== 'object' || current === null || ArrayBuffer.isView(current)) continue;
    const depth = step.depth + 1;
    if (depth > MAX_JSON_DEPTH) return { nulPaths, isTooDeep: true };
    const entries: [string, unknown][] = Array.isArray(current)
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    // Pushed last to first, so that they are taken first to last.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, item] = entries[index] as [string, unknown];
      pending.push({ value: item, key, parent: step, depth });
    }
  }
  return { nulPaths, isTooDeep: false };
}

/** Paths ("profile.firstName", "items.0.name") of the strings of a JSON value that hold U+0000. */
export function findNulCharacterPaths(value: unknown): string[] {
  return inspectJsonValue(value).nulPaths;
}

/**
 * PostgreSQL text cannot hold U+0000: a body or query carrying one is refused as a validation error, per
 * field, before any route or the auth library sees it (otherwise the database would turn it into a 500).
 * A body nested deeper than MAX_JSON_DEPTH is refused as a whole, before validation walks it.
 */
export const nulCharacterGuardPlugin = fp(
  (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.addHook('preValidation', (request, _reply, next) => {
      const body = inspectJsonValue(request.body);
      if (body.isTooDeep) {
        next(new HttpError(400, 'json_too_deep', 'errors:jsonTooDeep', { max: MAX_JSON_DEPTH }));
        return;
      }
      const paths = [...body.nulPaths, ...inspectJsonValue(request.query).nulPaths];
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
