import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import { TEAM_MEMBER_SORT_KEYS, type TTeamMember } from '../../../../shared/contracts/team';
import { TEAM_ROLES } from '../../../../shared/domain/team';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { CsvActions } from '../../../components/records/csv-actions';
import { ListPager } from '../../../components/records/list-pager';
import { EmptyState, ListError, ListLoading, NoMatch } from '../../../components/records/list-states';
import { ListToolbar } from '../../../components/records/list-toolbar';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { listQueryOptions } from '../../../lib/records/records-endpoint';
import { useListParams } from '../../../lib/records/use-list-params';
import { teamMembersEndpoint, useDeleteTeamMember } from '../api/team-members';
import { MemberCard } from './member-card';
import { useRecordDelete } from './use-record-delete';

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
  const { params, setParam, clearFilters, hasFilters } = useListParams(listDefaults, filterNames);
  const list = useQuery(listQueryOptions<TTeamMember>(teamMembersEndpoint, params));
  const deletion = useRecordDelete<TTeamMember>(useDeleteTeamMember(), {
    deleted: t('team:toasts.memberDeleted'),
    failed: t('team:toasts.deleteFailed'),
  });

  return (
    <div className="space-y-4">
      <ListToolbar
        search={String(params.q ?? '')}
        onSearch={(text) => {
          setParam('q', text);
        }}
        sort={String(params.sort)}
        sortOptions={TEAM_MEMBER_SORT_KEYS.map((key) => ({ value: key, label: t(`team:sort.${key}`) }))}
        onSort={(sort) => {
          setParam('sort', sort);
        }}
        order={params.order === 'asc' ? 'asc' : 'desc'}
        onToggleOrder={() => {
          setParam('order', params.order === 'asc' ? 'desc' : 'asc');
        }}
        filters={
          <SelectField
            id="team-filter-role"
            name="role"
            label={t('team:filters.role')}
            value={String(params.role ?? '')}
            emptyOption={t('records:list.all')}
            options={TEAM_ROLES.map((role) => ({ value: role, label: t(`team:values.role.${role}`) }))}
            onChange={(event) => {
              setParam('role', event.target.value);
            }}
          />
        }
      />
      <CsvActions endpoint={teamMembersEndpoint} params={params} fileName="equipe" />

      {list.isPending && <ListLoading />}
      {list.isError && <ListError message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.data &&
        (list.data.total === 0 ? (
          hasFilters ? (
            <NoMatch onClear={clearFilters} />
          ) : (
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
          )
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('team:tabs.members')}>
              {list.data.items.map((member) => (
                <li key={member.id}>
                  <MemberCard
                    member={member}
                    onShowSchedule={onShowSchedule}
                    onEdit={onEdit}
                    onDelete={deletion.handleAsk}
                  />
                </li>
              ))}
            </ul>
            <ListPager
              page={list.data.page}
              pageSize={list.data.pageSize}
              total={list.data.total}
              onPage={(page) => {
                setParam('page', page);
              }}
            />
          </>
        ))}

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
