import { z } from './zod.js';
import { ZEmailAddress, ZText } from './fields.js';

export { maxTextLength } from './fields.js';

/**
 * Contact form of the public support page: POST /api/support/messages.
 * Error messages are i18n keys "<namespace>.<key>" of the `validation` namespace
 * (src/shared/i18n/<lang>/validation.json), translated by whoever shows them.
 */

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
