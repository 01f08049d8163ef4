import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useUpdateMaintenanceTask } from '../api/maintenance-tasks';
import { maintenanceFormValuesOf } from '../lib/maintenance-form-values';
import { MaintenanceForm } from './maintenance-form';

/** Editing a task over the list, with the add page's form plus its status. */
export function MaintenanceEditDialog({
  task,
  onClose,
}: {
  task: TMaintenanceTask | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['maintenance', 'records']);
  const update = useUpdateMaintenanceTask();
  return (
    <ModalDialog isOpen={task !== null} title={t('maintenance:editTitle')} onClose={onClose} size="lg">
      {task && (
        <MaintenanceForm
          key={task.id}
          initialValues={maintenanceFormValuesOf(task, i18n.language)}
          submitLabel={t('records:actions.save')}
          hasStatus
          onCancel={onClose}
          onSubmit={async (request) => {
            const result = await update.mutateAsync({ id: task.id, version: task.version, body: request });
            if (result.ok) {
              void toast.success(t('maintenance:toasts.updated'));
              onClose();
            } else {
              void toast.error(t('maintenance:toasts.updateFailed'), { description: result.message });
            }
            return result;
          }}
        />
      )}
    </ModalDialog>
  );
}
