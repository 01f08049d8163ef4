import { ZCreateStockItemRequest } from '../../../../shared/contracts/stock';
import { STOCK_DEFAULTS, type TStockUnit } from '../../../../shared/domain/stock-levels';
import type { TStockItem } from '../../../../shared/contracts/stock';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import { parseFormValues } from '../../../lib/forms/parse-form-values';

export const stockFormFields = ['name', 'category', 'currentLevel', 'maxLevel', 'unit', 'threshold'] as const;
export type TStockFormField = (typeof stockFormFields)[number];
export type TStockFormValues = Record<TStockFormField, string>;

export function emptyStockFormValues(): TStockFormValues {
  return {
    name: '',
    category: '',
    currentLevel: String(STOCK_DEFAULTS.currentLevel),
    maxLevel: String(STOCK_DEFAULTS.maxLevel),
    unit: STOCK_DEFAULTS.unit,
    threshold: String(STOCK_DEFAULTS.threshold),
  };
}

export function stockFormValuesOf(item: TStockItem, language: string): TStockFormValues {
  return {
    name: item.name,
    category: item.category,
    currentLevel: decimalToText(item.currentLevel, language),
    maxLevel: decimalToText(item.maxLevel, language),
    unit: item.unit,
    threshold: decimalToText(item.threshold, language),
  };
}

/** The form checked with the server's contract (the same messages on both sides). */
export function parseStockForm(values: TStockFormValues) {
  return parseFormValues(
    ZCreateStockItemRequest,
    {
      name: values.name,
      category: values.category,
      currentLevel: decimalFromText(values.currentLevel),
      maxLevel: decimalFromText(values.maxLevel),
      unit: values.unit as TStockUnit,
      threshold: decimalFromText(values.threshold),
    },
    stockFormFields,
  );
}
