import { useTranslation } from '../../../lib/i18n/use-translation';
import { BellOff } from 'lucide-react';
import {
  AGENDA_CATEGORIES,
  AGENDA_PRIORITIES,
  MAX_AGENDA_DESCRIPTION_LENGTH,
  MAX_AGENDA_TITLE_LENGTH,
} from '../../../../shared/domain/agenda-tasks';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { DateField } from '../../../components/ui/date-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import {
  agendaFormFields,
  type TAgendaFormField,
  type TAgendaFormValues,
  type TAgendaTaskBody,
} from '../lib/agenda-form-values';

export interface AgendaFormProps {
  initialValues: TAgendaFormValues;
  /** The contract check: a new task, or the changes of an edited one. */
  parse: (values: TAgendaFormValues) => TParsedForm<TAgendaTaskBody, TAgendaFormField>;
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TAgendaTaskBody) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** The fields of a task (spec §3, §5), shared by the add page and the edit dialog. */
export function AgendaForm({ initialValues, parse, submitLabel, onSubmit, onCancel }: AgendaFormProps) {
  const { t } = useTranslation(['agenda', 'records']);
  const form = useRecordForm({ fields: agendaFormFields, initialValues, parse, onSubmit });
  const { values, fieldProps } = form;
  const optional = t('records:form.optional');

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <TextField
        {...fieldProps('title')}
        label={t('agenda:fields.title')}
        maxLength={MAX_AGENDA_TITLE_LENGTH}
        autoComplete="off"
      />
      <TextareaField
        {...fieldProps('description')}
        label={t('agenda:fields.description')}
        optionalText={optional}
        maxLength={MAX_AGENDA_DESCRIPTION_LENGTH}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...fieldProps('priority')}
          label={t('agenda:fields.priority')}
          options={AGENDA_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`agenda:values.priority.${priority}`),
          }))}
        />
        <SelectField
          {...fieldProps('category')}
          label={t('agenda:fields.category')}
          options={AGENDA_CATEGORIES.map((category) => ({
            value: category,
            label: t(`agenda:values.category.${category}`),
          }))}
        />
        <DateField
          {...fieldProps('dueDate')}
          label={t('agenda:fields.dueDate')}
          optionalText={optional}
          hint={t('agenda:hints.dueDate')}
        />
        <div className="space-y-1">
          <TextField
            {...fieldProps('reminderAt')}
            type="datetime-local"
            label={t('agenda:fields.reminderAt')}
            optionalText={optional}
            hint={t('agenda:hints.reminderAt')}
          />
          {values.reminderAt !== '' && (
            <Button
              variant="ghost"
              size="sm"
              className="h-11 sm:h-8"
              onClick={() => {
                form.setValue('reminderAt', '');
              }}
            >
              <BellOff className="h-4 w-4" aria-hidden="true" />
              {t('agenda:actions.removeReminder')}
            </Button>
          )}
        </div>
      </div>
      <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
