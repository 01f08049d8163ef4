import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPreferences } from '../../../../shared/contracts/account';
import { todayIn } from '../../../../shared/domain/calendar';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

/** The user's time zone (preferences), which the server uses for "today" in due dates and completions. */
const timeZoneQuery = queryOptions({
  queryKey: ['maintenance-time-zone'] as const,
  queryFn: async ({ signal, queryKey }) =>
    (await readCached(queryKey, () => apiRequest<TPreferences>('/api/preferences', { signal }))).timezone,
  networkMode: 'always',
});

function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function safeToday(timeZone: string): string {
  try {
    return todayIn(timeZone, new Date());
  } catch (error) {
    if (error instanceof RangeError) return todayIn(browserTimeZone(), new Date());
    throw error;
  }
}

/**
 * The plant's calendar date now ('YYYY-MM-DD'), in the user's time zone as the server counts it (the
 * browser's own zone until the preferences are read).
 */
export function usePlantToday(): string {
  const timeZone = useQuery(timeZoneQuery).data ?? browserTimeZone();
  return safeToday(timeZone);
}
