import { z } from './zod.js';

/** user_preferences.cookie_consent (spec §3, the same rule as the column's CHECK and spec §5). */
export const ZCookieConsent = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type TCookieConsent = z.infer<typeof ZCookieConsent>;

/**
 * PUT /api/preferences/cookie-consent: the two choices; necessary cookies cannot be refused, so `necessary`
 * may be sent only as true. Strict: an unknown field is refused rather than silently dropped.
 */
export const ZCookieConsentUpdate = z
  .object({
    necessary: z.literal(true, { error: 'cookiesValidation:validation.necessaryRequired' }).optional(),
    analytics: z.boolean({ error: 'cookiesValidation:validation.choiceRequired' }),
    marketing: z.boolean({ error: 'cookiesValidation:validation.choiceRequired' }),
  })
  .strict();
export type TCookieConsentUpdate = z.input<typeof ZCookieConsentUpdate>;

/** GET and PUT answer: the stored choice and when it was saved, both null before any choice. */
export const ZCookieConsentResponse = z.object({
  consent: ZCookieConsent.nullable(),
  updatedAt: z.string().nullable(),
});
export type TCookieConsentResponse = z.infer<typeof ZCookieConsentResponse>;
