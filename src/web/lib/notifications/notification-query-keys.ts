/**
 * Query keys of the shell's notifications: GET /api/notifications/counters (the sidebar's badges) and
 * GET /api/reminders/upcoming (the bell). Record writes invalidate both, so the badges and the bell follow the
 * pages without waiting for their 5-minute refresh.
 */
export const notificationCountersQueryKey = ['notification-counters'] as const;
export const upcomingRemindersQueryKey = ['reminders', 'upcoming'] as const;
