import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { toast } from '../../../lib/toast';
import { useUpdateAgendaTask } from '../api/agenda-tasks';
import { agendaFormValuesOf, editedAgendaTaskParser } from '../lib/agenda-form-values';
import { AgendaForm } from './agenda-form';

/** Editing a task over any view: "Tâche mise à jour" or "Erreur lors de la mise à jour". */
export function AgendaEditDialog({ task, onClose }: { task: TAgendaTask | null; onClose: () => void }) {
  const { t } = useTranslation(['agenda', 'records']);
  const update = useUpdateAgendaTask();
  const initialValues = task ? agendaFormValuesOf(task) : null;
  return (
    <ModalDialog isOpen={task !== null} title={t('agenda:editTitle')} onClose={onClose} size="lg">
      {task && initialValues && (
        <AgendaForm
          key={task.id}
          initialValues={initialValues}
          parse={editedAgendaTaskParser(initialValues)}
          submitLabel={t('records:actions.save')}
          onCancel={onClose}
          onSubmit={async (request) => {
            const result = await update.mutateAsync({ id: task.id, version: task.version, body: request });
            if (result.ok) {
              void toast.success(t('agenda:toasts.updated'));
              onClose();
            } else {
              void toast.error(t('agenda:toasts.updateFailed'), { description: result.message });
            }
            return result;
          }}
        />
      )}
    </ModalDialog>
  );
}
