import { describe, expect, it } from 'vitest';
import { parseResetRequestValues } from './reset-request-values';

describe('parseResetRequestValues', () => {
  it('asks for a link that leads back to /reset-password', () => {
    expect(parseResetRequestValues({ email: ' gerant@gaec-du-pre.fr' })).toEqual({
      ok: true,
      request: { email: 'gerant@gaec-du-pre.fr', redirectTo: '/reset-password' },
    });
  });

  it('gives the spec §5 e-mail messages', () => {
    expect(parseResetRequestValues({ email: '' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailRequired' },
    });
    expect(parseResetRequestValues({ email: 'gerant@' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailInvalid' },
    });
  });
});
