import { useTranslation } from '../../../lib/i18n/use-translation';
import { PRODUCTION_NOTES_MAX_LENGTH } from '../../../../shared/domain/production-limits';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import {
  parseProductionForm,
  productionFormFields,
  type TProductionFormField,
  type TProductionFormValues,
  type TProductionMeasureField,
  type TProductionRequest,
} from '../lib/production-form-values';

export interface ProductionFormProps {
  initialValues: TProductionFormValues;
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TProductionRequest) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** The digester's measurements, all optional. */
const processFields = ['temperatureC', 'ph', 'fosTac', 'methanePercent', 'h2sPpm'] as const;

/** The fields of a reading (spec §5 "production"), shared by the add and edit dialogs. */
export function ProductionForm({ initialValues, submitLabel, onSubmit, onCancel }: ProductionFormProps) {
  const { t } = useTranslation(['production', 'records']);
  const form = useRecordForm({
    fields: productionFormFields,
    initialValues,
    parse: parseProductionForm,
    onSubmit,
  });
  const optional = t('records:form.optional');
  const fieldProps = (field: TProductionFormField) => ({
    ...form.fieldProps(field),
    label: t(`production:fields.${field}`),
  });
  const measureProps = (field: TProductionMeasureField) => ({
    ...fieldProps(field),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    placeholder: t(`production:placeholders.${field}`),
  });

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField {...fieldProps('readingDate')} />
        <TextField
          {...fieldProps('readingTime')}
          type="time"
          optionalText={optional}
          hint={t('production:hints.readingTime')}
        />
        <TextField {...measureProps('biogasM3')} />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm text-slate-700">{t('production:hints.output')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...measureProps('biomethaneNm3PerHour')} isRequired={false} />
          <TextField {...measureProps('kwhProduced')} isRequired={false} />
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {processFields.map((field) => (
          <TextField key={field} {...measureProps(field)} optionalText={optional} />
        ))}
      </div>
      <TextareaField
        {...fieldProps('notes')}
        optionalText={optional}
        maxLength={PRODUCTION_NOTES_MAX_LENGTH}
      />
      <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
