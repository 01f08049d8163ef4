import { ZCreateRawMaterialRequest, type TRawMaterial } from '../../../../shared/contracts/raw-materials';
import {
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  defaultReferenceFor,
  type TRawMaterialCategory,
  type TRawMaterialType,
} from '../../../../shared/domain/feedstock-defaults';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import { parseFormValues } from '../../../lib/forms/parse-form-values';

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
] as const;
export type TRawMaterialFormField = (typeof rawMaterialFormFields)[number];
export type TRawMaterialFormValues = Record<TRawMaterialFormField, string>;

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
 * sends it as is (a cleared lab value goes back to the default).
 */
export function parseRawMaterialForm(values: TRawMaterialFormValues) {
  return parseFormValues(
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
    },
    rawMaterialFormFields,
  );
}
