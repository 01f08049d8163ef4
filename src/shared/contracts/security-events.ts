import { z } from './zod.js';
import { ACTIVITY_TYPES } from '../domain/accounts.js';
import { SECURITY_EVENT_KINDS } from '../domain/security-events.js';

const ZDay = z.iso.date({ error: 'activity:validation.dayInvalid' });

/** GET /api/admin/security-events: one kind or all, a period of whole days (from and to included), pages. */
export const ZSecurityEventsQuery = z
  .object({
    kind: z.enum(SECURITY_EVENT_KINDS, { error: 'activity:validation.kindInvalid' }).optional(),
    from: ZDay.optional(),
    to: ZDay.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'activity:validation.periodReversed',
  });
export type TSecurityEventsQuery = z.infer<typeof ZSecurityEventsQuery>;

export const ZSecurityEvent = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  /** The account's address, read when the admin looks (the log row itself never holds it). */
  userEmail: z.string().nullable(),
  activityType: z.enum(ACTIVITY_TYPES),
  kind: z.enum(SECURITY_EVENT_KINDS),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type TSecurityEvent = z.infer<typeof ZSecurityEvent>;

export const ZSecurityEventsPage = z.object({
  items: z.array(ZSecurityEvent),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TSecurityEventsPage = z.infer<typeof ZSecurityEventsPage>;
