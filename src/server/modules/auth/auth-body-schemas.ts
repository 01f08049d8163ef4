import type { z } from 'zod';
import {
  ZChangePasswordRequest,
  ZPasswordConfirmation,
  ZRequestPasswordResetRequest,
  ZResetPasswordRequest,
  ZSendVerificationEmailRequest,
  ZSignInRequest,
  ZSignUpRequest,
  ZSocialSignInRequest,
  ZVerifyBackupCodeRequest,
  ZVerifyTotpRequest,
} from '../../../shared/contracts/auth.js';
import { isCommonPassword } from '../../lib/common-passwords.js';

/** The shared schema, plus the server-only check that a chosen password is not among the most common. */
function refusingCommonPasswords<T extends z.ZodObject>(schema: T, field: string) {
  return schema.superRefine((value, context) => {
    const password = (value as Record<string, unknown>)[field];
    if (typeof password === 'string' && isCommonPassword(password)) {
      context.addIssue({ code: 'custom', path: [field], message: 'validation.passwordCommon' });
    }
  });
}

export const authBodySchemas = {
  signUp: refusingCommonPasswords(ZSignUpRequest, 'password'),
  signIn: ZSignInRequest,
  requestPasswordReset: ZRequestPasswordResetRequest,
  resetPassword: refusingCommonPasswords(ZResetPasswordRequest, 'newPassword'),
  changePassword: refusingCommonPasswords(ZChangePasswordRequest, 'newPassword'),
  sendVerificationEmail: ZSendVerificationEmailRequest,
  passwordConfirmation: ZPasswordConfirmation,
  verifyTotp: ZVerifyTotpRequest,
  verifyBackupCode: ZVerifyBackupCodeRequest,
  socialSignIn: ZSocialSignInRequest,
};
