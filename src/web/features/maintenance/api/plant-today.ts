import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPreferences } from '../../../../shared/contracts/account';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';
import {
  currentPlantClock,
  plantBusinessDate,
  plantCalendarDate,
  rememberPlantClock,
  type PlantClock,
} from '../../../lib/plant-clock';

/** The user's time zone and daily reset hour (preferences): the server counts "today" with them. */
const plantClockQuery = queryOptions({
  queryKey: ['maintenance-plant-clock'] as const,
  queryFn: async ({ signal, queryKey }): Promise<PlantClock> => {
    const preferences = await readCached(queryKey, () =>
      apiRequest<TPreferences>('/api/preferences', { signal }),
    );
    const clock = { timeZone: preferences.timezone, dailyResetHour: preferences.dailyResetHour };
    rememberPlantClock(clock);
    return clock;
  },
  networkMode: 'always',
});

function usePlantClock(): PlantClock {
  return useQuery(plantClockQuery).data ?? currentPlantClock();
}

/**
 * The plant's calendar date now ('YYYY-MM-DD'), in the user's time zone as the server counts it (the
 * browser's own zone until the preferences are read): the date a completion or a starter plan is written on.
 */
export function usePlantToday(): string {
  return plantCalendarDate(new Date(), usePlantClock());
}

/**
 * The user's business date now (before their daily reset hour it is still the previous day): the day the
 * server's due states count from, so that "Aujourd'hui" on a card agrees with its "À faire aujourd'hui".
 */
export function usePlantBusinessDate(): string {
  return plantBusinessDate(new Date(), usePlantClock());
}
