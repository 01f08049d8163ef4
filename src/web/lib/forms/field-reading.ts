import type { TFieldErrors } from './field-errors';
import type { TParsedForm } from './parse-form-values';

/** One field's value as a contract outputs it, or the i18n key of its first message. */
export type TFieldReading<TValue> = { ok: true; value: TValue } | { ok: false; message: string };

type TReadValues<TReadings> = {
  [K in keyof TReadings]: TReadings[K] extends TFieldReading<infer TValue> ? TValue : never;
};

export function accepted<TValue>(value: TValue): TFieldReading<TValue> {
  return { ok: true, value };
}

export function refused(message: string): TFieldReading<never> {
  return { ok: false, message };
}

/**
 * Gathers the readings of a form's fields the way a failed zod parse lists its issues: every field read, one
 * message per refused field; the values (in the order given) once all are accepted.
 */
export function collectFieldReadings<TReadings extends Record<string, TFieldReading<unknown>>>(
  readings: TReadings,
): TParsedForm<TReadValues<TReadings>, keyof TReadings & string> {
  const values: Record<string, unknown> = {};
  const errors: TFieldErrors<keyof TReadings & string> = {};
  let isValid = true;
  for (const [field, reading] of Object.entries(readings)) {
    if (reading.ok) {
      values[field] = reading.value;
    } else {
      errors[field as keyof TReadings & string] = reading.message;
      isValid = false;
    }
  }
  if (!isValid) return { ok: false, errors };
  return { ok: true, request: values as TReadValues<TReadings> };
}
