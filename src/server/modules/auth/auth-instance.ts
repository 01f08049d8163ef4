import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { passwordResetLinkSeconds, sessionTimings } from '../../../shared/domain/accounts.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema/auth.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { createPasswordHasher } from '../../lib/password-hashing.js';
import { recordActivity } from '../activity/activity.repository.js';
import { createAccountRows } from './account-rows.repository.js';
import { mailLanguageOf, sendAuthMail } from './auth-mails.js';
import { clientIpHeader } from './auth-bridge.js';
import { resolveAuthBaseUrl, type AuthOrigin } from './auth-origin.js';

export interface AuthDependencies {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  /** Where the auth library writes its warnings (the server's logger). */
  log: { warn(message: string): void; error(message: string): void };
}

/** e-mail verification links stay valid 24 h. */
const emailVerificationSeconds = 24 * 60 * 60;

/** How the sign-in method shows in the activity log. */
function signInMethodOf(path: string | undefined): string {
  if (!path) return 'unknown';
  if (path.startsWith('/two-factor/')) return 'password+totp';
  if (path.startsWith('/callback/')) return 'google';
  if (path === '/sign-up/email') return 'sign-up';
  if (path === '/sign-in/email') return 'password';
  return path;
}

/**
 * The auth library, configured to the security baseline of architecture.md: argon2id at ASVS strength,
 * database sessions without cookie cache (a revoked session dies at once), 30 min sliding inactivity (the
 * 12 h absolute end is a database trigger), TOTP with backup codes, Google through OIDC discovery with an
 * overridable issuer, linking to an existing account only through verified e-mails on both sides.
 */
export function createAuth(dependencies: AuthDependencies) {
  const { config, db, mailer, log } = dependencies;
  const origin: AuthOrigin = resolveAuthBaseUrl(config);
  const passwordHasher = createPasswordHasher(config.passwordHashCost);

  const options = {
    appName: 'MethaPilot',
    secret: config.sessionSecret,
    baseURL: origin.baseURL,
    basePath: '/api/auth',
    trustedOrigins: origin.trustedOrigins,
    telemetry: { enabled: false },
    logger: {
      log: (level, message) => {
        if (level === 'error') log.error(`auth: ${message}`);
        else if (level === 'warn') log.warn(`auth: ${message}`);
      },
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    // Rate limits are ours (database-backed, shared by every instance): see auth-rate-limits.ts.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: passwordResetLinkSeconds,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => passwordHasher.hash(password),
        verify: ({ hash, password }) => passwordHasher.verify(hash, password),
      },
      sendResetPassword: async ({ user, url }, request) => {
        await sendAuthMail(mailer, {
          kind: 'resetPassword',
          to: user.email,
          name: user.name,
          url,
          language: mailLanguageOf(request),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: emailVerificationSeconds,
      sendVerificationEmail: async ({ user, url }, request) => {
        await sendAuthMail(mailer, {
          kind: 'verifyEmail',
          to: user.email,
          name: user.name,
          url,
          language: mailLanguageOf(request),
        });
      },
    },
    session: {
      expiresIn: sessionTimings.inactivityMs / 1000,
      // Sliding: a session used after a minute gets its end pushed 30 min away (one write a minute at most).
      updateAge: 60,
      cookieCache: { enabled: false },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true },
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: origin.isSecure,
      cookiePrefix: 'methapilot',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, context) => {
            await createAccountRows(db, {
              userId: user.id,
              name: user.name,
              body: context?.body as Record<string, unknown> | undefined,
              language: mailLanguageOf(context?.request),
            });
          },
        },
      },
      session: {
        create: {
          after: async (session, context) => {
            await recordActivity(db, {
              userId: session.userId,
              activityType: 'login',
              description: 'sign-in',
              metadata: { method: signInMethodOf(context?.path), sessionId: session.id },
              ipAddress: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
            });
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: 'MethaPilot',
        skipVerificationOnEnable: false,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  discoveryUrl: `${config.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  requireIdTokenVerification: true,
                },
              ],
            }),
          ]
        : []),
    ],
  } satisfies BetterAuthOptions;

  return betterAuth(options);
}

export type Auth = ReturnType<typeof createAuth>;
