/** The base32 secret of an otpauth:// URI, for people who type it instead of scanning the QR code. */
export function getTotpSecret(totpUri: string): string | null {
  try {
    const url = new URL(totpUri);
    if (url.protocol !== 'otpauth:') return null;
    const secret = url.searchParams.get('secret')?.replace(/\s/g, '').toUpperCase();
    return secret && /^[A-Z2-7]+=*$/.test(secret) ? secret : null;
  } catch {
    return null;
  }
}

/** "JBSW Y3DP EHPK 3PXP": groups of four are easier to copy by hand. */
export function groupSecret(secret: string): string {
  return (
    secret
      .replace(/=+$/, '')
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}
