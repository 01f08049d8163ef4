import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZSignUpRequest, type TSignUpRequest } from '../../../../shared/contracts/auth';
import { hasFieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import {
  emailInputs,
  nameInputs,
  passwordAndConfirmationInputs,
} from '../../../lib/forms/field-test-support';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';
import { defaultReturnPath } from './return-path';
import {
  emptySignUpValues,
  parseSignUpValues,
  signUpFields,
  type TSignUpField,
  type TSignUpValues,
} from './sign-up-values';

const valid: TSignUpValues = {
  firstName: ' Claire ',
  lastName: 'Martin',
  companyName: '  ',
  email: ' claire@ferme-des-saules.fr ',
  password: 'Biogaz&2025',
  passwordConfirmation: 'Biogaz&2025',
};

describe('parseSignUpValues', () => {
  it('builds the sign-up request: trimmed, blank company left out, verification link to /dashboard', () => {
    expect(parseSignUpValues(valid)).toEqual({
      ok: true,
      request: {
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'claire@ferme-des-saules.fr',
        password: 'Biogaz&2025',
        callbackURL: '/dashboard',
      },
    });
  });

  it('sends the company when one is given', () => {
    const result = parseSignUpValues({ ...valid, companyName: ' SAS Méthasaules ' });
    expect(result.ok && result.request.companyName).toBe('SAS Méthasaules');
  });

  it('gives the spec §5 message of every empty required field', () => {
    expect(parseSignUpValues(emptySignUpValues)).toEqual({
      ok: false,
      errors: {
        firstName: 'validation.nameRequired',
        lastName: 'validation.nameRequired',
        email: 'validation.emailRequired',
        password: 'validation.passwordTooShort',
      },
    });
  });

  it.each([
    ['a short password', 'Ab1&', 'validation.passwordTooShort'],
    ['a password without a special character', 'Biogaz2025', 'validation.passwordWeak'],
    ['a password without an upper-case letter', 'biogaz&2025', 'validation.passwordWeak'],
    ['an overlong password', `Aa1&${'x'.repeat(130)}`, 'validation.passwordTooLong'],
  ])('rejects %s', (_what, password, message) => {
    const result = parseSignUpValues({ ...valid, password, passwordConfirmation: password });
    expect(result).toEqual({ ok: false, errors: { password: message } });
  });

  it('rejects a malformed e-mail with the spec §5 key', () => {
    expect(parseSignUpValues({ ...valid, email: 'claire@' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailInvalid' },
    });
  });

  it('rejects a confirmation that differs, even when everything else is valid', () => {
    expect(parseSignUpValues({ ...valid, passwordConfirmation: 'Biogaz&2026' })).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'validation.passwordsDoNotMatch' },
    });
  });
});

/** The form's check as it was written with the contract (zod), to compare the zod-free one with. */
function parseWithContract(values: TSignUpValues): TParsedForm<TSignUpRequest, TSignUpField> {
  const companyName = values.companyName.trim();
  const body = {
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    companyName: companyName === '' ? undefined : companyName,
    callbackURL: defaultReturnPath,
  };
  const parsed = parseFormValues(ZSignUpRequest, body, signUpFields);
  const errors: TFieldErrors<TSignUpField> = parsed.ok ? {} : { ...parsed.errors };
  if (values.passwordConfirmation !== values.password) {
    errors.passwordConfirmation = 'validation.passwordsDoNotMatch';
  }
  if (parsed.ok && !hasFieldErrors(errors)) return parsed;
  return { ok: false, errors };
}

describe('parseSignUpValues against ZSignUpRequest', () => {
  it('accepts, refuses and flags fields exactly as the contract does, with the same request', () => {
    const values = fc
      .record({ firstName: nameInputs, lastName: nameInputs, companyName: nameInputs, email: emailInputs })
      .chain((fields) => passwordAndConfirmationInputs.map((passwords) => ({ ...fields, ...passwords })));
    fc.assert(
      fc.property(values, (candidate) => {
        const read = parseSignUpValues(candidate);
        const expected = parseWithContract(candidate);
        expect(read).toStrictEqual(expected);
        if (read.ok && expected.ok)
          expect(JSON.stringify(read.request)).toBe(JSON.stringify(expected.request));
      }),
      { numRuns: 3000 },
    );
  });
});
