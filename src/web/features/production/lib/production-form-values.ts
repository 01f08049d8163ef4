import { ZCreateProductionLogRequest, type TProductionLog } from '../../../../shared/contracts/production';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';
import { PRODUCTION_MEASURES, type TProductionMeasure } from '../../../../shared/domain/production-limits';

/** The figures of a reading, typed as text ("12,5" in French). */
export const productionMeasureFields = PRODUCTION_MEASURES;
export type TProductionMeasureField = TProductionMeasure;

export const productionFormFields = [
  'readingDate',
  'readingTime',
  ...productionMeasureFields,
  'notes',
] as const;
export type TProductionFormField = (typeof productionFormFields)[number];
export type TProductionFormValues = Record<TProductionFormField, string>;
export type TProductionRequest = ReturnType<typeof ZCreateProductionLogRequest.parse>;

/** A new reading: dated today, every figure to fill in. */
export function emptyProductionFormValues(today: TCalendarDate): TProductionFormValues {
  const values = Object.fromEntries(
    productionFormFields.map((field) => [field, '']),
  ) as TProductionFormValues;
  return { ...values, readingDate: today };
}

export function productionFormValuesOf(reading: TProductionLog, language: string): TProductionFormValues {
  const measures = Object.fromEntries(
    productionMeasureFields.map((field) => [field, decimalToText(reading[field], language)]),
  ) as Record<TProductionMeasureField, string>;
  return {
    readingDate: reading.readingDate,
    readingTime: reading.readingTime ?? '',
    ...measures,
    notes: reading.notes ?? '',
  };
}

/**
 * The form checked with the server's contract (the same messages on both sides), plus the rule the server checks
 * on the whole row: the biomethane flow or the energy. The date after today is left to the server (it knows the
 * plant's time zone).
 */
export function parseProductionForm(
  values: TProductionFormValues,
): TParsedForm<TProductionRequest, TProductionFormField> {
  const measures = Object.fromEntries(
    productionMeasureFields.map((field) => [field, decimalFromText(values[field]) ?? null]),
  );
  const parsed = parseFormValues(
    ZCreateProductionLogRequest,
    {
      readingDate: values.readingDate || undefined,
      readingTime: values.readingTime,
      ...measures,
      // A missing biogas says "requis", not "invalide".
      biogasM3: decimalFromText(values.biogasM3),
      notes: values.notes,
    },
    productionFormFields,
  );
  const hasOutput = values.biomethaneNm3PerHour.trim() !== '' || values.kwhProduced.trim() !== '';
  if (hasOutput) return parsed;
  const errors = parsed.ok ? {} : parsed.errors;
  const key = 'production:validation.outputRequired';
  return {
    ok: false,
    errors: {
      ...errors,
      biomethaneNm3PerHour: errors.biomethaneNm3PerHour ?? key,
      kwhProduced: errors.kwhProduced ?? key,
    },
  };
}
