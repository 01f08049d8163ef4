import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import type { TPage } from '../../../../shared/contracts/records';
import { ListPager } from '../../../components/records/list-pager';
import { CompleteTaskDialog } from './complete-task-dialog';
import { MaintenanceDeleteDialog } from './maintenance-delete-dialog';
import { MaintenanceEditDialog } from './maintenance-edit-dialog';
import { MaintenanceTaskCard } from './maintenance-task-card';

export interface MaintenanceTaskListProps {
  page: TPage<TMaintenanceTask>;
  today: string;
  onPage: (page: number) => void;
}

/** The cards of one page, the pager, and the dialogs their actions open. */
export function MaintenanceTaskList({ page, today, onPage }: MaintenanceTaskListProps) {
  const { t } = useTranslation('maintenance');
  const [completing, setCompleting] = useState<TMaintenanceTask | null>(null);
  const [editing, setEditing] = useState<TMaintenanceTask | null>(null);
  const [deleting, setDeleting] = useState<TMaintenanceTask | null>(null);

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
        {page.items.map((task) => (
          <li key={task.id}>
            <MaintenanceTaskCard
              task={task}
              today={today}
              onComplete={setCompleting}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          </li>
        ))}
      </ul>
      <ListPager page={page.page} pageSize={page.pageSize} total={page.total} onPage={onPage} />
      <CompleteTaskDialog
        task={completing}
        today={today}
        onClose={() => {
          setCompleting(null);
        }}
      />
      <MaintenanceEditDialog
        task={editing}
        onClose={() => {
          setEditing(null);
        }}
      />
      <MaintenanceDeleteDialog
        task={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
    </>
  );
}
