import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TEAM_EVENT_TYPES } from '../../../../shared/domain/team';
import { ListFilterSelect } from '../../../components/records/list-filter-select';
import type { TListParams } from '../../../lib/records/records-endpoint';
import { allTeamMembersQuery } from '../api/team-members';

export interface EventFiltersProps {
  params: TListParams;
  onFilter: (name: string, value: string) => void;
}

/** The calendar's filters, applied to the month grid and to the month's list: a type, a member. */
export function EventFilters({ params, onFilter }: EventFiltersProps) {
  const { t } = useTranslation('team');
  const members = useQuery(allTeamMembersQuery);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <ListFilterSelect
        id="team-filter-type"
        name="type"
        label={t('filters.type')}
        params={params}
        onFilter={onFilter}
        options={TEAM_EVENT_TYPES.map((type) => ({ value: type, label: t(`values.type.${type}`) }))}
      />
      <ListFilterSelect
        id="team-filter-member"
        name="teamUserId"
        label={t('filters.teamUserId')}
        params={params}
        onFilter={onFilter}
        emptyOption={t('filters.allMembers')}
        options={(members.data ?? []).map((member) => ({ value: member.id, label: member.name }))}
      />
    </div>
  );
}
