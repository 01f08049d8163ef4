import { z } from './zod.js';

/** Delivery state of an outbox mail: 'outbox' = kept here because no SMTP server is configured. */
export const ZDevOutboxMailStatus = z.enum(['queued', 'sent', 'failed', 'outbox']);
export type TDevOutboxMailStatus = z.infer<typeof ZDevOutboxMailStatus>;

export const ZDevOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: ZDevOutboxMailStatus,
  /** ISO 8601 date-time. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type TDevOutboxMail = z.infer<typeof ZDevOutboxMail>;

/** GET /api/dev/outbox (development only, loopback only): the newest mails first. */
export const ZDevOutboxResponse = z.object({
  mails: z.array(ZDevOutboxMail),
});
export type TDevOutboxResponse = z.infer<typeof ZDevOutboxResponse>;
