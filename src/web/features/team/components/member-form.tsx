import { useTranslation } from '../../../lib/i18n/use-translation';
import { TEAM_ROLES } from '../../../../shared/domain/team';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
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
  const form = useRecordForm({ fields: memberFormFields, initialValues, parse: parseMemberForm, onSubmit });
  const { values, getFieldId, fieldProps } = form;
  const optional = t('records:form.optional');

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <TextField {...fieldProps('name')} label={t('team:fields.name')} maxLength={100} autoComplete="off" />
      <TextField
        {...fieldProps('email')}
        type="email"
        label={t('team:fields.email')}
        optionalText={optional}
        hint={t('team:hints.email')}
        maxLength={254}
        autoComplete="off"
      />
      <TextField
        {...fieldProps('phone')}
        type="tel"
        label={t('team:fields.phone')}
        optionalText={optional}
        hint={t('team:hints.phone')}
        inputMode="tel"
        maxLength={20}
        autoComplete="off"
      />
      <SelectField
        {...fieldProps('role')}
        label={t('team:fields.role')}
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
      <RecordFormActions
        isSaving={form.isSaving}
        submitLabel={submitLabel}
        onCancel={onCancel}
        buttonClassName="h-11"
      />
    </form>
  );
}
