import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MAX_COMPLETION_NOTE_LENGTH, type TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { TextField } from '../../../components/ui/text-field';
import { DateField } from '../../../components/ui/date-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { useCompleteMaintenanceTask } from '../api/maintenance-tasks';
import { teamMemberNamesQuery } from '../api/team-member-names';
import {
  completionFormFields,
  completionFormValuesOf,
  completionParser,
} from '../lib/completion-form-values';
import { formatDueDate } from '../lib/maintenance-format';
import { completionFieldOfCode } from '../lib/completion-errors';
import { EquipmentNameField } from './equipment-name-field';
import { usePlantBusinessDate, usePlantToday } from '../api/plant-today';

export interface CompleteTaskDialogProps {
  task: TMaintenanceTask | null;
  onClose: () => void;
}

/**
 * "Fait": the day it was done (by default the business date: a round done at 02:00 counts for the night shift's day;
 * at the latest the calendar date), on running hours the meter reading at the service, and for
 * the maintenance log who did it (the user by default, a team member or a contractor) and their remarks.
 */
export function CompleteTaskDialog({ task, onClose }: CompleteTaskDialogProps) {
  const { t } = useTranslation('maintenance');
  return (
    <ModalDialog isOpen={task !== null} title={t('completeTitle')} onClose={onClose}>
      {task && <CompleteTaskForm key={task.id} task={task} onClose={onClose} />}
    </ModalDialog>
  );
}

function CompleteTaskForm({ task, onClose }: { task: TMaintenanceTask; onClose: () => void }) {
  const today = usePlantToday();
  const businessDay = usePlantBusinessDate();
  const { t, i18n } = useTranslation(['maintenance', 'records']);
  const { state } = useSession();
  const userName = state.phase === 'signed-in' || state.phase === 'offline' ? state.status.user.name : '';
  const teamNames = useQuery(teamMemberNamesQuery);
  const complete = useCompleteMaintenanceTask();
  const form = useRecordForm({
    fields: completionFormFields,
    initialValues: completionFormValuesOf(task, businessDay, i18n.language, userName),
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
      <EquipmentNameField
        {...fieldProps('performedBy')}
        label={t('maintenance:fields.performedBy')}
        suggestions={teamNames.data ?? []}
        hint={t('maintenance:completePerformedByHint')}
      />
      <TextareaField
        {...fieldProps('note')}
        label={t('maintenance:fields.completionNote')}
        optionalText={t('records:form.optional')}
        maxLength={MAX_COMPLETION_NOTE_LENGTH}
      />
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
