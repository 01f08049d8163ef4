import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../shared/domain/list-limits';
import type { TPage } from '../../../../shared/contracts/records';
import type { TTeamMember } from '../../../../shared/contracts/team';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';
import { toQueryString } from '../../../lib/records/records-endpoint';

// Under the team members' key: a write to the team reads the names again.
const queryKey = ['team-members', 'names'] as const;

/**
 * The team's names (first 100 by name), suggested as "done by" of a service; offline from the encrypted
 * cache. A plant without a team simply gets no suggestion.
 */
export const teamMemberNamesQuery = queryOptions({
  queryKey,
  queryFn: async ({ signal }) => {
    const query = toQueryString({ pageSize: MAX_PAGE_SIZE, sort: 'name', order: 'asc' });
    const page = await readCached(queryKey, () =>
      apiRequest<TPage<TTeamMember>>(`/api/team-members${query}`, { signal }),
    );
    return page.items.map((member) => member.name);
  },
  networkMode: 'always',
});
