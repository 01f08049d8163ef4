import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ZAuthProvidersResponse, type TEmailVerificationMode } from '../../../shared/contracts/auth.js';
import type { Db } from '../../db/client.js';
import { formatWait } from '../../lib/format-wait.js';
import { isDirectLoopbackRequest } from '../../lib/loopback.js';
import { HttpError, tooManyRequests } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { consumeRateLimit } from '../rate-limit/rate-limit.repository.js';
import { authBodySchemas } from './auth-body-schemas.js';
import { readJson, sendWebResponse, toWebRequest } from './auth-bridge.js';
import { translateAuthError } from './auth-error-translation.js';
import type { Auth } from './auth-instance.js';
import { authRateLimits, type AuthRateLimit } from './auth-rate-limits.js';
import { findChallengeUserId, findUserIdByEmail } from './auth-subject.repository.js';
import { claimTotpCode } from './totp-replay.repository.js';

export interface AuthRoutesOptions {
  auth: Auth;
  db: Db;
  isGoogleEnabled: boolean;
  /** config.smtpUrl is set: verification links go out by mail. */
  isMailSent: boolean;
  /** config.isDevOutboxEnabled: without SMTP, a browser on this machine reads the links on the outbox page. */
  isDevOutboxEnabled: boolean;
  /** Always true but in the bench (sign-in throughput). */
  isRateLimited: boolean;
}

type Body = Record<string, unknown>;

interface ForwardedRoute {
  method: 'GET' | 'POST';
  /** Path under /api/auth. */
  path: string;
  /** The auth library's path when it differs from ours. */
  libraryPath?: string;
  body?: z.ZodType;
  limits?: AuthRateLimit[];
  /** Who the request is about, for per-account limits and the activity log. */
  subject?: 'email' | 'session' | 'challenge-or-session';
  /** Body changes the server imposes (never trusted from the client). */
  prepare?: (body: Body) => Body;
  isTotpCheck?: boolean;
}

const { signUp, signIn, requestPasswordReset, resetPassword, changePassword, sendVerificationEmail } =
  authBodySchemas;

/** The only endpoints of the auth library reachable from outside: anything else under /api/auth is a 404. */
const forwardedRoutes: ForwardedRoute[] = [
  {
    method: 'POST',
    path: '/sign-up/email',
    body: signUp,
    limits: authRateLimits.signUp,
    prepare: (body) => ({ ...body, name: `${String(body.firstName)} ${String(body.lastName)}` }),
  },
  { method: 'POST', path: '/sign-in/email', body: signIn, limits: authRateLimits.signIn, subject: 'email' },
  { method: 'POST', path: '/sign-out' },
  {
    method: 'POST',
    path: '/request-password-reset',
    body: requestPasswordReset,
    limits: authRateLimits.requestPasswordReset,
    subject: 'email',
    prepare: (body) => ({ ...body, redirectTo: '/reset-password' }),
  },
  { method: 'POST', path: '/reset-password', body: resetPassword, limits: authRateLimits.resetPassword },
  {
    method: 'POST',
    path: '/change-password',
    body: changePassword,
    limits: authRateLimits.passwordConfirmation,
    subject: 'session',
    // A password change ends every other session (issue 3).
    prepare: (body) => ({ ...body, revokeOtherSessions: true }),
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    body: sendVerificationEmail,
    limits: authRateLimits.sendVerificationEmail,
    subject: 'email',
  },
  ...['/two-factor/enable', '/two-factor/disable', '/two-factor/generate-backup-codes'].map(
    (path): ForwardedRoute => ({
      method: 'POST',
      path,
      body: authBodySchemas.passwordConfirmation,
      limits: authRateLimits.passwordConfirmation,
      subject: 'session',
    }),
  ),
  {
    method: 'POST',
    path: '/two-factor/verify-totp',
    body: authBodySchemas.verifyTotp,
    limits: authRateLimits.twoFactor,
    subject: 'challenge-or-session',
    isTotpCheck: true,
    prepare: (body) => ({ ...body, trustDevice: false }),
  },
  {
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    body: authBodySchemas.verifyBackupCode,
    limits: authRateLimits.twoFactor,
    subject: 'challenge-or-session',
    prepare: (body) => ({ ...body, trustDevice: false }),
  },
  { method: 'GET', path: '/verify-email' },
  { method: 'GET', path: '/reset-password/:token' },
];

const googleRoutes: ForwardedRoute[] = [
  {
    method: 'POST',
    path: '/sign-in/oauth2',
    libraryPath: '/sign-in/social',
    body: authBodySchemas.socialSignIn,
    limits: authRateLimits.socialSignIn,
    prepare: ({ providerId, ...rest }) => ({ ...rest, provider: providerId }),
  },
  { method: 'GET', path: '/callback/:providerId' },
];

