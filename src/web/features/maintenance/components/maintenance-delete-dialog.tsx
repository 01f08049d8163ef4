import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { ConfirmDeleteDialog } from '../../../components/records/confirm-delete-dialog';
import { toast } from '../../../lib/toast';
import { useDeleteMaintenanceTask } from '../api/maintenance-tasks';

/** "Supprimer « … » ?", then "Tâche de maintenance supprimée" or the error. */
export function MaintenanceDeleteDialog({
  task,
  onClose,
}: {
  task: TMaintenanceTask | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('maintenance');
  const remove = useDeleteMaintenanceTask();

  const handleConfirm = async () => {
    if (!task) return;
    const result = await remove.mutateAsync(task);
    if (result.ok) {
      void toast.success(t('toasts.deleted'));
      onClose();
    } else {
      void toast.error(t('toasts.deleteFailed'), { description: result.message });
    }
  };

  return (
    <ConfirmDeleteDialog
      name={task?.taskType ?? null}
      isDeleting={remove.isPending}
      onCancel={onClose}
      onConfirm={() => void handleConfirm()}
    />
  );
}
