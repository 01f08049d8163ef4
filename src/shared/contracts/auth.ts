import { z } from './zod.js';
import {
  ZBackupCode,
  ZCompanyName,
  ZCurrentPassword,
  ZEmailAddress,
  ZNewPassword,
  ZPersonName,
  ZTotpCode,
} from './fields.js';
import { EMAIL_VERIFICATION_MODES } from '../domain/email-verification.js';
import { isSafeReturnPath } from '../domain/return-path.js';

export { EMAIL_VERIFICATION_MODES, type TEmailVerificationMode } from '../domain/email-verification.js';
export { isSafeReturnPath } from '../domain/return-path.js';

/**
 * Bodies of the sign-in, sign-up, password and second-factor calls under /api/auth (spec §7 Auth). The server
 * checks them with these schemas before the auth library sees them; the forms check them the same way.
 */

/** A same-site path to come back to after signing in ("/dashboard/stock"), never another origin. */
export const ZReturnPath = z
  .string()
  .max(2048)
  .refine(isSafeReturnPath, { error: 'validation.returnPathInvalid' });

export const ZSignUpRequest = z.object({
  email: ZEmailAddress,
  password: ZNewPassword,
  firstName: ZPersonName,
  lastName: ZPersonName,
  companyName: ZCompanyName.optional(),
  /** Where the e-mail verification link leads back to. */
  callbackURL: ZReturnPath.optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZSignInRequest = z.object({
  email: ZEmailAddress,
  password: ZCurrentPassword,
  rememberMe: z.boolean().optional(),
  callbackURL: ZReturnPath.optional(),
});
export type TSignInRequest = z.infer<typeof ZSignInRequest>;

/** A user with a second factor gets `twoFactorRedirect: true` and no session yet. */
export const ZSignInResponse = z.union([
  z.object({ twoFactorRedirect: z.literal(true) }),
  z.object({ user: z.object({ id: z.string(), email: z.string() }) }),
]);

export const ZRequestPasswordResetRequest = z.object({
  email: ZEmailAddress,
  redirectTo: ZReturnPath.optional(),
});

export const ZResetPasswordRequest = z.object({
  newPassword: ZNewPassword,
  token: z.string().min(1).max(512),
});

export const ZChangePasswordRequest = z.object({
  currentPassword: ZCurrentPassword,
  newPassword: ZNewPassword,
  /** Always true on the server: a password change ends every other session. */
  revokeOtherSessions: z.boolean().optional(),
});

export const ZSendVerificationEmailRequest = z.object({
  email: ZEmailAddress,
  callbackURL: ZReturnPath.optional(),
});

export const ZPasswordConfirmation = z.object({ password: ZCurrentPassword });

export const ZVerifyTotpRequest = z.object({ code: ZTotpCode, trustDevice: z.literal(false).optional() });
export const ZVerifyBackupCodeRequest = z.object({
  code: ZBackupCode,
  trustDevice: z.literal(false).optional(),
});

export const ZSocialSignInRequest = z.object({
  providerId: z.literal('google'),
  callbackURL: ZReturnPath.optional(),
  errorCallbackURL: ZReturnPath.optional(),
  newUserCallbackURL: ZReturnPath.optional(),
});

/** GET /api/auth/providers: which sign-in buttons to show. */
/**
 * How this server gets an address verified: 'mail' (an SMTP server sends the link), 'outbox' (no SMTP server; the
 * link waits on the local outbox page, which this caller can open: same machine), or 'off' (no way to deliver
 * the link to this caller: verification is not asked for, nothing depends on it).
 */

export const ZAuthProvidersResponse = z.object({
  google: z.boolean(),
  emailVerification: z.enum(EMAIL_VERIFICATION_MODES),
});
export type TAuthProvidersResponse = z.infer<typeof ZAuthProvidersResponse>;

/** POST /api/auth/two-factor/enable answers the otpauth:// URI to show as a QR code and the backup codes. */
export const ZEnableTwoFactorResponse = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
