import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_ROLES } from '../../../../shared/domain/team';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TApiResult } from '../../../lib/api-client';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import {
  memberFormFields,
  parseMemberForm,
  type TMemberFormValues,
  type TMemberRequest,
} from '../lib/member-form-values';

export interface MemberFormProps {
  initialValues: TMemberFormValues;
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TMemberRequest) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** A member's fields (spec §3 team_users, §5 e-mail and phone), for adding and editing. */
export function MemberForm({ initialValues, submitLabel, onSubmit, onCancel }: MemberFormProps) {
  const { t } = useTranslation(['team', 'records']);
  const errorText = useFieldErrorText();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({ fields: memberFormFields, initialValues, parse: parseMemberForm });
  const { values, errors, getFieldId, handleChange } = form;
  const optional = t('records:form.optional');

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await onSubmit(request);
    setIsSaving(false);
    if (!result.ok) form.showErrors(getServerFieldErrors(result.fields, memberFormFields));
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        id={getFieldId('name')}
        name="name"
        label={t('team:fields.name')}
        value={values.name}
        onChange={handleChange}
        error={errorText(errors.name)}
        maxLength={100}
        autoComplete="off"
      />
      <TextField
        id={getFieldId('email')}
        name="email"
        type="email"
        label={t('team:fields.email')}
        optionalText={optional}
        hint={t('team:hints.email')}
        value={values.email}
        onChange={handleChange}
        error={errorText(errors.email)}
        maxLength={254}
        autoComplete="off"
      />
      <TextField
        id={getFieldId('phone')}
        name="phone"
        type="tel"
        label={t('team:fields.phone')}
        optionalText={optional}
        hint={t('team:hints.phone')}
        value={values.phone}
        onChange={handleChange}
        error={errorText(errors.phone)}
        inputMode="tel"
        maxLength={20}
        autoComplete="off"
      />
      <SelectField
        id={getFieldId('role')}
        name="role"
        label={t('team:fields.role')}
        value={values.role}
        onChange={handleChange}
        error={errorText(errors.role)}
        options={TEAM_ROLES.map((role) => ({ value: role, label: t(`team:values.role.${role}`) }))}
      />
      <CheckboxField
        id={getFieldId('isAdmin')}
        name="isAdmin"
        label={t('team:fields.isAdmin')}
        hint={t('team:hints.isAdmin')}
        isChecked={values.isAdmin === 'true'}
        onChange={(event) => {
          form.setValue('isAdmin', event.target.checked ? 'true' : '');
        }}
      />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" className="h-11" onClick={onCancel} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" className="h-11" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
