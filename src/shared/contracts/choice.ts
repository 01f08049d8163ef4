import { z } from './zod.js';

/**
 * A value picked from a list (a select in the forms). A missing or empty choice says what to do ("Choisissez une
 * catégorie"); a value that is there but not in the list keeps its "invalide" message (a tampered or stale
 * request, never a form left as is). Messages are i18n keys.
 */
export function ZChoice<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  messages: { required: string; invalid: string },
) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? messages.required
        : messages.invalid,
  });
}
