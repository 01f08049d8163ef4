import { parseAmountInput, parseDecimalInput } from '../../../shared/domain/decimal-input';

/**
 * Typed text -> number for a form: "12,5" and "12.5" both work; an empty field is "not given" (undefined);
 * anything else is NaN, which the contract refuses with the field's message.
 */
export function decimalFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseDecimalInput(trimmed) ?? Number.NaN;
}

/** Typed text -> amount of money: as `decimalFromText`, and a trailing euro sign is accepted ("2 350,00 €"). */
export function amountFromText(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return parseAmountInput(trimmed) ?? Number.NaN;
}

/** A number written the way the user types it: comma decimals in French, no grouping. */
export function decimalToText(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined) return '';
  return language.startsWith('fr') ? String(value).replace('.', ',') : String(value);
}
