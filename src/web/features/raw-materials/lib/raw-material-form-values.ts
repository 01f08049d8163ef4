import type { z } from 'zod';
import { ZCreateRawMaterialRequest, type TRawMaterial } from '../../../../shared/contracts/raw-materials';
import { lotRefusalProblems } from '../../../../shared/domain/regulation/admission-register';
import {
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  defaultReferenceFor,
  type TRawMaterialCategory,
  type TRawMaterialType,
} from '../../../../shared/domain/feedstock-defaults';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

type TCreateRawMaterialBody = z.output<typeof ZCreateRawMaterialRequest>;

/** In display order: the first invalid one gets the focus. */
export const rawMaterialFormFields = [
  'name',
  'type',
  'category',
  'supplier',
  'quantity',
  'deliveryDate',
  'referenceKey',
  'humidityRate',
  'volatileSolidsRate',
  'methanePotential',
  'carbonNitrogenRatio',
  'origin',
  'transportDistanceKm',
  'sustainabilityDeclaration',
  'refused',
  'refusalReason',
] as const;
export type TRawMaterialFormField = (typeof rawMaterialFormFields)[number];
export type TRawMaterialFormValues = Record<TRawMaterialFormField, string>;

/** A ticked box's value in the form (its values are texts). */
export const checkedValue = 'true';

/** A new lot: delivered today (the user changes it for an earlier delivery). */
export function emptyRawMaterialFormValues(today: string): TRawMaterialFormValues {
  return {
    name: '',
    type: '',
    category: '',
    supplier: '',
    quantity: '',
    deliveryDate: today,
    referenceKey: '',
    humidityRate: '',
    volatileSolidsRate: '',
    methanePotential: '',
    carbonNitrogenRatio: '',
    origin: '',
    transportDistanceKm: '',
    sustainabilityDeclaration: '',
    refused: '',
    refusalReason: '',
  };
}

export function rawMaterialFormValuesOf(material: TRawMaterial, language: string): TRawMaterialFormValues {
  return {
    name: material.name,
    type: material.type,
    category: material.category,
    supplier: material.supplier ?? '',
    quantity: decimalToText(material.quantity, language),
    deliveryDate: material.deliveryDate,
    referenceKey: material.referenceKey ?? '',
    humidityRate: decimalToText(material.humidityRate, language),
    volatileSolidsRate: decimalToText(material.volatileSolidsRate, language),
    methanePotential: decimalToText(material.methanePotential, language),
    carbonNitrogenRatio: decimalToText(material.carbonNitrogenRatio, language),
    origin: material.origin ?? '',
    transportDistanceKm: decimalToText(material.transportDistanceKm, language),
    sustainabilityDeclaration: material.sustainabilityDeclaration ? checkedValue : '',
    refused: material.refused ? checkedValue : '',
    refusalReason: material.refusalReason ?? '',
  };
}

export function isRawMaterialType(value: string): value is TRawMaterialType {
  return (RAW_MATERIAL_TYPES as readonly string[]).includes(value);
}

export function isRawMaterialCategory(value: string): value is TRawMaterialCategory {
  return (RAW_MATERIAL_CATEGORIES as readonly string[]).includes(value);
}

/** The reference a lot starts from when its type is chosen or changed ('' when the type has none). */
export function referenceForTypeChange(type: string): string {
  return isRawMaterialType(type) ? (defaultReferenceFor(type) ?? '') : '';
}

/**
 * The form checked with the server's contract (the same messages on both sides). An empty lab field is
 * "not measured" (null): the reference's default then applies. The parsed request is complete, so an edit
 * sends it as is (a cleared lab value goes back to the default). A refused lot needs its reason (the rule the
 * server checks on the stored row), shown with the other fields' messages.
 */
export function parseRawMaterialForm(
  values: TRawMaterialFormValues,
): TParsedForm<TCreateRawMaterialBody, TRawMaterialFormField> {
  const isRefused = values.refused === checkedValue;
  const parsed = parseFormValues(
    ZCreateRawMaterialRequest,
    {
      name: values.name,
      type: values.type,
      category: values.category,
      supplier: values.supplier,
      quantity: decimalFromText(values.quantity),
      // The form always sends a date: an empty field is refused rather than silently dated today.
      deliveryDate: values.deliveryDate.trim() === '' ? '' : values.deliveryDate,
      humidityRate: decimalFromText(values.humidityRate),
      volatileSolidsRate: decimalFromText(values.volatileSolidsRate),
      methanePotential: decimalFromText(values.methanePotential),
      carbonNitrogenRatio: decimalFromText(values.carbonNitrogenRatio),
      referenceKey: values.referenceKey === '' ? undefined : values.referenceKey,
      origin: values.origin,
      transportDistanceKm: decimalFromText(values.transportDistanceKm),
      sustainabilityDeclaration: values.sustainabilityDeclaration === checkedValue,
      refused: isRefused,
      // A reason typed and then the box unticked: not sent (the lot is not refused).
      refusalReason: isRefused ? values.refusalReason : null,
    },
    rawMaterialFormFields,
  );
  const problems = lotRefusalProblems({ refused: isRefused, refusalReason: values.refusalReason });
  if (problems.refusalReason === undefined) return parsed;
  return {
    ok: false,
    errors: { ...(parsed.ok ? {} : parsed.errors), refusalReason: problems.refusalReason },
  };
}
