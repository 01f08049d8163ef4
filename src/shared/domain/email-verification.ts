/**
 * How an address gets verified here (GET /api/auth/providers `emailVerification`): by mail (SMTP set), through the
 * dev outbox (no SMTP, on the server's own machine), or not at all. A plain list, so the browser can read the
 * answer without zod.
 */
export const EMAIL_VERIFICATION_MODES = ['mail', 'outbox', 'off'] as const;
export type TEmailVerificationMode = (typeof EMAIL_VERIFICATION_MODES)[number];

export function isEmailVerificationMode(value: unknown): value is TEmailVerificationMode {
  return (EMAIL_VERIFICATION_MODES as readonly unknown[]).includes(value);
}
