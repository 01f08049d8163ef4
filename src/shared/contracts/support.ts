import { z } from 'zod';

/**
 * Contact form of the public support page: POST /api/support/messages.
 * Error messages are i18n keys "<namespace>.<key>" of the `validation` namespace
 * (src/shared/i18n/<lang>/validation.json), translated by whoever shows them.
 */

/** Longest e-mail address accepted (spec §5, RFC 5321 path limit). */
export const maxEmailLength = 254;
/** Longest free text accepted (spec §5: text 1 to 1000, trimmed). */
export const maxTextLength = 1000;

/** Spec §5 e-mail: required, at most 254 characters, valid format; checked in that order. */
const ZEmailAddress = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(maxEmailLength, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** Spec §5 text: 1 to 1000 characters once trimmed. */
const ZText = z
  .string({ error: 'validation.textRequired' })
  .trim()
  .min(1, { error: 'validation.textRequired' })
  .max(maxTextLength, { error: 'validation.textTooLong' });

export const ZCreateSupportMessageRequest = z.object({
  name: ZText,
  email: ZEmailAddress,
  subject: ZText,
  message: ZText,
});
export type TCreateSupportMessageRequest = z.infer<typeof ZCreateSupportMessageRequest>;

export const ZCreateSupportMessageResponse = z.object({
  id: z.string(),
});
export type TCreateSupportMessageResponse = z.infer<typeof ZCreateSupportMessageResponse>;
