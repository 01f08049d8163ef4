import { z } from './zod.js';

/**
 * GET /api/notifications/counters: what waits for the user on each page (spec §2 "Notification counters per
 * route"), computed from their data in one transaction. The dashboard's counter is the sum of the others but the
 * advisory's.
 */
export const ZNotificationCounters = z.object({
  /** Agenda tasks not completed, due today or before (the user's "today"). */
  agenda: z.number().int().min(0),
  /** Open maintenance tasks overdue or due today (by date or running hours): the dashboard card's count. */
  maintenance: z.number().int().min(0),
  /** Stock items at or under their threshold. */
  stock: z.number().int().min(0),
  /** Advice of the advisory neither dismissed nor merely informative ('watch' or 'act'). */
  advisory: z.number().int().min(0),
  /** Obligations of the compliance follow-up open past their due date (issue 19). */
  reglementation: z.number().int().min(0),
  /** Emergency alerts raised and not resolved yet (issue 21). */
  emergencyAlerts: z.number().int().min(0),
  /** Published articles of the news the user has not opened (issue 22); not in the dashboard's sum. */
  news: z.number().int().min(0),
  dashboard: z.number().int().min(0),
});
export type TNotificationCounters = z.infer<typeof ZNotificationCounters>;

/** The notification preferences as GET/PATCH /api/preferences carry them. */
export const ZNotificationPreferences = z.object({
  reminderBell: z.boolean(),
  sidebarCounters: z.boolean(),
});

/** PATCH: either choice alone may be sent. */
export const ZNotificationPreferencesUpdate = z
  .object({
    reminderBell: z.boolean({ error: 'notifications:validation.choiceInvalid' }).optional(),
    sidebarCounters: z.boolean({ error: 'notifications:validation.choiceInvalid' }).optional(),
  })
  .strict();
