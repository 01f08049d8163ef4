/** What /reset-password shows, from its query (the e-mail's link adds ?token= or ?error=). */
export type TResetPasswordView =
  { kind: 'request' } | { kind: 'new-password'; token: string } | { kind: 'invalid-link' };

export function getResetPasswordView(params: URLSearchParams): TResetPasswordView {
  if (params.has('error')) return { kind: 'invalid-link' };
  const token = params.get('token');
  if (token === null) return { kind: 'request' };
  const trimmed = token.trim();
  // An empty or absurd token cannot be a link of ours: say so before the user types a new password.
  if (trimmed === '' || trimmed.length > 512) return { kind: 'invalid-link' };
  return { kind: 'new-password', token: trimmed };
}

/** Where the page goes when the server says the token is no longer valid. */
export const invalidResetLinkPath = '/reset-password?error=INVALID_TOKEN';
