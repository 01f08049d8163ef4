/**
 * Notification preferences (stored in user_preferences.preferences_data.notifications) and the sidebar's
 * counters (spec §2 "Notification counters per route", §9 badge max 99).
 */
export interface TNotificationPreferences {
  /** The reminders bell in the sidebar header and the mobile top bar. */
  reminderBell: boolean;
  /** The counters beside the sidebar links. */
  sidebarCounters: boolean;
}

export const DEFAULT_NOTIFICATION_PREFERENCES: TNotificationPreferences = {
  reminderBell: true,
  sidebarCounters: true,
};

/** The stored preferences with the defaults filled in (anything not a boolean counts as unset). */
export function resolveNotificationPreferences(stored: unknown): TNotificationPreferences {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return {
    reminderBell:
      typeof value.reminderBell === 'boolean'
        ? value.reminderBell
        : DEFAULT_NOTIFICATION_PREFERENCES.reminderBell,
    sidebarCounters:
      typeof value.sidebarCounters === 'boolean'
        ? value.sidebarCounters
        : DEFAULT_NOTIFICATION_PREFERENCES.sidebarCounters,
  };
}
