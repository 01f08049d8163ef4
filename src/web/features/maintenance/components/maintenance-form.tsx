import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '../../../../shared/domain/maintenance-schedule';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
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
  const errorText = useFieldErrorText();
  const equipment = useKnownEquipment();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({ fields: maintenanceFormFields, initialValues, parse: parseMaintenanceForm });
  const { values, errors, getFieldId, handleChange, setValue } = form;
  const handleScheduleChange = useMeterPrefill({
    isEnabled: isMeterPrefilled,
    values,
    equipment,
    handleChange,
    setValue,
  });
  const optional = t('records:form.optional');

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await onSubmit(request);
    setIsSaving(false);
    if (!result.ok) form.showErrors(getServerFieldErrors(result.fields, maintenanceFormFields));
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <EquipmentNameField
        id={getFieldId('equipmentName')}
        name="equipmentName"
        label={t('maintenance:fields.equipmentName')}
        value={values.equipmentName}
        onChange={handleScheduleChange}
        suggestions={equipment.names}
        error={errorText(errors.equipmentName)}
      />
      <TextField
        id={getFieldId('taskType')}
        name="taskType"
        label={t('maintenance:fields.taskType')}
        value={values.taskType}
        onChange={handleChange}
        error={errorText(errors.taskType)}
        maxLength={MAX_TITLE_LENGTH}
        autoComplete="off"
      />
      <TextareaField
        id={getFieldId('notes')}
        name="notes"
        label={t('maintenance:fields.notes')}
        value={values.notes}
        onChange={handleChange}
        error={errorText(errors.notes)}
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
        id={getFieldId('estimatedDuration')}
        name="estimatedDuration"
        label={t('maintenance:fields.estimatedDuration')}
        value={values.estimatedDuration}
        onChange={handleChange}
        error={errorText(errors.estimatedDuration)}
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
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
