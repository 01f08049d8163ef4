// Test support for the zod-free field readers: form values close to the spec §5 bounds and formats (so that
// each message of a contract is met), mixed with any text, for property tests against the zod schemas.
import fc from 'fast-check';
import type { z } from 'zod';
import { maxEmailLength } from '../../../shared/domain/field-rules';
import type { TFieldReading } from './field-reading';

/** What String.prototype.trim() and /\s/ remove, and one they both keep (the zero-width space). */
const spaceCharacters = [' ', '\t', '\n', '\u00a0', '\u2003', '\ufeff', '\u200b'];

function textOf(characters: readonly string[], minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...characters), minLength, maxLength });
}

/** The value with a few spaces around it, as typed or pasted. */
function padded(core: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const spaces = textOf(spaceCharacters, 0, 2);
  return fc.tuple(spaces, core, spaces).map(([before, value, after]) => before + value + after);
}

/** Text a few characters either side of a length bound. */
function aroundLength(bound: number, characters: readonly string[]): fc.Arbitrary<string> {
  return fc
    .integer({ min: Math.max(0, bound - 3), max: bound + 3 })
    .chain((length) => textOf(characters, length, length));
}

const emailCharacters = ['a', 'Z', '0', '.', '@', '-', '_', '+', "'", 'é', ' '];
export const emailInputs: fc.Arbitrary<string> = fc.oneof(
  fc.emailAddress(),
  padded(fc.emailAddress()),
  padded(textOf(emailCharacters, 0, 16)),
  padded(aroundLength(maxEmailLength - 8, ['a']).map((local) => `${local}@b.fr.fr`)),
  // Too long only when its emoji count as one character each: the length is checked before the format.
  padded(aroundLength(maxEmailLength - 5, ['a', '😀']).map((local) => `${local}@b.fr`)),
  fc.string({ maxLength: 12 }),
);

/**
 * Letters of several scripts and cases (ǅ is title case: neither upper nor lower), digits, specials, and
 * characters of two UTF-16 units (an emoji) or of one lone half (lengths count code points).
 */
const passwordCharacters = ['a', 'B', '3', '@', '&', '!', '#', ' ', 'É', 'ß', '٣', '😀', 'ǅ', '\ud83d'];
export const passwordInputs: fc.Arbitrary<string> = fc.oneof(
  textOf(passwordCharacters, 0, 12),
  aroundLength(128, passwordCharacters),
  fc.string({ maxLength: 16 }),
  fc.string({ unit: 'binary', maxLength: 16 }),
);

const nameCharacters = ['a', 'É', '-', "'", ' ', '\u00a0', '😀'];
export const nameInputs: fc.Arbitrary<string> = fc.oneof(
  padded(textOf(nameCharacters, 0, 6)),
  padded(aroundLength(100, nameCharacters)),
  fc.string({ maxLength: 8 }),
);

export const totpCodeInputs: fc.Arbitrary<string> = fc.oneof(
  textOf(['0', '1', '9', 'a', '٣', ...spaceCharacters], 0, 9),
  padded(fc.stringMatching(/^\d{6}$/)),
  fc.string({ maxLength: 8 }),
);

export const backupCodeInputs: fc.Arbitrary<string> = fc.oneof(
  padded(textOf(['a', 'b', '0', '-'], 0, 9)),
  padded(aroundLength(64, ['a', '0', '-', '😀'])),
  fc.string({ maxLength: 8 }),
);

/** A password and its confirmation: mostly the same, sometimes not. */
export const passwordAndConfirmationInputs: fc.Arbitrary<{ password: string; passwordConfirmation: string }> =
  fc
    .tuple(passwordInputs, fc.boolean(), passwordInputs)
    .map(([password, isSame, other]) => ({ password, passwordConfirmation: isSame ? password : other }));

/** A zod field schema's answer in the readers' terms: its output, or its first message. */
export function readWithSchema(schema: z.ZodType, input: string): TFieldReading<unknown> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}
