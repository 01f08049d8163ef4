import { useTranslation } from '../../../lib/i18n/use-translation';
import { Users } from 'lucide-react';
import { TEAM_MEMBER_SORT_KEYS, type TTeamMember } from '../../../../shared/contracts/team';
import { TEAM_ROLES } from '../../../../shared/domain/team';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { ListFilterSelect } from '../../../components/records/list-filter-select';
import { EmptyState } from '../../../components/records/list-states';
import { RecordsListSection } from '../../../components/records/records-list-section';
import { Button } from '../../../components/ui/button';
import { useRecordsList } from '../../../lib/records/use-records-list';
import { teamMembersEndpoint, useDeleteTeamMember } from '../api/team-members';
import { MemberCard } from './member-card';
import { useRecordDelete } from '../../../lib/records/use-record-delete';

const filterNames = ['role'] as const;
/** Newest members first. */
const listDefaults = { sort: 'createdAt' };

export interface MembersSectionProps {
  onAdd: () => void;
  onEdit: (member: TTeamMember) => void;
  onShowSchedule: (member: TTeamMember) => void;
}

/** The members: search, sort, role filter, CSV, cards, pages, and the delete confirmation. */
export function MembersSection({ onAdd, onEdit, onShowSchedule }: MembersSectionProps) {
  const { t } = useTranslation(['team', 'records']);
  const { list, ...controls } = useRecordsList<TTeamMember>(teamMembersEndpoint, listDefaults, filterNames);
  const deletion = useRecordDelete<TTeamMember>(useDeleteTeamMember(), {
    deleted: t('team:toasts.memberDeleted'),
    failed: t('team:toasts.deleteFailed'),
  });

  return (
    <div className="space-y-4">
      <RecordsListSection
        endpoint={teamMembersEndpoint}
        controls={controls}
        list={list}
        sortOptions={TEAM_MEMBER_SORT_KEYS.map((key) => ({ value: key, label: t(`team:sort.${key}`) }))}
        filters={
          <ListFilterSelect
            id="team-filter-role"
            name="role"
            label={t('team:filters.role')}
            params={controls.params}
            onFilter={controls.setParam}
            options={TEAM_ROLES.map((role) => ({ value: role, label: t(`team:values.role.${role}`) }))}
          />
        }
        csvFileName="equipe"
        empty={
          <EmptyState
            icon={<Users className="h-6 w-6" aria-hidden="true" />}
            title={t('team:empty.members.title')}
            body={t('team:empty.members.body')}
            action={
              <Button className="h-11" onClick={onAdd}>
                {t('team:empty.members.action')}
              </Button>
            }
          />
        }
        listLabel={t('team:tabs.members')}
        listClassName="grid gap-3 @xl:grid-cols-2 @3xl:grid-cols-3"
        renderItem={(member) => (
          <MemberCard
            member={member}
            onShowSchedule={onShowSchedule}
            onEdit={onEdit}
            onDelete={deletion.handleAsk}
          />
        )}
      />

      <ConfirmDeleteDialog
        name={deletion.deleting?.name ?? null}
        consequence={t('team:confirmDeleteMember.body')}
        isDeleting={deletion.isDeleting}
        onCancel={deletion.handleCancel}
        onConfirm={() => void deletion.handleConfirm()}
      />
    </div>
  );
}
