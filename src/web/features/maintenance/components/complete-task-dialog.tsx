import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import { toast } from '../../../lib/toast';
import { useCompleteMaintenanceTask } from '../api/maintenance-tasks';
import {
  completionFormFields,
  completionFormValuesOf,
  completionParser,
} from '../lib/completion-form-values';
import { formatDueDate } from '../lib/maintenance-format';
import { completionErrors } from '../lib/completion-errors';

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
  const errorText = useFieldErrorText();
  const complete = useCompleteMaintenanceTask();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({
    fields: completionFormFields,
    initialValues: completionFormValuesOf(task, today, i18n.language),
    parse: completionParser(task, today),
  });
  const { values, errors, getFieldId, handleChange } = form;
  const isByHours = task.frequency === 'running_hours';

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await complete.mutateAsync({ id: task.id, body: request });
    setIsSaving(false);
    if (result.ok) {
      const next = result.data.nextDueDate;
      void toast.success(
        next !== null && result.data.status === 'pending'
          ? t('maintenance:toasts.rescheduled', { date: formatDueDate(next, i18n.language) })
          : t('maintenance:toasts.completed'),
      );
      onClose();
      return;
    }
    const fieldErrors = completionErrors(result);
    if (Object.keys(fieldErrors).length > 0) form.showErrors(fieldErrors);
    else void toast.error(t('maintenance:toasts.completeFailed', { message: result.message }));
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <p className="text-sm text-slate-700">
        <strong className="text-slate-900">{task.equipmentName}</strong> · {task.taskType}
      </p>
      <p className="text-sm text-slate-700">{t('maintenance:completeHelp')}</p>
      <TextField
        id={getFieldId('completedOn')}
        name="completedOn"
        type="date"
        label={t('maintenance:fields.completedOn')}
        value={values.completedOn}
        onChange={handleChange}
        error={errorText(errors.completedOn)}
      />
      {isByHours && (
        <TextField
          id={getFieldId('meterHours')}
          name="meterHours"
          label={t('maintenance:completeMeter')}
          value={values.meterHours}
          onChange={handleChange}
          error={errorText(errors.meterHours)}
          inputMode="decimal"
          hint={t('maintenance:completeMeterHint', { equipment: task.equipmentName })}
        />
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : t('maintenance:completeSubmit')}
        </Button>
      </div>
    </form>
  );
}
