import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCookieConsentResponse,
  ZCookieConsentUpdate,
  type TCookieConsentResponse,
} from '../../../shared/contracts/cookie-consent.js';
import { consentOf, parseStoredConsent } from '../../../shared/domain/cookie-consent.js';
import { recordActivity } from '../activity/activity.repository.js';
import { findCookieConsent, saveCookieConsent, type StoredConsentRow } from './cookie-consent.repository.js';

function toResponse(row: StoredConsentRow | null): TCookieConsentResponse {
  const consent = parseStoredConsent(row?.cookieConsent);
  return { consent, updatedAt: consent && row ? row.updatedAt.toISOString() : null };
}

/**
 * The signed-in user's cookie choice (spec §2, §3, §7): read it, and save it with a gdpr_consent entry of
 * the activity log in the same transaction (both or neither).
 */
export const cookieConsentRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/preferences/cookie-consent',
    { schema: { response: { 200: ZCookieConsentResponse } } },
    (request) => request.withUserDb(async (tx, userId) => toResponse(await findCookieConsent(tx, userId))),
  );

  app.put(
    '/api/preferences/cookie-consent',
    { schema: { body: ZCookieConsentUpdate, response: { 200: ZCookieConsentResponse } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const consent = consentOf(request.body.analytics, request.body.marketing);
        const row = await saveCookieConsent(tx, userId, consent);
        await recordActivity(tx, {
          userId,
          activityType: 'gdpr_consent',
          description: `cookie consent: analytics ${consent.analytics ? 'on' : 'off'}, marketing ${consent.marketing ? 'on' : 'off'}`,
          metadata: { ...consent },
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? null,
        });
        return toResponse(row);
      }),
  );
  return Promise.resolve();
};
