import { useTranslation } from 'react-i18next';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { DateField } from '../../../components/ui/date-field';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import { toast } from '../../../lib/toast';
import { useCompleteMaintenanceTask } from '../api/maintenance-tasks';
import {
  completionFormFields,
  completionFormValuesOf,
  completionParser,
} from '../lib/completion-form-values';
import { formatDueDate } from '../lib/maintenance-format';
import { completionFieldOfCode } from '../lib/completion-errors';

export interface CompleteTaskDialogProps {
  task: TMaintenanceTask | null;
  today: string;
  onClose: () => void;
}

/** "Fait": the day it was done (today by default) and, on running hours, the meter reading at the service. */
export function CompleteTaskDialog({ task, today, onClose }: CompleteTaskDialogProps) {
  const { t } = useTranslation('maintenance');
  return (
    <ModalDialog isOpen={task !== null} title={t('completeTitle')} onClose={onClose}>
      {task && <CompleteTaskForm key={task.id} task={task} today={today} onClose={onClose} />}
    </ModalDialog>
  );
}

function CompleteTaskForm({
  task,
  today,
  onClose,
}: {
  task: TMaintenanceTask;
  today: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['maintenance', 'records']);
  const complete = useCompleteMaintenanceTask();
  const form = useRecordForm({
    fields: completionFormFields,
    initialValues: completionFormValuesOf(task, today, i18n.language),
    parse: completionParser(task, today),
    onSubmit: async (request) => {
      const result = await complete.mutateAsync({ task, body: request });
      if (result.ok) {
        const next = result.data.nextDueDate;
        void toast.success(
          next !== null && result.data.status === 'pending'
            ? t('maintenance:toasts.rescheduled', { date: formatDueDate(next, i18n.language) })
            : t('maintenance:toasts.completed'),
        );
        onClose();
      }
      return result;
    },
    fieldOfCode: completionFieldOfCode,
    onUnplacedRefusal: (failure) => {
      void toast.error(t('maintenance:toasts.completeFailed', { message: failure.message }));
    },
  });
  const { fieldProps } = form;
  const isByHours = task.frequency === 'running_hours';

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">{task.equipmentName}</strong> · {task.taskType}
      </p>
      <p className="text-sm text-slate-700">{t('maintenance:completeHelp')}</p>
      <DateField {...fieldProps('completedOn')} label={t('maintenance:fields.completedOn')} />
      {isByHours && (
        <TextField
          {...fieldProps('meterHours')}
          label={t('maintenance:completeMeter')}
          inputMode="decimal"
          hint={t('maintenance:completeMeterHint', { equipment: task.equipmentName })}
        />
      )}
      <RecordFormActions
        isSaving={form.isSaving}
        submitLabel={t('maintenance:completeSubmit')}
        onCancel={onClose}
        size="lg"
        isFlush
      />
    </form>
  );
}
