import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZSignInResponse } from '../../../../shared/contracts/auth';
import { readSignInOutcome } from './sign-in-with-email';

describe('readSignInOutcome', () => {
  it('asks for the second factor exactly when ZSignInResponse reads a two-factor redirect', () => {
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          twoFactorRedirect: fc.constantFrom(true, false, 'true', 1, null),
          user: fc.oneof(fc.record({ id: fc.string(), email: fc.string() }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.array(fc.constant(true)).map((values) => Object.assign(values, { twoFactorRedirect: true })),
    );
    fc.assert(
      fc.property(body, (candidate) => {
        const parsed = ZSignInResponse.safeParse(candidate);
        const needsSecondFactor = parsed.success && 'twoFactorRedirect' in parsed.data;
        expect(readSignInOutcome(candidate)).toBe(needsSecondFactor ? 'second-factor' : 'signed-in');
      }),
      { numRuns: 1000 },
    );
  });
});
