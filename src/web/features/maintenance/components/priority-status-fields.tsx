import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES } from '../../../../shared/domain/maintenance-schedule';
import { SelectField } from '../../../components/ui/select-field';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import type { TMaintenanceFormField, TMaintenanceFormValues } from '../lib/maintenance-form-values';

export interface PriorityStatusFieldsProps {
  values: TMaintenanceFormValues;
  errors: TFieldErrors<TMaintenanceFormField>;
  getFieldId: (field: TMaintenanceFormField) => string;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  hasStatus: boolean;
}

/** The priority (Basse → Critique) and, when editing, the status. */
export function PriorityStatusFields({
  values,
  errors,
  getFieldId,
  onChange,
  hasStatus,
}: PriorityStatusFieldsProps) {
  const { t } = useTranslation('maintenance');
  const errorText = useFieldErrorText();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={getFieldId('priority')}
        name="priority"
        label={t('fields.priority')}
        value={values.priority}
        onChange={onChange}
        error={errorText(errors.priority)}
        options={MAINTENANCE_PRIORITIES.map((priority) => ({
          value: priority,
          label: t(`values.priority.${priority}`),
        }))}
      />
      {hasStatus && (
        <SelectField
          id={getFieldId('status')}
          name="status"
          label={t('fields.status')}
          value={values.status}
          onChange={onChange}
          error={errorText(errors.status)}
          options={MAINTENANCE_STATUSES.map((status) => ({
            value: status,
            label: t(`values.status.${status}`),
          }))}
        />
      )}
    </div>
  );
}
