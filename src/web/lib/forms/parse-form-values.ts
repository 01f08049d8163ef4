import type { z } from 'zod';
import { getIssueFieldErrors, type TFieldAliases, type TFieldErrors } from './field-errors';

export type TParsedForm<TRequest, TField extends string> =
  { ok: true; request: TRequest } | { ok: false; errors: TFieldErrors<TField> };

/** Checks a form's request with the same contract as the server; field messages are i18n keys. */
export function parseFormValues<TSchema extends z.ZodType, TField extends string>(
  schema: TSchema,
  input: unknown,
  fields: readonly TField[],
  aliases: TFieldAliases<TField> = {},
): TParsedForm<z.output<TSchema>, TField> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, request: result.data };
  return { ok: false, errors: getIssueFieldErrors(result.error.issues, fields, aliases) };
}
