import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPreferences } from '../../../shared/contracts/account';
import type { TUpcomingReminders } from '../../../shared/contracts/agenda';
import type { TNotificationCounters } from '../../../shared/contracts/notifications';
import {
  resolveNotificationPreferences,
  type TNotificationPreferences,
} from '../../../shared/domain/notifications';
import { apiRequest } from '../api-client';
import { notificationCountersQueryKey, upcomingRemindersQueryKey } from './notification-query-keys';
import { readCached } from '../offline/read-with-pending';

const fiveMinutes = 5 * 60_000;

/** The sidebar's counters: read again every 5 minutes (and after record writes), never on window focus. */
export const notificationCountersQuery = queryOptions({
  queryKey: notificationCountersQueryKey,
  queryFn: ({ signal }) =>
    readCached(notificationCountersQueryKey, () =>
      apiRequest<TNotificationCounters>('/api/notifications/counters', { signal }),
    ),
  networkMode: 'always',
  staleTime: fiveMinutes,
  refetchInterval: fiveMinutes,
});

export { upcomingRemindersQueryKey };

/** The bell's unsent reminders of the coming hour: cached 5 minutes and read again every 5 minutes. */
export const upcomingRemindersQuery = queryOptions({
  queryKey: upcomingRemindersQueryKey,
  queryFn: async ({ signal }) =>
    (
      await readCached(upcomingRemindersQueryKey, () =>
        apiRequest<TUpcomingReminders>('/api/reminders/upcoming', { signal }),
      )
    ).items,
  networkMode: 'always',
  staleTime: fiveMinutes,
  refetchInterval: fiveMinutes,
});

export const notificationPreferencesQueryKey = ['notification-preferences'] as const;

/** The user's notification choices (GET /api/preferences), both on until saved otherwise. */
export const notificationPreferencesQuery = queryOptions({
  queryKey: notificationPreferencesQueryKey,
  queryFn: async ({ signal }) =>
    resolveNotificationPreferences(
      (
        await readCached(notificationPreferencesQueryKey, () =>
          apiRequest<TPreferences>('/api/preferences', { signal }),
        )
      ).notifications,
    ),
  networkMode: 'always',
});

/** The choices once read; undefined while they load (nothing is shown until they are known). */
export function useNotificationPreferences(): TNotificationPreferences | undefined {
  return useQuery(notificationPreferencesQuery).data;
}
