/** What our API answers for an error code of the auth library. */
export interface TranslatedAuthError {
  statusCode: number;
  code: string;
  messageKey: string;
}

const byLibraryCode: Record<string, Omit<TranslatedAuthError, 'statusCode'> & { statusCode?: number }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'invalid_credentials', messageKey: 'errors:auth.invalidCredentials' },
  USER_ALREADY_EXISTS: { code: 'email_taken', messageKey: 'errors:auth.emailTaken' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'email_taken', messageKey: 'errors:auth.emailTaken' },
  INVALID_TOKEN: { code: 'invalid_token', messageKey: 'errors:auth.invalidToken' },
  TOKEN_EXPIRED: { code: 'invalid_token', messageKey: 'errors:auth.invalidToken' },
  INVALID_PASSWORD: { code: 'wrong_password', messageKey: 'errors:auth.wrongPassword', statusCode: 400 },
  INVALID_CODE: { code: 'invalid_code', messageKey: 'errors:auth.invalidCode', statusCode: 401 },
  INVALID_BACKUP_CODE: { code: 'invalid_code', messageKey: 'errors:auth.invalidCode', statusCode: 401 },
  INVALID_TWO_FACTOR_COOKIE: {
    code: 'two_factor_challenge_expired',
    messageKey: 'errors:auth.challengeExpired',
    statusCode: 401,
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    code: 'two_factor_challenge_expired',
    messageKey: 'errors:auth.tooManyAttempts',
    statusCode: 429,
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    code: 'rate_limited',
    messageKey: 'errors:auth.tooManyAttempts',
    statusCode: 429,
  },
  TOTP_ALREADY_ENABLED: {
    code: 'two_factor_already_enabled',
    messageKey: 'errors:auth.twoFactorAlreadyEnabled',
  },
  TOTP_NOT_ENABLED: { code: 'two_factor_not_enabled', messageKey: 'errors:auth.twoFactorNotEnabled' },
  TWO_FACTOR_NOT_ENABLED: { code: 'two_factor_not_enabled', messageKey: 'errors:auth.twoFactorNotEnabled' },
  EMAIL_ALREADY_VERIFIED: { code: 'email_already_verified', messageKey: 'errors:auth.emailAlreadyVerified' },
  PROVIDER_NOT_FOUND: {
    code: 'provider_unavailable',
    messageKey: 'errors:auth.providerUnavailable',
    statusCode: 404,
  },
  FAILED_TO_GET_SESSION: { code: 'unauthenticated', messageKey: 'errors:unauthenticated', statusCode: 401 },
  SESSION_EXPIRED: { code: 'unauthenticated', messageKey: 'errors:unauthenticated', statusCode: 401 },
  INVALID_ORIGIN: { code: 'cross_site', messageKey: 'errors:crossSiteRequest', statusCode: 403 },
  MISSING_OR_NULL_ORIGIN: { code: 'cross_site', messageKey: 'errors:crossSiteRequest', statusCode: 403 },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: {
    code: 'cross_site',
    messageKey: 'errors:crossSiteRequest',
    statusCode: 403,
  },
};

/**
 * Maps an error answer of the auth library ({ code, message } in English) to ours: a stable code and a
 * message key translated in the user's language. 5xx stay 5xx (the error handler gives them an error id).
 */
export function translateAuthError(statusCode: number, libraryCode: string | undefined): TranslatedAuthError {
  const known = libraryCode ? byLibraryCode[libraryCode] : undefined;
  if (known)
    return { statusCode: known.statusCode ?? statusCode, code: known.code, messageKey: known.messageKey };
  if (statusCode === 401)
    return { statusCode, code: 'unauthenticated', messageKey: 'errors:unauthenticated' };
  if (statusCode === 403) return { statusCode, code: 'forbidden', messageKey: 'errors:forbidden' };
  return { statusCode, code: 'auth_failed', messageKey: 'errors:auth.generic' };
}