function isRecord(value: unknown): value is Body {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Session tokens stay in their httpOnly cookie: never in a JSON body a script could read. */
function withoutTokens(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const { token: _token, ...rest } = body;
  return rest;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = (app, options) => {
  const { auth, db, isGoogleEnabled, isRateLimited } = options;
  const emailVerificationModeFor = (request: FastifyRequest): TEmailVerificationMode => {
    if (options.isMailSent) return 'mail';
    return options.isDevOutboxEnabled && isDirectLoopbackRequest(request) ? 'outbox' : 'off';
  };
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

  async function sessionUserId(request: FastifyRequest): Promise<string | null> {
    const session = await auth.api.getSession({
      headers: toWebRequest(request, origin(request)).headers,
      query: { disableRefresh: true },
    });
    return session?.user.id ?? null;
  }

  async function subjectOf(route: ForwardedRoute, request: FastifyRequest, body: Body) {
    switch (route.subject) {
      case 'email': {
        const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
        return { key: email, userId: email ? await findUserIdByEmail(db, email) : null };
      }
      case 'session': {
        const userId = await sessionUserId(request);
        return { key: userId ?? '', userId };
      }
      case 'challenge-or-session': {
        const cookie = Object.entries(request.cookies).find(([name]) =>
          name.endsWith('methapilot.two_factor'),
        );
        const userId = cookie?.[1] ? await findChallengeUserId(db, cookie[1]) : await sessionUserId(request);
        return { key: userId ?? '', userId };
      }
      case undefined:
        return { key: '', userId: null };
    }
  }

  async function enforceLimits(
    route: ForwardedRoute,
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
  ) {
    for (const limit of isRateLimited ? (route.limits ?? []) : []) {
      const scopeKey = limit.scope === 'ip' ? request.ip : key;
      if (!scopeKey) continue;
      const decision = await consumeRateLimit(db, `${limit.name}:${scopeKey}`, limit.rule);
      if (!decision.isAllowed) {
        reply.header('retry-after', Math.ceil(decision.retryAfterMs / 1000));
        return decision.retryAfterMs;
      }
    }
    return null;
  }

  async function securityEvent(request: FastifyRequest, userId: string | null, event: string, path: string) {
    if (!userId) {
      request.log.warn({ event, path }, 'auth security event for an unknown account');
      return;
    }
    await recordActivity(db, {
      userId,
      activityType: 'security_violation',
      description: event,
      metadata: { event, path },
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    });
  }

  async function forward(route: ForwardedRoute, request: FastifyRequest, reply: FastifyReply) {
    const body = isRecord(request.body) ? request.body : {};
    const subject = await subjectOf(route, request, body);
    const retryAfterMs = await enforceLimits(route, request, reply, subject.key);
    if (retryAfterMs !== null) {
      await securityEvent(request, subject.userId, 'rate_limited', route.path);
      throw tooManyRequests(formatWait(retryAfterMs, request.language));
    }
    if (route.isTotpCheck && subject.userId && typeof body.code === 'string') {
      if (!(await claimTotpCode(db, subject.userId, body.code))) {
        await securityEvent(request, subject.userId, 'totp_replay', route.path);
        throw new HttpError(401, 'invalid_code', 'errors:auth.invalidCode');
      }
    }
    const userBeforeSignOut = route.path === '/sign-out' ? await sessionUserId(request) : null;
    const prepared = route.prepare ? route.prepare(body) : body;
    const libraryUrl = route.libraryPath ? `/api/auth${route.libraryPath}` : request.url;
    const response = await auth.handler(toWebRequest(request, origin(request), prepared, libraryUrl));
    const answer = await readJson(response);

    if (response.status >= 400) {
      const libraryCode = isRecord(answer) && typeof answer.code === 'string' ? answer.code : undefined;
      const translated = translateAuthError(response.status, libraryCode);
      if (route.path === '/sign-in/email' && translated.code === 'invalid_credentials') {
        await securityEvent(request, subject.userId, 'sign_in_failed', route.path);
      }
      if (translated.statusCode >= 500)
        throw new Error(`auth library ${route.path}: ${libraryCode ?? response.status}`);
      throw new HttpError(translated.statusCode, translated.code, translated.messageKey);
    }
    if (userBeforeSignOut) {
      await recordActivity(db, {
        userId: userBeforeSignOut,
        activityType: 'logout',
        description: 'sign-out',
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
    }
    await sendWebResponse(reply, response, answer === undefined ? undefined : withoutTokens(answer));
  }

  for (const route of [...forwardedRoutes, ...(isGoogleEnabled ? googleRoutes : [])]) {
    app.route({
      method: route.method,
      url: `/api/auth${route.path}`,
      ...(route.body ? { schema: { body: route.body } } : {}),
      handler: (request, reply) => forward(route, request, reply),
    });
  }

  app.get('/api/auth/providers', { schema: { response: { 200: ZAuthProvidersResponse } } }, (request) => ({
    google: isGoogleEnabled,
    emailVerification: emailVerificationModeFor(request),
  }));
  return Promise.resolve();
};
