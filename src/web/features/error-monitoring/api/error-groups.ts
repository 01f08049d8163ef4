import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TErrorGroupStatus, TErrorGroupsResponse } from '../../../../shared/contracts/measured-metrics';
import { apiRequest } from '../../../lib/api-client';

export const errorGroupsKey = ['monitoring', 'error-groups'] as const;

/** A failed read with the server's status (403: not an admin with a verified second factor). */
export class ErrorGroupsReadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The browser error groups, most recently seen first, optionally of one status. */
export function errorGroupsQuery(status: TErrorGroupStatus | '') {
  return queryOptions({
    queryKey: [...errorGroupsKey, status] as const,
    queryFn: async ({ signal }) => {
      const result = await apiRequest<TErrorGroupsResponse>(
        `/api/monitoring/error-groups${status ? `?status=${status}` : ''}`,
        { signal },
      );
      if (!result.ok) throw new ErrorGroupsReadError(result.message, result.status);
      return result.data.groups;
    },
    retry: (failures, error) =>
      !(error instanceof ErrorGroupsReadError && error.status === 403) && failures < 2,
  });
}

/** PATCH a group's status (resolve, ignore, reopen), then the list read again. */
export function useSetErrorGroupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TErrorGroupStatus }) =>
      apiRequest<{ id: string; status: TErrorGroupStatus }>(
        `/api/monitoring/error-groups/${encodeURIComponent(id)}`,
        {
          method: 'PATCH',
          body: { status },
        },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: errorGroupsKey });
    },
  });
}
