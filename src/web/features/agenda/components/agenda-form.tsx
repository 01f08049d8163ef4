import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BellOff } from 'lucide-react';
import {
  AGENDA_CATEGORIES,
  AGENDA_PRIORITIES,
  MAX_AGENDA_DESCRIPTION_LENGTH,
  MAX_AGENDA_TITLE_LENGTH,
} from '../../../../shared/domain/agenda-tasks';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
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
  const errorText = useFieldErrorText();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({ fields: agendaFormFields, initialValues, parse });
  const { values, errors, getFieldId, handleChange } = form;
  const optional = t('records:form.optional');

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await onSubmit(request);
    setIsSaving(false);
    if (!result.ok) form.showErrors(getServerFieldErrors(result.fields, agendaFormFields));
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        id={getFieldId('title')}
        name="title"
        label={t('agenda:fields.title')}
        value={values.title}
        onChange={handleChange}
        error={errorText(errors.title)}
        maxLength={MAX_AGENDA_TITLE_LENGTH}
        autoComplete="off"
      />
      <TextareaField
        id={getFieldId('description')}
        name="description"
        label={t('agenda:fields.description')}
        optionalText={optional}
        value={values.description}
        onChange={handleChange}
        error={errorText(errors.description)}
        maxLength={MAX_AGENDA_DESCRIPTION_LENGTH}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={getFieldId('priority')}
          name="priority"
          label={t('agenda:fields.priority')}
          value={values.priority}
          onChange={handleChange}
          error={errorText(errors.priority)}
          options={AGENDA_PRIORITIES.map((priority) => ({
            value: priority,
            label: t(`agenda:values.priority.${priority}`),
          }))}
        />
        <SelectField
          id={getFieldId('category')}
          name="category"
          label={t('agenda:fields.category')}
          value={values.category}
          onChange={handleChange}
          error={errorText(errors.category)}
          options={AGENDA_CATEGORIES.map((category) => ({
            value: category,
            label: t(`agenda:values.category.${category}`),
          }))}
        />
        <TextField
          id={getFieldId('dueDate')}
          name="dueDate"
          type="date"
          label={t('agenda:fields.dueDate')}
          optionalText={optional}
          hint={t('agenda:hints.dueDate')}
          value={values.dueDate}
          onChange={handleChange}
          error={errorText(errors.dueDate)}
        />
        <div className="space-y-1">
          <TextField
            id={getFieldId('reminderAt')}
            name="reminderAt"
            type="datetime-local"
            label={t('agenda:fields.reminderAt')}
            optionalText={optional}
            hint={t('agenda:hints.reminderAt')}
            value={values.reminderAt}
            onChange={handleChange}
            error={errorText(errors.reminderAt)}
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
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
