import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { TTeamMember } from '../../../../shared/contracts/team';
import type { TApiResult } from '../../../lib/api-client';
import {
  createRecord,
  deleteRecord,
  recordsKeys,
  updateRecord,
  useRecordWrite,
  type RecordChange,
  type RecordsEndpoint,
  type RecordTarget,
} from '../../../lib/records/records-endpoint';
import { optimisticTeamMember } from '../../../lib/records/optimistic-items';
import { teamEventsEndpoint } from './team-events';
import { fetchAllPages, readPage } from './fetch-all-pages';

export const teamMembersEndpoint: RecordsEndpoint = {
  path: '/api/team-members',
  key: 'team-members',
  table: 'team_users',
  toOptimisticItem: optimisticTeamMember,
};

/** Every member by name, for the member pickers of the calendar (its filter and the event form). */
export const allTeamMembersQuery = queryOptions({
  queryKey: [...recordsKeys.all(teamMembersEndpoint), 'all'] as const,
  networkMode: 'always',
  queryFn: async ({ signal }) =>
    (
      await fetchAllPages(
        readPage<TTeamMember>(teamMembersEndpoint.path, { sort: 'name', order: 'asc' }, signal),
      )
    ).items,
});

/**
 * A write to the members. The events are read again too: they show the member's name, and deleting a
 * member deletes their events.
 */
function useMemberWrite<TInput, TResult>(send: (input: TInput) => Promise<TApiResult<TResult>>) {
  const queryClient = useQueryClient();
  return useRecordWrite(teamMembersEndpoint, async (input: TInput) => {
    const result = await send(input);
    if (result.ok) await queryClient.invalidateQueries({ queryKey: recordsKeys.all(teamEventsEndpoint) });
    return result;
  });
}

export function useCreateTeamMember() {
  return useMemberWrite((body: unknown) => createRecord<TTeamMember>(teamMembersEndpoint, body));
}

export function useUpdateTeamMember() {
  return useMemberWrite(({ id, version, body }: RecordChange) =>
    updateRecord<TTeamMember>(teamMembersEndpoint, { id, version }, body),
  );
}

export function useDeleteTeamMember() {
  return useMemberWrite((target: RecordTarget) => deleteRecord(teamMembersEndpoint, target));
}
