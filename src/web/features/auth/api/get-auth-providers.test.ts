import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZAuthProvidersResponse } from '../../../../shared/contracts/auth';
import { readAuthProviders } from './get-auth-providers';

describe('readAuthProviders', () => {
  it('reads exactly what the contract accepts', () => {
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          google: fc.oneof(fc.boolean(), fc.constant('true')),
          emailVerification: fc.constantFrom('mail', 'outbox', 'off', 'sms', null),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(body, (candidate) => {
        const parsed = ZAuthProvidersResponse.safeParse(candidate);
        expect(readAuthProviders(candidate)).toEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 500 },
    );
  });
});
