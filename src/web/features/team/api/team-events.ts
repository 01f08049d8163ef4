import { queryOptions } from '@tanstack/react-query';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import {
  recordsKeys,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
  type RecordsEndpoint,
  type TListParams,
} from '../../../lib/records/records-endpoint';
import { optimisticTeamEvent } from '../../../lib/records/optimistic-items';
import { fetchAllPages, readPage } from './fetch-all-pages';

export const teamEventsEndpoint: RecordsEndpoint = {
  path: '/api/team-events',
  key: 'team-events',
  table: 'team_events',
  toOptimisticItem: optimisticTeamEvent,
};

/**
 * The events that overlap the weeks a month grid shows (at most 42 days, under the API's 62), in order of
 * their first day, with the calendar's filters.
 */
export function calendarEventsQuery(params: TListParams) {
  return queryOptions({
    queryKey: [...recordsKeys.all(teamEventsEndpoint), 'calendar', params] as const,
    networkMode: 'always',
    queryFn: ({ signal }) =>
      fetchAllPages(
        readPage<TTeamEvent>(teamEventsEndpoint.path, { ...params, sort: 'startDate', order: 'asc' }, signal),
      ),
    placeholderData: (previous) => previous,
  });
}

export function useCreateTeamEvent() {
  return useCreateRecord<TTeamEvent>(teamEventsEndpoint);
}

export function useUpdateTeamEvent() {
  return useUpdateRecord<TTeamEvent>(teamEventsEndpoint);
}

export function useDeleteTeamEvent() {
  return useDeleteRecord(teamEventsEndpoint);
}
