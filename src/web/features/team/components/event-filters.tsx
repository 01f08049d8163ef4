import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TEAM_EVENT_TYPES } from '../../../../shared/domain/team';
import { SelectField } from '../../../components/ui/select-field';
import type { TListParams } from '../../../lib/records/records-endpoint';
import { allTeamMembersQuery } from '../api/team-members';

export interface EventFiltersProps {
  params: TListParams;
  onFilter: (name: 'type' | 'teamUserId', value: string | undefined) => void;
}

/** The calendar's filters, applied to the month grid and to the month's list: a type, a member. */
export function EventFilters({ params, onFilter }: EventFiltersProps) {
  const { t } = useTranslation(['team', 'records']);
  const members = useQuery(allTeamMembersQuery);
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <SelectField
        id="team-filter-type"
        name="type"
        label={t('team:filters.type')}
        value={String(params.type ?? '')}
        emptyOption={t('records:list.all')}
        options={TEAM_EVENT_TYPES.map((type) => ({ value: type, label: t(`team:values.type.${type}`) }))}
        onChange={(event) => {
          onFilter('type', event.target.value);
        }}
      />
      <SelectField
        id="team-filter-member"
        name="teamUserId"
        label={t('team:filters.teamUserId')}
        value={String(params.teamUserId ?? '')}
        emptyOption={t('team:filters.allMembers')}
        options={(members.data ?? []).map((member) => ({ value: member.id, label: member.name }))}
        onChange={(event) => {
          onFilter('teamUserId', event.target.value);
        }}
      />
    </div>
  );
}
