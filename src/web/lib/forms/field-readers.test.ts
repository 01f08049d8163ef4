import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ZBackupCode,
  ZCompanyName,
  ZCurrentPassword,
  ZEmailAddress,
  ZNewPassword,
  ZPersonName,
  ZTotpCode,
} from '../../../shared/contracts/fields';
import { z } from '../../../shared/contracts/zod';
import type { TFieldReading } from './field-reading';
import {
  emailPattern,
  readBackupCode,
  readCompanyName,
  readCurrentPassword,
  readEmailAddress,
  readNewPassword,
  readPersonName,
  readTotpCode,
} from './field-readers';
import {
  backupCodeInputs,
  emailInputs,
  nameInputs,
  passwordInputs,
  readWithSchema,
  totpCodeInputs,
} from './field-test-support';

interface ReaderCase {
  reader: (input: string) => TFieldReading<unknown>;
  schema: z.ZodType;
  inputs: fc.Arbitrary<string>;
  /** Every answer the generated inputs must meet, so that agreeing is not agreeing on one case. */
  outcomes: readonly string[];
}

const cases: Record<string, ReaderCase> = {
  readEmailAddress: {
    reader: readEmailAddress,
    schema: ZEmailAddress,
    inputs: emailInputs,
    outcomes: ['ok', 'validation.emailRequired', 'validation.emailTooLong', 'validation.emailInvalid'],
  },
  readNewPassword: {
    reader: readNewPassword,
    schema: ZNewPassword,
    inputs: passwordInputs,
    outcomes: ['ok', 'validation.passwordTooShort', 'validation.passwordTooLong', 'validation.passwordWeak'],
  },
  readCurrentPassword: {
    reader: readCurrentPassword,
    schema: ZCurrentPassword,
    inputs: passwordInputs,
    outcomes: ['ok', 'validation.passwordRequired', 'validation.passwordTooLong'],
  },
  readPersonName: {
    reader: readPersonName,
    schema: ZPersonName,
    inputs: nameInputs,
    outcomes: ['ok', 'validation.nameRequired', 'validation.nameTooLong'],
  },
  readCompanyName: {
    reader: readCompanyName,
    schema: ZCompanyName,
    inputs: nameInputs,
    outcomes: ['ok', 'validation.companyTooLong'],
  },
  readTotpCode: {
    reader: readTotpCode,
    schema: ZTotpCode,
    inputs: totpCodeInputs,
    outcomes: ['ok', 'validation.totpCodeInvalid'],
  },
  readBackupCode: {
    reader: readBackupCode,
    schema: ZBackupCode,
    inputs: backupCodeInputs,
    outcomes: ['ok', 'validation.backupCodeInvalid'],
  },
};

describe('field readers', () => {
  it.each(Object.entries(cases))(
    '%s gives what its zod schema gives',
    (_name, { reader, schema, inputs, outcomes }) => {
      const seen = new Set<string>();
      fc.assert(
        fc.property(inputs, (input) => {
          const reading = reader(input);
          expect(reading).toStrictEqual(readWithSchema(schema, input));
          seen.add(reading.ok ? 'ok' : reading.message);
        }),
        { numRuns: 2000 },
      );
      expect([...seen].sort()).toEqual([...outcomes].sort());
    },
  );

  it("uses zod's own e-mail pattern", () => {
    expect(emailPattern.source).toBe(z.regexes.email.source);
    expect(emailPattern.flags).toBe(z.regexes.email.flags);
  });

  it('reads the spec §5 examples', () => {
    expect(readEmailAddress(' claire@ferme-des-saules.fr ')).toEqual({
      ok: true,
      value: 'claire@ferme-des-saules.fr',
    });
    expect(readEmailAddress('claire@')).toEqual({ ok: false, message: 'validation.emailInvalid' });
    expect(readNewPassword('Biogaz2025')).toEqual({ ok: false, message: 'validation.passwordWeak' });
    expect(readTotpCode('123 456')).toEqual({ ok: true, value: '123456' });
  });
});
