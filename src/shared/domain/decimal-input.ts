/**
 * Numbers typed by French users, in the forms and in imported CSV files (French Excel writes "12,5").
 *
 * `parseDecimalInput` reads what a person types, whatever the interface language:
 * - the decimal separator is a comma or a point: "12,5" and "12.5" are both 12.5;
 * - thousands may be grouped by 3 with a space, a no-break space (U+00A0) or a narrow no-break space (U+202F),
 *   the last two being what French number formatting (and copying a formatted amount) produces: "1 234,56";
 * - a leading "-", "+" or "−" (U+2212, the minus sign of some spreadsheets and copied documents);
 * - spaces around the number are ignored; "0,5", ",5" and "007" are accepted.
 *
 * It refuses, by returning null rather than guessing:
 * - a point or comma used as a thousands separator, alone or mixed ("1.234,5", "1,234.5", "1,2,3"): in a French
 *   form "1.234,5" is as likely a typo as a German-style 1234.5, and a wrong amount saved silently costs more
 *   than a field asking to be fixed. French users group thousands with spaces. A single separator is always
 *   the decimal one, so "1.234" and "1,234" are 1.234 (never 1234);
 * - a trailing separator ("12,"): it often means the end of the number was lost;
 * - exponent notation ("1e5"), "Infinity", "NaN", hexadecimal and any other letters: nobody types them in a
 *   form, and `Number()` accepting them would hide mistakes ("1e5" for "15");
 * - groups that are not of 3 digits ("1 23", "12 345,6 7"), several spaces in a row, a space after the sign;
 * - numbers too large for a double (they would read as Infinity).
 *
 * `formatDecimalForInput` writes a number back into a field: no grouping, the locale's decimal separator,
 * every digit needed to read the same double back (formatting then parsing gives the number back exactly).
 */

// Spaces accepted between groups of thousands: space, no-break space, narrow no-break space.
const groupSpace = '[ \\u00A0\\u202F]';
const decimalInputPattern = new RegExp(
  `^([+\\-\\u2212])?(\\d{1,3}(?:${groupSpace}\\d{3})+|\\d+)?(?:[.,](\\d+))?$`,
);
const groupSpaces = new RegExp(groupSpace, 'g');

/** The number typed in `text`, or null when it is not a number written as a person would (see above). */
export function parseDecimalInput(text: string): number | null {
  const match = decimalInputPattern.exec(text.trim());
  if (!match) return null;
  const [, sign, integerPart, fractionPart] = match;
  if (integerPart === undefined && fractionPart === undefined) return null;
  const normalised = `${sign === undefined || sign === '+' ? '' : '-'}${
    integerPart === undefined ? '0' : integerPart.replace(groupSpaces, '')
  }${fractionPart === undefined ? '' : `.${fractionPart}`}`;
  const value = Number(normalised);
  if (!Number.isFinite(value)) return null;
  // "-0" is 0: a field showing "-0" after a round trip would only puzzle.
  return value === 0 ? 0 : value;
}

// A euro sign after an amount, as French writes it ("2 350,00 €") or glued to it ("12€").
const trailingEuroSign = /[ \u00A0\u202F]?€$/;

/**
 * An amount of money typed by a person: what `parseDecimalInput` reads, optionally followed by the euro sign
 * ("2 350,00 €", copied from a French invoice or from this app's own display). Only money fields use it: a
 * euro sign after a quantity would be a mistake worth a message.
 */
export function parseAmountInput(text: string): number | null {
  return parseDecimalInput(text.trim().replace(trailingEuroSign, ''));
}

const decimalSeparators = new Map<string, ',' | '.'>();

/**
 * The locale's decimal separator, reduced to the two that `parseDecimalInput` reads (the app speaks French and
 * English; a locale writing another one, such as Arabic '٫', gets the point).
 */
function decimalSeparatorFor(locale: string): ',' | '.' {
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal');
    separator = decimal?.value === ',' ? ',' : '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}

/**
 * The plain decimal digits of a finite number, without exponent: JavaScript writes 1e21 and 1e-7 in exponent
 * notation, which `parseDecimalInput` refuses. Starts from `String(n)`, the shortest text that reads back as
 * the same double, and only moves its point.
 */
function plainDecimal(n: number): string {
  const text = String(n);
  const exponentMatch = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!exponentMatch) return text;
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText = '0'] = exponentMatch;
  const digits = `${integerDigits}${fractionDigits}`;
  const pointPosition = integerDigits.length + Number(exponentText);
  if (pointPosition <= 0) return `${sign}0.${'0'.repeat(-pointPosition)}${digits}`;
  if (pointPosition >= digits.length) return `${sign}${digits}${'0'.repeat(pointPosition - digits.length)}`;
  return `${sign}${digits.slice(0, pointPosition)}.${digits.slice(pointPosition)}`;
}

/**
 * A number as a form field shows it for editing: "12,5" in French, "12.5" in English, no thousands grouping
 * (grouping spaces in an input field get in the way of editing), no exponent. It writes every digit of the
 * double: round the value first if it may carry float noise (0.1 + 0.2 would show "0,30000000000000004").
 * Throws a RangeError for NaN and the infinities, which no field should be given.
 */
export function formatDecimalForInput(n: number, locale: string): string {
  if (!Number.isFinite(n)) throw new RangeError(`Cannot show a non-finite number in a field: ${n}`);
  const text = plainDecimal(n);
  const separator = decimalSeparatorFor(locale);
  return separator === '.' ? text : text.replace('.', separator);
}
