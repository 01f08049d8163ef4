import { describe, expect, it } from 'vitest';
import { getTotpSecret, groupSecret } from './totp-uri';

describe('getTotpSecret', () => {
  it('reads the secret of an otpauth URI', () => {
    expect(
      getTotpSecret(
        'otpauth://totp/MethaPilot:claire%40ferme.fr?secret=JBSWY3DPEHPK3PXP&issuer=MethaPilot&digits=6&period=30',
      ),
    ).toBe('JBSWY3DPEHPK3PXP');
  });

  it('upper-cases a lower-case secret', () => {
    expect(getTotpSecret('otpauth://totp/x?secret=jbswy3dpehpk3pxp')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses other schemes, missing and non-base32 secrets, and garbage', () => {
    expect(getTotpSecret('https://example.com/?secret=JBSWY3DPEHPK3PXP')).toBeNull();
    expect(getTotpSecret('otpauth://totp/x?issuer=MethaPilot')).toBeNull();
    expect(getTotpSecret('otpauth://totp/x?secret=not-base32!')).toBeNull();
    expect(getTotpSecret('not a uri')).toBeNull();
  });
});

describe('groupSecret', () => {
  it('splits the secret in groups of four, without padding', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF==')).toBe('ABCD EF');
    expect(groupSecret('')).toBe('');
  });
});
