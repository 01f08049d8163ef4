import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZResetPasswordRequest } from '../../../../shared/contracts/auth';
import { hasFieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { passwordAndConfirmationInputs } from '../../../lib/forms/field-test-support';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';
import {
  newPasswordAliases,
  newPasswordFields,
  parseNewPasswordValues,
  type TNewPasswordField,
  type TResetPasswordRequest,
  type TNewPasswordValues,
} from './new-password-values';

describe('parseNewPasswordValues', () => {
  it('builds the reset request with the link token', () => {
    expect(
      parseNewPasswordValues({ password: 'Digest@42x', passwordConfirmation: 'Digest@42x' }, 'tok123'),
    ).toEqual({
      ok: true,
      request: { newPassword: 'Digest@42x', token: 'tok123' },
    });
  });

  it('shows the new-password rule under the password field', () => {
    expect(
      parseNewPasswordValues({ password: 'digest42x', passwordConfirmation: 'digest42x' }, 'tok'),
    ).toEqual({
      ok: false,
      errors: { password: 'validation.passwordWeak' },
    });
  });

  it('reports a confirmation that differs', () => {
    expect(
      parseNewPasswordValues({ password: 'Digest@42x', passwordConfirmation: 'Digest@42' }, 'tok'),
    ).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'validation.passwordsDoNotMatch' },
    });
  });

  it('reports both problems at once', () => {
    expect(parseNewPasswordValues({ password: 'abc', passwordConfirmation: '' }, 'tok')).toEqual({
      ok: false,
      errors: {
        password: 'validation.passwordTooShort',
        passwordConfirmation: 'validation.passwordsDoNotMatch',
      },
    });
  });
});

/** The form's check as it was written with the contract (zod), to compare the zod-free one with. */
function parseWithContract(
  values: TNewPasswordValues,
  token: string,
): TParsedForm<TResetPasswordRequest, TNewPasswordField> {
  const body = { newPassword: values.password, token };
  const parsed = parseFormValues(ZResetPasswordRequest, body, newPasswordFields, newPasswordAliases);
  const errors: TFieldErrors<TNewPasswordField> = parsed.ok ? {} : { ...parsed.errors };
  if (values.passwordConfirmation !== values.password) {
    errors.passwordConfirmation = 'validation.passwordsDoNotMatch';
  }
  if (parsed.ok && !hasFieldErrors(errors)) return parsed;
  return { ok: false, errors };
}

describe('parseNewPasswordValues against ZResetPasswordRequest', () => {
  it('accepts, refuses and flags fields exactly as the contract does, the link token included', () => {
    // Tokens of the reset links, an empty one and ones around the 512 bound (none of them is a form field).
    const tokens = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer({ min: 508, max: 516 }).map((length) => 'x'.repeat(length)),
      fc.integer({ min: 508, max: 516 }).map((length) => '😀'.repeat(length)),
    );
    fc.assert(
      fc.property(passwordAndConfirmationInputs, tokens, (values, token) => {
        const read = parseNewPasswordValues(values, token);
        const expected = parseWithContract(values, token);
        expect(read).toStrictEqual(expected);
        if (read.ok && expected.ok)
          expect(JSON.stringify(read.request)).toBe(JSON.stringify(expected.request));
      }),
      { numRuns: 2000 },
    );
  });
});
