import { queryOptions } from '@tanstack/react-query';
import type { TTeamEvent } from '../../../../shared/contracts/team';
import {
  createRecord,
  deleteRecord,
  recordsKeys,
  updateRecord,
  useRecordWrite,
  type RecordChange,
  type RecordsEndpoint,
  type RecordTarget,
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
  return useRecordWrite(teamEventsEndpoint, (body: unknown) =>
    createRecord<TTeamEvent>(teamEventsEndpoint, body),
  );
}

export function useUpdateTeamEvent() {
  return useRecordWrite(teamEventsEndpoint, ({ id, version, body }: RecordChange) =>
    updateRecord<TTeamEvent>(teamEventsEndpoint, { id, version }, body),
  );
}

export function useDeleteTeamEvent() {
  return useRecordWrite(teamEventsEndpoint, (target: RecordTarget) =>
    deleteRecord(teamEventsEndpoint, target),
  );
}
