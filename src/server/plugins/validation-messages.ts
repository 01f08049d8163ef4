import type { TFunction } from '../../shared/i18n/translate.js';
import type { z } from 'zod';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { hasTranslation } from '../lib/i18n.js';

interface IssueParams {
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  keys?: string[];
  expected?: string;
}

/** "/items/0/quantity" -> "items.0.quantity"; the body root is "_". */
function fieldPath(instancePath: string): string {
  const path = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || '_';
}

/** Contracts name their messages "validation.emailInvalid" (the key the web form reads too). */
function toCatalogKey(message: string): string {
  if (message.includes(':')) return message;
  return `validation:${message.startsWith('validation.') ? message.slice('validation.'.length) : message}`;
}

/** The parts of a validation issue the message depends on (a Fastify validation error or a zod issue). */
type IssueLike = Pick<ZodFastifySchemaValidationError, 'keyword' | 'message' | 'params'>;

/** The message of one issue in the translator's language. */
export function messageFor(issue: IssueLike, t: TFunction): string {
  // Contracts write their messages as i18n keys of the "validation" namespace (spec §5 texts).
  const message = issue.message ?? '';
  const ownKey = toCatalogKey(message);
  if (message && hasTranslation(ownKey)) return t(ownKey);
  const params = issue.params as IssueParams;
  const isText = params.origin === 'string';
  switch (issue.keyword) {
    case 'invalid_type':
      return /received undefined/.test(message) ? t('errors:field.required') : t('errors:field.invalidType');
    case 'too_small':
      return isText
        ? t('errors:field.tooShort', { count: Number(params.minimum), minimum: Number(params.minimum) })
        : t('errors:field.tooSmall', { minimum: Number(params.minimum) });
    case 'too_big':
      return isText
        ? t('errors:field.tooLong', { count: Number(params.maximum), maximum: Number(params.maximum) })
        : t('errors:field.tooBig', { maximum: Number(params.maximum) });
    case 'invalid_format':
      return t('errors:field.invalidFormat');
    case 'invalid_value':
      return t('errors:field.invalidValue');
    case 'unrecognized_keys':
      return t('errors:field.unknownField', { keys: (params.keys ?? []).join(', ') });
    default:
      return t('errors:field.invalid');
  }
}

/** One message per field of a zod parse done by a service (CSV rows), as the request validation words it. */
export function zodIssueMessages(issues: readonly z.core.$ZodIssue[], t: TFunction): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { path, code, message, ...params } of issues) {
    const key = path.map(String).join('.') || '_';
    fields[key] ??= messageFor({ keyword: code, message, params }, t);
  }
  return fields;
}

/** One message per field, in the request's language; the first issue of a field wins. */
export function fieldMessages(
  issues: ZodFastifySchemaValidationError[],
  t: TFunction,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = fieldPath(issue.instancePath);
    fields[path] ??= messageFor(issue, t);
  }
  return fields;
}
