import { useTranslation } from '../../../lib/i18n/use-translation';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '../../../../shared/domain/maintenance-schedule';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import {
  checkedValue,
  maintenanceFormFields,
  parseMaintenanceForm,
  type TMaintenanceFormValues,
  type TMaintenanceTaskBody,
} from '../lib/maintenance-form-values';
import { EquipmentNameField } from './equipment-name-field';
import { PriorityStatusFields } from './priority-status-fields';
import { ScheduleFields } from './schedule-fields';
import { useKnownEquipment } from './use-known-equipment';
import { useMeterPrefill } from './use-meter-prefill';

export interface MaintenanceFormProps {
  initialValues: TMaintenanceFormValues;
  submitLabel: string;
  /** The edit dialog shows the status (to cancel or reopen a task); a new task is 'pending'. */
  hasStatus?: boolean;
  /** The add page fills the reading at last service with the equipment's meter. */
  isMeterPrefilled?: boolean;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TMaintenanceTaskBody) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** The fields of a maintenance task (spec §3, §5), shared by the add page and the edit dialog. */
export function MaintenanceForm({
  initialValues,
  submitLabel,
  hasStatus = false,
  isMeterPrefilled = false,
  onSubmit,
  onCancel,
}: MaintenanceFormProps) {
  const { t } = useTranslation(['maintenance', 'records']);
  const equipment = useKnownEquipment();
  const form = useRecordForm({
    fields: maintenanceFormFields,
    initialValues,
    parse: parseMaintenanceForm,
    onSubmit,
  });
  const { values, errors, getFieldId, handleChange, setValue, fieldProps } = form;
  const handleScheduleChange = useMeterPrefill({
    isEnabled: isMeterPrefilled,
    values,
    equipment,
    handleChange,
    setValue,
  });
  const optional = t('records:form.optional');

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <EquipmentNameField
        {...fieldProps('equipmentName')}
        label={t('maintenance:fields.equipmentName')}
        onChange={handleScheduleChange}
        suggestions={equipment.names}
      />
      <TextField
        {...fieldProps('taskType')}
        label={t('maintenance:fields.taskType')}
        maxLength={MAX_TITLE_LENGTH}
        autoComplete="off"
      />
      <TextareaField
        {...fieldProps('notes')}
        label={t('maintenance:fields.notes')}
        optionalText={optional}
        maxLength={MAX_DESCRIPTION_LENGTH}
        rows={4}
      />
      <PriorityStatusFields
        values={values}
        errors={errors}
        getFieldId={getFieldId}
        onChange={handleChange}
        hasStatus={hasStatus}
      />
      <ScheduleFields
        values={values}
        errors={errors}
        getFieldId={getFieldId}
        onChange={handleScheduleChange}
        meter={equipment.findMeter(values.equipmentName)}
      />
      <TextField
        {...fieldProps('estimatedDuration')}
        label={t('maintenance:fields.estimatedDuration')}
        inputMode="numeric"
        optionalText={optional}
        hint={t('maintenance:form.durationHint')}
      />
      <CheckboxField
        id={getFieldId('isRegulatory')}
        name="isRegulatory"
        label={t('maintenance:fields.isRegulatory')}
        hint={t('maintenance:form.regulatoryHint')}
        isChecked={values.isRegulatory === checkedValue}
        onChange={(event) => {
          setValue('isRegulatory', event.target.checked ? checkedValue : '');
        }}
      />
      <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} size="lg" />
    </form>
  );
}
