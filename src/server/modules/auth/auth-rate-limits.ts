import type { RateLimitRule } from '../rate-limit/rate-limit.repository.js';

const minutes = (count: number) => count * 60_000;

export interface AuthRateLimit {
  /** Distinguishes the counters: "sign-in:ip", "sign-in:account"… */
  name: string;
  rule: RateLimitRule;
  /** What is counted: the client address, or the e-mail / user the request is about. */
  scope: 'ip' | 'account';
}

/**
 * Rate limits of the account endpoints (issue 3: per IP and per account). Every request counts, whether the
 * e-mail has an account or not, so a refusal tells nothing about accounts.
 */
export const authRateLimits = {
  signIn: [
    { name: 'sign-in:ip', scope: 'ip', rule: { max: 30, windowMs: minutes(5) } },
    { name: 'sign-in:account', scope: 'account', rule: { max: 10, windowMs: minutes(15) } },
  ],
  signUp: [{ name: 'sign-up:ip', scope: 'ip', rule: { max: 10, windowMs: minutes(60) } }],
  requestPasswordReset: [
    { name: 'reset-request:ip', scope: 'ip', rule: { max: 10, windowMs: minutes(15) } },
    { name: 'reset-request:account', scope: 'account', rule: { max: 3, windowMs: minutes(60) } },
  ],
  resetPassword: [{ name: 'reset:ip', scope: 'ip', rule: { max: 10, windowMs: minutes(15) } }],
  sendVerificationEmail: [
    { name: 'verify-mail:ip', scope: 'ip', rule: { max: 10, windowMs: minutes(15) } },
    { name: 'verify-mail:account', scope: 'account', rule: { max: 3, windowMs: minutes(60) } },
  ],
  twoFactor: [
    { name: 'two-factor:ip', scope: 'ip', rule: { max: 20, windowMs: minutes(5) } },
    { name: 'two-factor:account', scope: 'account', rule: { max: 10, windowMs: minutes(5) } },
  ],
  passwordConfirmation: [
    { name: 'password-confirm:ip', scope: 'ip', rule: { max: 20, windowMs: minutes(15) } },
    { name: 'password-confirm:account', scope: 'account', rule: { max: 10, windowMs: minutes(15) } },
  ],
  socialSignIn: [{ name: 'social:ip', scope: 'ip', rule: { max: 30, windowMs: minutes(5) } }],
} satisfies Record<string, AuthRateLimit[]>;

/** The longest window: ended windows older than this are purged. */
export const longestAuthWindowMs = minutes(60);
